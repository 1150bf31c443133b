/** A BOLT12 offer as parsed, as the payment services need it. */
export interface DecodedOffer {
  offerId: string;
  signingPubkey: string | null;
  description: string | null;
  issuer: string | null;
  /** null without an amount (or with a fiat amount). */
  amountMsat: bigint | null;
  absoluteExpiryUnixSecs: bigint | null;
  chainHashes: string[];
  pathsCount: number;
  expectsQuantity: boolean;
  isExpired: boolean;
}

/** A BOLT12 refund as parsed. */
export interface DecodedRefund {
  description: string;
  issuer: string | null;
  amountMsat: bigint;
  absoluteExpiryUnixSecs: bigint | null;
  chainHash: string;
  payerSigningPubkey: string;
  payerNote: string | null;
  quantity: bigint | null;
  pathsCount: number;
  isExpired: boolean;
}

/**
 * What the BOLT12 payment service needs from the Lightning engine. Offer payments and refunds
 * only start here; PaymentSent / PaymentFailed / PaymentClaimed events finish the records.
 */
export interface LightningOffers {
  /** A reusable offer; `quantity` is the most items one payment may buy (0: any number). */
  createOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint }): { offer: string; offerId: string };
  decodeOffer(offer: string): DecodedOffer;
  /** `paymentId` (32 bytes hex) is chosen by the caller so the record exists before the request goes out. */
  payOffer(request: { offer: string; paymentId: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string }): { paymentId: string };
  /** A refund this node pays (as payment `paymentId`) once the payee sends an invoice for it. */
  initiateRefund(request: { paymentId: string; amountMsat: bigint; expirySecs: number; quantity?: bigint; payerNote?: string }): Promise<{ refund: string; paymentId: string }>;
  decodeRefund(refund: string): DecodedRefund;
  /** Sends this node's invoice for `refund` to its creator. */
  requestRefundPayment(refund: string): { invoice: string; invoiceHex: string; paymentHash: string; amountMsat: bigint };
}

export const LIGHTNING_OFFERS = Symbol('LightningOffers');
