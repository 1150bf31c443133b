/**
 * The least reserve we accept being held to on an anchor channel we fund. LDK 0.1.0 lets an
 * anchor-channel funder overdraw its balance (fee updates, HTLCs) when the peer set the
 * funder's reserve to zero or near it: a malicious peer that also forwards through us could
 * use that (#3796, fixed in 0.1.4). LDK itself never asks less than 1000 sat.
 */
export const MIN_FUNDER_RESERVE_SATS = 1000n;

/** Why a channel we fund must be abandoned before funding, or null when it may go on. */
export function funderReserveProblem(channel: { anchors: boolean; ourReserveSats: bigint | null }): string | null {
  if (!channel.anchors || channel.ourReserveSats === null || channel.ourReserveSats >= MIN_FUNDER_RESERVE_SATS) return null;
  return `the peer set our channel reserve to ${channel.ourReserveSats} sat; this node funds anchor channels only with a reserve of at least ${MIN_FUNDER_RESERVE_SATS} sat`;
}
