import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import type { AssetHtlc } from '../protocol/asset-state';

export interface DeadlinePolicy {
  /** Go on chain this many blocks before an HTLC offered to us expires, when we hold its preimage. */
  readonly claimMarginBlocks: number;
  /** An update round waiting for the peer longer than this (while connected) is a stall. */
  readonly stallMs: number;
}

export type DeadlineAction =
  | { readonly action: 'none' }
  /** The peer does not answer: drop the connection and reestablish (resends what is unacknowledged). */
  | { readonly action: 'reconnect'; readonly reason: string }
  /** Waiting longer would lose the asset: close on chain with our newest commitment. */
  | { readonly action: 'force-close'; readonly reason: string; readonly htlc: AssetHtlc };

/**
 * The asset channel's watchdog, checked on every block and timer tick. An HTLC leaves the channel
 * only by fulfil or fail; when the peer will not do either in time, the chain decides:
 * - an HTLC we offered that reached its expiry and is still live: take it back on chain;
 * - an HTLC offered to us whose preimage we hold, `claimMarginBlocks` before its expiry:
 *   claim it on chain (we revealed, or are about to reveal, the preimage to the BTC payer).
 * A stalled round with no deadline at stake only reconnects.
 */
export function deadlineAction(
  record: AssetChannelRecord,
  tipHeight: number,
  preimageKnown: (paymentHash: string) => boolean,
  waitingSinceMs: number | null,
  nowMs: number,
  policy: DeadlinePolicy,
): DeadlineAction {
  // Once either side signed a round's state it may be the one that reaches the chain: count its HTLCs too.
  const signedRound = record.round && record.round.stage !== 'proposed' ? record.round.next.htlcs : [];
  for (const htlc of [...record.committed.htlcs, ...signedRound]) {
    if (htlc.offeredBy === record.local && tipHeight >= htlc.cltvExpiry) return { action: 'force-close', reason: `our HTLC ${htlc.id} expired at ${htlc.cltvExpiry}`, htlc };
    if (htlc.offeredBy !== record.local && preimageKnown(htlc.paymentHash) && tipHeight >= htlc.cltvExpiry - policy.claimMarginBlocks) {
      return { action: 'force-close', reason: `HTLC ${htlc.id} offered to us expires at ${htlc.cltvExpiry} and we hold its preimage`, htlc };
    }
  }
  if (waitingSinceMs !== null && nowMs - waitingSinceMs > policy.stallMs) return { action: 'reconnect', reason: `the peer has not answered for ${nowMs - waitingSinceMs} ms` };
  return { action: 'none' };
}
