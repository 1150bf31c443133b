/**
 * The least reserve we accept being held to on an anchor channel we fund. LDK 0.1.0 lets an
 * anchor-channel funder overdraw its balance (fee updates, HTLCs) when the peer set the
 * funder's reserve to zero or near it: a malicious peer that also forwards through us could
 * use that (#3796, fixed in 0.1.4). LDK itself never asks less than 1000 sat.
 */
export const MIN_FUNDER_RESERVE_SATS = 1000n;

/**
 * The channel being funded as LDK lists it once the peer accepted: whether it uses anchors and
 * the reserve the peer holds us to. Null (no such channel) or a null reserve: it could not be read.
 */
export type FundedChannelSide = { anchors: boolean; ourReserveSats: bigint | null } | null;

/**
 * Why a channel we fund must be abandoned before funding, or null when it may go on. Fails
 * closed: a channel whose type or reserve cannot be read is not funded (LDK sets both once the
 * peer's accept_channel arrived, which precedes the funding request).
 */
export function funderReserveProblem(channel: FundedChannelSide): string | null {
  if (channel === null) return 'the channel to fund is not listed by LDK, so the reserve the peer set cannot be checked; not funding it';
  if (channel.ourReserveSats === null) return 'the reserve the peer set for this node cannot be read; not funding the channel';
  if (!channel.anchors || channel.ourReserveSats >= MIN_FUNDER_RESERVE_SATS) return null;
  return `the peer set our channel reserve to ${channel.ourReserveSats} sat; this node funds anchor channels only with a reserve of at least ${MIN_FUNDER_RESERVE_SATS} sat`;
}
