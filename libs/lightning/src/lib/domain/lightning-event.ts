/**
 * What the engine reports to the rest of the node, translated from LDK's events. Ids are hex:
 * channel ids as LDK shows them, txids in display (RPC) order, node ids as compressed keys.
 */

/**
 * How an inbound payment was requested: our BOLT11 invoice, a hold invoice (hash given by the
 * caller), keysend, an invoice for one of our BOLT12 offers, or our invoice for a BOLT12 refund.
 */
export type InboundPaymentPurpose = 'bolt11' | 'hold' | 'spontaneous' | 'bolt12_offer' | 'bolt12_refund';

/** What the payer put in its invoice request (purpose 'bolt12_offer' only). */
export interface Bolt12OfferPaymentInfo {
  readonly offerId: string;
  /** The payer's note, truncated by LDK to 512 characters; null when none. */
  readonly payerNote: string | null;
  readonly quantity: bigint | null;
  readonly payerSigningPubkey: string;
}

/** A custom onion TLV record of an inbound payment (types >= 65536). */
export interface ReceivedCustomTlv {
  readonly type: bigint;
  readonly valueHex: string;
}

/** LDK's PaymentFailureReason names (LDK 0.1). */
export const PAYMENT_FAILURE_REASONS = [
  'RecipientRejected',
  'UserAbandoned',
  'RetriesExhausted',
  'PaymentExpired',
  'RouteNotFound',
  'UnexpectedError',
  'UnknownRequiredFeatures',
  'InvoiceRequestExpired',
  'InvoiceRequestRejected',
  'BlindedPathCreationFailed',
] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];

export type LightningEvent =
  | {
      readonly type: 'ChannelPending';
      readonly channelId: string;
      readonly userChannelId: bigint;
      readonly counterpartyNodeId: string;
      readonly fundingTxid: string;
      readonly fundingOutputIndex: number;
    }
  | { readonly type: 'ChannelReady'; readonly channelId: string; readonly userChannelId: bigint; readonly counterpartyNodeId: string }
  | {
      readonly type: 'ChannelClosed';
      readonly channelId: string;
      readonly userChannelId: bigint;
      readonly counterpartyNodeId: string | null;
      readonly reason: string;
    }
  | {
      /**
       * Only for hold invoices (`purpose: 'hold'`): the HTLCs are held until `claimForHash` or
       * `failForHash`, or until LDK fails them itself at `claimDeadlineHeight`. Payments whose
       * preimage LDK knows (our own invoices, keysend) are claimed at once and only reported
       * as PaymentClaimed.
       */
      readonly type: 'PaymentClaimable';
      readonly paymentHash: string;
      readonly amountMsat: bigint;
      readonly purpose: InboundPaymentPurpose;
      readonly customTlvs: ReceivedCustomTlv[];
      readonly claimDeadlineHeight: number | null;
      readonly bolt12Offer?: Bolt12OfferPaymentInfo;
    }
  | {
      readonly type: 'PaymentClaimed';
      readonly paymentHash: string;
      readonly amountMsat: bigint;
      readonly purpose: InboundPaymentPurpose;
      readonly customTlvs: ReceivedCustomTlv[];
      /** The peer of the channel the (first) HTLC arrived on, when that channel is still known. */
      readonly counterpartyNodeId?: string | null;
      /** Set for purpose 'bolt12_offer'. */
      readonly bolt12Offer?: Bolt12OfferPaymentInfo;
    }
  | {
      readonly type: 'PaymentSent';
      /** Always set: LDK's payment id (the payment hash for BOLT11 and keysend, the caller's id for BOLT12). */
      readonly paymentId: string;
      readonly paymentHash: string;
      readonly preimage: string;
      readonly feePaidMsat: bigint | null;
    }
  | {
      readonly type: 'PaymentFailed';
      readonly paymentId: string;
      readonly paymentHash: string | null;
      /** Readable, e.g. "the recipient rejected the payment". */
      readonly reason: string;
      /** LDK's PaymentFailureReason; null when LDK gave none. */
      readonly reasonCode: PaymentFailureReason | null;
    }
  | { readonly type: 'SpendableOutputsSwept'; readonly channelId: string | null; readonly txid: string };

export type LightningEventType = LightningEvent['type'];
