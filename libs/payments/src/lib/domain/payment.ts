/** Payment kinds of the interface's payment records (supplement.md "Payment records"). */
export const PAYMENT_KINDS = ['Bolt11', 'Bolt12Offer', 'Bolt12Refund', 'Spontaneous', 'RgbLightning'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_DIRECTIONS = ['Inbound', 'Outbound'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

export const PAYMENT_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A custom onion TLV record (types >= 65536) as recorded and shown to clients. */
export interface CustomTlv {
  type: bigint;
  valueHex: string;
}

/** A custom onion TLV record as handed to the engine to send. */
export interface CustomTlvBytes {
  type: bigint;
  value: Uint8Array;
}

/**
 * Why a payment ended Failed. The engine's reasons (LDK's PaymentFailureReason, with its
 * RouteNotFound called NoRoute as in the interface), plus NotSent: nothing left this node (the
 * engine refused the send, or the node stopped before it).
 */
export const PAYMENT_FAILURE_CODES = [
  'NoRoute',
  'RetriesExhausted',
  'RecipientRejected',
  'PaymentExpired',
  'UserAbandoned',
  'UnexpectedError',
  'UnknownRequiredFeatures',
  'InvoiceRequestExpired',
  'InvoiceRequestRejected',
  'BlindedPathCreationFailed',
  'NotSent',
] as const;
export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];

/**
 * One Lightning payment, inbound or outbound. Amounts are millisatoshis in bigint; the record
 * is written Pending before the outcome is known and moved to a terminal status exactly once.
 */
export interface Payment {
  /**
   * 32-byte hex. BOLT11 and keysend: the payment hash. BOLT12: the payer's random payment id
   * (outbound), the payment hash (inbound; each payment of a reusable offer has its own).
   */
  id: string;
  kind: PaymentKind;
  direction: PaymentDirection;
  status: PaymentStatus;
  amountMsat: bigint | null;
  feePaidMsat: bigint | null;
  paymentHash: string | null;
  preimage: string | null;
  /** An inbound HTLC is held awaiting claim_for_hash or fail_for_hash. */
  htlcLocked: boolean;
  counterpartyNodeId: string | null;
  invoice: string | null;
  description: string | null;
  customTlvs: CustomTlv[];
  /** BOLT12: the payer's note (sent with an offer payment, or carried by a refund); absent or null otherwise. */
  payerNote?: string | null;
  /**
   * Outbound: the idempotent operation key of the request that made it (a digest of the client's
   * token, its Idempotency-Key and the request), so a retry after a crash finds this payment.
   */
  operationKey?: string | null;
  /** Readable, for people; `failureCode` is what code decides on. */
  failureReason: string | null;
  /** Set with `failureReason`; null while not Failed, and on records written before codes were kept. */
  failureCode: PaymentFailureCode | null;
  createdAt: Date;
  updatedAt: Date;
}

export function isTerminal(status: PaymentStatus): boolean {
  return status !== 'Pending';
}
