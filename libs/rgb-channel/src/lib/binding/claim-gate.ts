import type { AssetChannelRecord } from '../protocol/asset-channel-record';
import { otherSide } from '../protocol/asset-state';

/**
 * The decoupled binding's one rule on the payee's side (docs/design/rgb-channel-protocol.md,
 * "Binding to LDK"): LDK holds the BTC carrier HTLC claimable (a hold invoice), and the payee
 * calls `claim_funds` (which reveals the preimage) only when the asset HTLC with the same hash is
 * irrevocably committed to it, pays what the invoice asks, and leaves time to claim it on chain.
 */
export interface RgbInvoiceTerms {
  /** hex */
  readonly paymentHash: string;
  readonly assetAmount: bigint;
  readonly contractId: string;
  /** The BTC carrier the invoice asked for. */
  readonly carrierMsat: bigint;
}

export type ClaimDecision =
  | { readonly claim: true }
  | { readonly claim: false; readonly reason: 'NoAssetHtlc' | 'WrongContract' | 'WrongAssetAmount' | 'CarrierTooSmall' | 'ExpiryTooClose'; readonly fail: boolean };

export interface ClaimContext {
  readonly channelContractId: string;
  /** What LDK says is claimable for the hash (all parts). */
  readonly claimableMsat: bigint;
  readonly tipHeight: number;
  /** Blocks the payee needs to get an HTLC-success confirmed before the offerer's timeout. */
  readonly onchainClaimBlocks: number;
}

/**
 * Decides whether the payee may claim now. `fail: true` means the payment can never become
 * claimable (fail the carrier back and the asset HTLC); `fail: false` means wait (the asset HTLC
 * may still be committed).
 */
export function claimDecision(record: AssetChannelRecord, terms: RgbInvoiceTerms, context: ClaimContext): ClaimDecision {
  if (context.channelContractId !== terms.contractId) return { claim: false, reason: 'WrongContract', fail: true };
  if (context.claimableMsat < terms.carrierMsat) return { claim: false, reason: 'CarrierTooSmall', fail: true };
  // Only the committed state counts: an HTLC still in a round can be dropped or is revocable.
  const htlc = record.committed.htlcs.find((h) => h.paymentHash === terms.paymentHash && h.offeredBy === otherSide(record.local));
  if (!htlc) return { claim: false, reason: 'NoAssetHtlc', fail: false };
  if (htlc.assetAmount !== terms.assetAmount) return { claim: false, reason: 'WrongAssetAmount', fail: true };
  if (htlc.cltvExpiry < context.tipHeight + context.onchainClaimBlocks) return { claim: false, reason: 'ExpiryTooClose', fail: true };
  return { claim: true };
}
