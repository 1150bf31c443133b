/** A decoded BOLT11 invoice, as the payment services need it. */
export interface DecodedBolt11 {
  paymentHash: string;
  payeeNodeId: string;
  amountMsat: bigint | null;
  expirySecs: number;
  timestampUnixSecs: number;
  description: string | null;
  isExpired: boolean;
}

export interface CustomTlvBytes {
  type: bigint;
  value: Uint8Array;
}

/**
 * What the payment services need from the Lightning engine. Sends only start an attempt; the
 * outcome arrives later as an engine event, which finishes the payment record.
 */
export interface LightningPayments {
  decodeBolt11(invoice: string): DecodedBolt11;
  createBolt11Invoice(request: { amountMsat?: bigint; description: string; expirySecs: number; paymentHash?: string }): { invoice: string; paymentHash: string };
  payBolt11Invoice(invoice: string, options: { amountMsat?: bigint; firstHopChannelId?: string }): { paymentId: string; paymentHash: string };
  /** `preimage` (32 bytes hex) is chosen by the caller so the record can exist before the send. */
  sendKeysend(request: { counterpartyNodeId: string; amountMsat: bigint; customTlvs: CustomTlvBytes[]; preimage: string }): { paymentId: string; paymentHash: string };
  claimForHash(paymentHash: string, preimage: string): void;
  failForHash(paymentHash: string): void;
  abandonPayment(paymentId: string): void;
  /** Node id of this node (the payee of its own invoices). */
  nodeId(): string;
}

export const LIGHTNING_PAYMENTS = Symbol('LightningPayments');
