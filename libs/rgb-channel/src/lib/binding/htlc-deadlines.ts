import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import type { AssetHtlc } from '../protocol/asset-state';
import type { TimingPolicy } from './timing-policy';

export interface DeadlinePolicy {
  readonly timing: TimingPolicy;
  /** An update round waiting for the peer longer than this (while connected) is a stall. */
  readonly stallMs: number;
  /** Reconnects that brought no progress before the channel is closed on chain (review F7). */
  readonly maxStalledReconnects: number;
}

export type DeadlineAction =
  | { readonly action: 'none' }
  /** The peer does not answer: drop the connection and reestablish (resends what is unacknowledged). */
  | { readonly action: 'reconnect'; readonly reason: string }
  /** Waiting longer would lose the asset, or the channel cannot go on: close on chain with our newest commitment. */
  | { readonly action: 'force-close'; readonly reason: string; readonly htlc?: AssetHtlc }
  /** We run on an old backup: never broadcast our commitment; wait for the peer's and sweep from it. */
  | { readonly action: 'await-peer-close'; readonly reason: string }
  /** Both closing signatures are held: broadcast the closing transaction (unless it is already on chain). */
  | { readonly action: 'broadcast-closing' };

/**
 * The asset channel's watchdog, checked on every block and timer tick. An HTLC leaves the channel
 * only by fulfil or fail; when the peer will not do either in time, the chain decides:
 * - an HTLC we offered that reached its expiry and is still live: take it back on chain;
 * - an HTLC offered to us that we *claimed* (our durable claim state, never merely "we know the
 *   preimage": the payee knows every invoice's preimage, review F3), `claimMarginBlocks`
 *   before its expiry: claim it on chain;
 * - a failed channel closes; a stalled round reconnects, and closes after too many fruitless
 *   reconnects.
 */
export function deadlineAction(
  record: AssetChannelRecord,
  tipHeight: number,
  claimedByUs: (paymentHash: string) => boolean,
  stall: { readonly waitingSinceMs: number | null; readonly reconnects: number },
  nowMs: number,
  policy: DeadlinePolicy,
): DeadlineAction {
  if (record.status === 'state-lost') return { action: 'await-peer-close', reason: 'our channel state is older than the peer proved it is' };
  if (record.status === 'failed') return { action: 'force-close', reason: 'the channel failed' };
  if (record.status === 'closed') return { action: 'broadcast-closing' };
  // Once either side signed a round's state it may be the one that reaches the chain: count its HTLCs too.
  const signedRound = record.round && record.round.stage !== 'proposed' ? record.round.next.htlcs : [];
  for (const htlc of [...record.committed.htlcs, ...signedRound]) {
    if (htlc.offeredBy === record.local && tipHeight >= htlc.cltvExpiry) return { action: 'force-close', reason: `our HTLC ${htlc.id} expired at ${htlc.cltvExpiry}`, htlc };
    if (htlc.offeredBy !== record.local && claimedByUs(htlc.paymentHash) && tipHeight >= htlc.cltvExpiry - policy.timing.claimMarginBlocks) {
      return { action: 'force-close', reason: `HTLC ${htlc.id} offered to us expires at ${htlc.cltvExpiry} and we claimed its payment`, htlc };
    }
  }
  if (stall.waitingSinceMs !== null && nowMs - stall.waitingSinceMs > policy.stallMs) {
    if (stall.reconnects >= policy.maxStalledReconnects) return { action: 'force-close', reason: `the peer made no progress across ${stall.reconnects} reconnects` };
    return { action: 'reconnect', reason: `the peer has not answered for ${nowMs - stall.waitingSinceMs} ms` };
  }
  return { action: 'none' };
}
