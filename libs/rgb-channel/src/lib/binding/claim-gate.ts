import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import { otherSide, type AssetHtlc } from '../protocol/asset-state';
import type { TimingPolicy } from './timing-policy';

/**
 * The decoupled binding's rule on the payee's side (docs/design/rgb-channel-protocol.md §7):
 * LDK holds the BTC carrier HTLC claimable (a hold invoice), and the payee calls `claim_funds`
 * (which reveals the preimage) only when the asset HTLC with the same hash is irrevocably
 * committed to it, pays what the invoice asks and leaves time to claim it on chain.
 */
export interface RgbInvoiceTerms {
  /** hex */
  readonly paymentHash: string;
  readonly assetAmount: bigint;
  readonly contractId: string;
  /** The BTC carrier the invoice asked for. */
  readonly carrierMsat: bigint;
}

/**
 * The payee's durable decision for one payment hash (review F1), written before acting on it:
 * `claiming` before `claim_funds`, `failing` before failing anything. The later states absorb:
 * once `claiming`, the payee never fails; once `failing`, it never claims.
 */
export type ClaimState = 'pending' | 'claiming' | 'fulfilled' | 'failing' | 'failed';

export type ClaimAction =
  /** Write `claiming` durably, then `claim_funds`, then propose `fulfill`. */
  | { readonly action: 'claim' }
  /** `claiming`: propose `fulfill` (no round touches the HTLC now). */
  | { readonly action: 'fulfil'; readonly htlc: AssetHtlc }
  /** Write `failing` durably (when pending), then fail the carrier back and propose `fail` of the asset HTLC if one is committed. */
  | { readonly action: 'fail'; readonly reason: 'WrongContract' | 'WrongAssetAmount' | 'CarrierTooSmall' | 'CarrierOverdue' | 'ExpiryTooClose' | 'Failing'; readonly htlc?: AssetHtlc }
  | { readonly action: 'wait'; readonly reason: 'NoAssetHtlc' | 'NoCarrier' | 'RoundInProgress' | 'ChainNotSynced' }
  | { readonly action: 'none' };

export interface ClaimContext {
  readonly channelContractId: string;
  /** What LDK says is claimable for the hash (0 until the carrier arrives). */
  readonly claimableMsat: bigint;
  readonly tipHeight: number;
  /** False while the node's view of the chain lags: the expiry check would overestimate the window. */
  readonly chainSynced: boolean;
  readonly timing: TimingPolicy;
  /**
   * This asset HTLC has been committed longer than the payee's grace with no carrier behind it
   * (review batch F2): the payer sends the carrier at once after the commit, so it died or gave
   * up; failing the HTLC returns the payer's assets now rather than near its expiry. Only that
   * HTLC fails: the payment stays payable (a stranger may have used its hash).
   */
  readonly carrierOverdue?: boolean;
}

/** What the payee does next for `terms`, given its durable `state` and the durable channel record. */
export function claimAction(record: AssetChannelRecord, state: ClaimState, terms: RgbInvoiceTerms, context: ClaimContext): ClaimAction {
  if (state === 'fulfilled' || state === 'failed') return { action: 'none' };
  // Only the committed state counts: an HTLC still in a round can be dropped or is revocable.
  const htlc = record.committed.htlcs.find((h) => h.paymentHash === terms.paymentHash && h.offeredBy === otherSide(record.local));
  const touched = htlc !== undefined && roundTouches(record, htlc);
  if (state === 'claiming') {
    if (!htlc) return { action: 'none' }; // fulfilled (or on chain): nothing left off chain
    return touched || record.round ? { action: 'wait', reason: 'RoundInProgress' } : { action: 'fulfil', htlc };
  }
  if (state === 'failing') {
    if (!htlc) return { action: 'none' };
    return touched || record.round ? { action: 'wait', reason: 'RoundInProgress' } : { action: 'fail', reason: 'Failing', htlc };
  }
  if (context.channelContractId !== terms.contractId) return { action: 'fail', reason: 'WrongContract', htlc };
  if (!htlc) return { action: 'wait', reason: 'NoAssetHtlc' };
  if (htlc.assetAmount !== terms.assetAmount) return { action: 'fail', reason: 'WrongAssetAmount', htlc };
  if (htlc.cltvExpiry < context.tipHeight + context.timing.onchainClaimBlocks) return { action: 'fail', reason: 'ExpiryTooClose', htlc };
  if (context.claimableMsat === 0n) return context.carrierOverdue ? { action: 'fail', reason: 'CarrierOverdue', htlc } : { action: 'wait', reason: 'NoCarrier' };
  if (context.claimableMsat < terms.carrierMsat) return { action: 'fail', reason: 'CarrierTooSmall', htlc };
  if (touched) return { action: 'wait', reason: 'RoundInProgress' };
  if (!context.chainSynced) return { action: 'wait', reason: 'ChainNotSynced' };
  return { action: 'claim' };
}

function roundTouches(record: AssetChannelRecord, htlc: AssetHtlc): boolean {
  return (record.round?.changes ?? []).some((c) => c.kind !== 'add' && c.offeredBy === htlc.offeredBy && c.id === htlc.id);
}
