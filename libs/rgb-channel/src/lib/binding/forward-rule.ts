import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import { assetsOf, type AssetHtlc, type ForwardInstruction } from '../protocol/asset-state';

/**
 * Blocks a forwarder keeps between the upstream HTLC's expiry and the downstream one's (BOLT 2's
 * cltv_expiry_delta reasoning). The next node can claim the downstream HTLC on chain until the
 * forwarder's timeout confirms, which starts at the downstream expiry: the downstream commitment
 * (if it is not on chain yet) and then the timeout or the next node's claim must confirm, S = 12
 * blocks each at the pre-signed rate, plus 6 against a reorg; the forwarder learns a claim's
 * preimage from the mempool already. It then needs `claimMarginBlocks` (13) before the upstream
 * expiry to claim there: 12 + 12 + 6 + 13 = 43, and 72 leaves room for a slow block or two.
 * Without CPFP of the pre-signed transactions (not built) this holds only while they confirm at
 * their rate, which is why asset channels stay off by default outside regtest.
 */
export const FORWARD_EXPIRY_DELTA = 72;

/** An asset channel the forward could leave on: ours with the next node. */
export interface ForwardCandidate {
  readonly peerNodeId: string;
  readonly record: AssetChannelRecord;
}

export type ForwardPlan =
  | { readonly action: 'offer'; readonly peerNodeId: string; readonly channelId: string }
  | { readonly action: 'refuse'; readonly reason: 'WrongAmount' | 'ExpiryDeltaTooSmall' | 'ExpiryTooFar' | 'ExpiryOutOfRange' | 'NoChannel' | 'InsufficientAssets' };

/**
 * The latest outgoing expiry a forward takes, after the tip: a payer's final expiry is 72 blocks
 * out, and a later one would lock the forwarder's units for up to the channel's maximum (two
 * weeks) at no cost to the payer (review multihop L5).
 */
export const MAX_FORWARD_OUTGOING_DELTA = 2 * FORWARD_EXPIRY_DELTA;

/**
 * Whether to forward the committed upstream HTLC `htlc` (on `upstream`) as `instruction` asks,
 * and over which channel: one with the next node, open, of the same contract, where we can send
 * the amount above our reserve. No asset fee in this version: the amount forwarded is the amount
 * received.
 */
export function planForward(upstream: AssetChannelRecord, htlc: AssetHtlc, instruction: ForwardInstruction, candidates: readonly ForwardCandidate[], tipHeight: number): ForwardPlan {
  if (instruction.assetAmount !== htlc.assetAmount) return { action: 'refuse', reason: 'WrongAmount' };
  if (htlc.cltvExpiry - instruction.cltvExpiry < FORWARD_EXPIRY_DELTA) return { action: 'refuse', reason: 'ExpiryDeltaTooSmall' };
  if (instruction.cltvExpiry > tipHeight + MAX_FORWARD_OUTGOING_DELTA) return { action: 'refuse', reason: 'ExpiryTooFar' };
  const channels = candidates.filter(
    (c) => c.peerNodeId === instruction.nextNodeId && c.record.status === 'open' && c.record.contractId === upstream.contractId && c.record.channelId !== upstream.channelId,
  );
  if (channels.length === 0) return { action: 'refuse', reason: 'NoChannel' };
  const inRange = channels.filter((c) => instruction.cltvExpiry >= tipHeight + c.record.policy.minExpiryDelta && instruction.cltvExpiry <= tipHeight + c.record.policy.maxExpiryDelta);
  if (inRange.length === 0) return { action: 'refuse', reason: 'ExpiryOutOfRange' };
  const funded = inRange.find((c) => sendable(c.record) >= instruction.assetAmount);
  if (!funded) return { action: 'refuse', reason: 'InsufficientAssets' };
  return { action: 'offer', peerNodeId: funded.peerNodeId, channelId: funded.record.channelId };
}

/** What we can offer on `record` now: our committed assets above the reserve, less our adds still in a round. */
function sendable(record: AssetChannelRecord): bigint {
  const inRound = (record.round?.changes ?? []).reduce((sum, c) => (c.kind === 'add' && c.htlc.offeredBy === record.local ? sum + c.htlc.assetAmount : sum), 0n);
  return assetsOf(record.committed, record.local) - record.policy.assetReserve - inRound;
}

export type ForwardOutcome =
  | { readonly action: 'claim'; readonly preimage: string }
  | { readonly action: 'fail' }
  | { readonly action: 'wait'; readonly reason: 'Downstream' | 'Offering' | 'OnChain' };

/**
 * The forwarder's rule for the upstream HTLC (review A1): it is claimed once the preimage is
 * known (the downstream fulfil, or a claim of it on chain), and failed only when no preimage was
 * learned and our downstream add is in flight nowhere on a channel that settles off chain: never
 * proposed (a kill before it), dropped, refused or failed back. A downstream channel on chain
 * keeps the upstream HTLC, since the next node may still claim there with the preimage, until
 * `buriedOnChain`: the commitment that closed it is buried without our add, or our timeout of
 * the add's output is (the monitor's `offeredHtlcBuried`).
 */
export function forwardOutcome(downstream: AssetChannelRecord | null, paymentHash: string, learnedPreimage: string | null, offering: boolean, buriedOnChain = false): ForwardOutcome {
  if (learnedPreimage) return { action: 'claim', preimage: learnedPreimage };
  if (offering) return { action: 'wait', reason: 'Offering' };
  if (downstream === null) return { action: 'fail' }; // never written: the add cannot exist
  if (downstream.status === 'state-lost') return { action: 'wait', reason: 'OnChain' };
  if (downstream.status === 'failed') {
    // On chain: only a commitment with a signature of ours can carry the add there. A proposal of
    // ours the peer never signed is in none (review multihop M3).
    return ourAddSigned(downstream, paymentHash) && !buriedOnChain ? { action: 'wait', reason: 'OnChain' } : { action: 'fail' };
  }
  if (ourAddInFlight(downstream, paymentHash)) return { action: 'wait', reason: 'Downstream' };
  return { action: 'fail' };
}

/** Whether a commitment either side can broadcast holds our add: the committed state, our signed holder, or the next state of a round of ours both sides signed. */
function ourAddSigned(record: AssetChannelRecord, paymentHash: string): boolean {
  const ours = (h: AssetHtlc) => h.paymentHash === paymentHash && h.offeredBy === record.local;
  const signedRound = record.round !== null && record.round.stage !== 'proposed' && record.round.next.htlcs.some(ours);
  return signedRound || record.holder.state.htlcs.some(ours) || record.committed.htlcs.some(ours);
}

/** Whether our add with this hash is in a round, signed into our commitment, or committed on this channel: it may yet be paid. */
export function ourAddInFlight(record: AssetChannelRecord, paymentHash: string): boolean {
  const ours = (h: AssetHtlc) => h.paymentHash === paymentHash && h.offeredBy === record.local;
  const inRound = record.round?.changes.some((c) => c.kind === 'add' && ours(c.htlc)) ?? false;
  return inRound || record.holder.state.htlcs.some(ours) || record.committed.htlcs.some(ours);
}
