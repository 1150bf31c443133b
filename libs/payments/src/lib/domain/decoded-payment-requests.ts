/**
 * What a payer reads from a BOLT11 invoice, a BOLT12 offer or a BOLT12 refund, as the engine
 * decodes them (signature checked; no network access needed).
 */

export interface DecodedBolt11 {
  readonly paymentHash: string;
  /** Explicit in the invoice, or recovered from its signature. */
  readonly payeeNodeId: string;
  /** null for a variable-amount invoice. */
  readonly amountMsat: bigint | null;
  readonly expirySecs: number;
  readonly timestampUnixSecs: number;
  /** null when the invoice commits to a description hash instead. */
  readonly description: string | null;
  readonly isExpired: boolean;
  /** 'bitcoin' | 'testnet' | 'regtest' | 'simnet' | 'signet'. */
  readonly network: string;
}

export interface DecodedOffer {
  readonly offerId: string;
  /** The key the offer's invoices are signed with; null when the offer has blinded paths only. */
  readonly signingPubkey: string | null;
  readonly description: string | null;
  readonly issuer: string | null;
  /** null without an amount, or when the amount is in a fiat currency (`currencyAmount`). */
  readonly amountMsat: bigint | null;
  readonly currencyAmount: boolean;
  readonly absoluteExpiryUnixSecs: bigint | null;
  /** Chain hashes as LDK prints them (genesis block hash bytes, not reversed). */
  readonly chainHashes: string[];
  readonly pathsCount: number;
  readonly expectsQuantity: boolean;
  readonly isExpired: boolean;
}

/** A refund ("offer for money"): the payer's offer to pay whoever sends it an invoice. */
export interface DecodedRefund {
  readonly description: string;
  readonly issuer: string | null;
  readonly amountMsat: bigint;
  readonly absoluteExpiryUnixSecs: bigint | null;
  readonly chainHash: string;
  readonly payerSigningPubkey: string;
  readonly payerNote: string | null;
  readonly quantity: bigint | null;
  readonly pathsCount: number;
  readonly isExpired: boolean;
}
