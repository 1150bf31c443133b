/**
 * Read models the engine hands out; plain data, no LDK types. Decoded invoices, offers and
 * refunds, and custom TLVs, are the payments domain's (@rln/payments).
 */
export interface PeerInfo {
  readonly nodeId: string;
  /** host:port when known. */
  readonly address: string | null;
  readonly inbound: boolean;
}

export interface ChannelInfo {
  readonly channelId: string;
  readonly userChannelId: bigint;
  readonly counterpartyNodeId: string;
  readonly fundingTxid: string | null;
  readonly fundingOutputIndex: number | null;
  readonly shortChannelId: bigint | null;
  readonly capacitySats: bigint;
  readonly outboundCapacityMsat: bigint;
  readonly inboundCapacityMsat: bigint;
  /**
   * Our balance in the channel: outbound capacity plus the reserve the peer makes us keep
   * (LDK 0.1 has no balance field; HTLCs we are sending are not included).
   */
  readonly localBalanceMsat: bigint;
  /** The smallest HTLC we accept on this channel (LDK's `inbound_htlc_minimum_msat`; 0 when LDK gives none). */
  readonly inboundHtlcMinimumMsat: bigint;
  /** The largest HTLC we accept on this channel, or null when LDK gives none. */
  readonly inboundHtlcMaximumMsat: bigint | null;
  readonly isOutbound: boolean;
  readonly isChannelReady: boolean;
  readonly isUsable: boolean;
  readonly isAnnounced: boolean;
  readonly isAnchors: boolean;
  readonly confirmations: number | null;
}

export interface BestBlockInfo {
  readonly hash: string;
  readonly height: number;
}

export interface Bolt11InvoiceInfo {
  readonly invoice: string;
  readonly paymentHash: string;
  readonly amountMsat: bigint | null;
}

export interface PaymentAttempt {
  readonly paymentId: string;
  readonly paymentHash: string;
}

/** A hold-invoice payment whose HTLCs the engine holds until claimForHash/failForHash. */
export interface HeldPaymentInfo {
  readonly paymentHash: string;
  readonly amountMsat: bigint;
  readonly claimDeadlineHeight: number | null;
}

/** A BOLT12 offer of this node, as created. */
export interface OfferInfo {
  readonly offer: string;
  readonly offerId: string;
}

/** The invoice this node sent for a refund; it is paid by the refund's creator. */
export interface RefundInvoiceInfo {
  /** The invoice as `lni1...` text (BOLT12 defines no string form for invoices). */
  readonly invoice: string;
  readonly invoiceHex: string;
  readonly paymentHash: string;
  readonly amountMsat: bigint;
}
