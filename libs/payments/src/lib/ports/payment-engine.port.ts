import { CustomTlvBytes } from '../domain/payment';
import { DecodedBolt11, DecodedOffer, DecodedRefund } from '../domain/decoded-payment-requests';

/**
 * What the payment services need from the Lightning engine. Sends only start an attempt; the
 * outcome arrives later as an engine event, which finishes the payment record. Refusals are
 * the interface's DomainErrors.
 */
export interface PaymentEngine {
  /** Node id of this node (the payee of its own invoices). */
  nodeId(): string;

  // --- BOLT11 and keysend ---
  decodeBolt11(invoice: string): DecodedBolt11;
  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs: number; paymentHash?: string }): { invoice: string; paymentHash: string };
  /** Pays an invoice as `decodeBolt11` returned it, so it is not parsed a second time. */
  payBolt11Invoice(invoice: DecodedBolt11, options: { amountMsat?: bigint; firstHopChannelId?: string }): { paymentId: string; paymentHash: string };
  /** `preimage` (32 bytes hex) is chosen by the caller so the record can exist before the send. */
  sendKeysend(request: { counterpartyNodeId: string; amountMsat: bigint; customTlvs: CustomTlvBytes[]; preimage: string }): { paymentId: string; paymentHash: string };
  claimForHash(paymentHash: string, preimage: string): void;
  failForHash(paymentHash: string): void;
  /** Payment hashes of the hold-invoice HTLC sets the engine holds now (claimable, not settled). */
  heldPaymentHashes(): string[];
  /** Stops retrying an outbound payment; the engine reports its failure once no HTLC is in flight. */
  abandon(paymentId: string): Promise<void>;

  // --- BOLT12 ---
  /** A reusable offer; `quantity` is the most items one payment may buy (0: any number). */
  createOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint }): { offer: string; offerId: string };
  decodeOffer(offer: string): DecodedOffer;
  /**
   * Pays an offer as `decodeOffer` returned it. `paymentId` (32 bytes hex) is chosen by the
   * caller so the record exists before the request goes out.
   */
  payOffer(request: { offer: DecodedOffer; paymentId: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string }): { paymentId: string };
  /** A refund this node pays (as payment `paymentId`) once the payee sends an invoice for it. */
  initiateRefund(request: { paymentId: string; amountMsat: bigint; expirySecs: number; quantity?: bigint; payerNote?: string }): Promise<{ refund: string; paymentId: string }>;
  decodeRefund(refund: string): DecodedRefund;
  /** Sends this node's invoice for `refund` (as `decodeRefund` returned it) to its creator. */
  requestRefundPayment(refund: DecodedRefund): { invoice: string; invoiceHex: string; paymentHash: string; amountMsat: bigint };
}
