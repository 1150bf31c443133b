import type { ChannelPolicy } from '../protocol/asset-state';

/**
 * The payee's three timing knobs, tied together (review F8): the protocol admits an HTLC only if
 * it expires `minExpiryDelta` after the tip; the payee claims the carrier only while the HTLC has
 * `onchainClaimBlocks` left; the watchdog goes on chain `claimMarginBlocks` before expiry. The
 * gap between the last two is the time the payer has to accept the fulfil off chain.
 */
export interface TimingPolicy {
  readonly onchainClaimBlocks: number;
  readonly claimMarginBlocks: number;
}

/** Blocks to get the commitment and then the CSV-1 HTLC-success confirmed, with margin (6 each, plus one). */
export const MIN_CLAIM_MARGIN_BLOCKS = 13;
/** Blocks the payer has to accept our fulfil before we go on chain. */
export const MIN_FULFIL_SLACK_BLOCKS = 6;

/** Throws unless `policy` and `channel` leave the payee a real on-chain claim window. */
export function checkTimingPolicy(policy: TimingPolicy, channel: ChannelPolicy): void {
  if (policy.claimMarginBlocks < MIN_CLAIM_MARGIN_BLOCKS) throw new RangeError(`claimMarginBlocks must be at least ${MIN_CLAIM_MARGIN_BLOCKS}`);
  if (policy.onchainClaimBlocks < policy.claimMarginBlocks + MIN_FULFIL_SLACK_BLOCKS) {
    throw new RangeError(`onchainClaimBlocks must be at least claimMarginBlocks + ${MIN_FULFIL_SLACK_BLOCKS}`);
  }
  if (channel.minExpiryDelta <= policy.onchainClaimBlocks) throw new RangeError('the channel admits HTLCs that expire before the payee could claim them (minExpiryDelta <= onchainClaimBlocks)');
}
