/** Read models the engine hands out; plain data, no LDK types. */
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

/** A BOLT11 invoice as parsed (no network access, no engine state needed). */
export interface DecodedBolt11Invoice {
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

/** A custom onion TLV record to send with a keysend payment. */
export interface CustomTlv {
  /** >= 65536 (the custom range); the keysend preimage type 5482373484 is reserved. */
  readonly type: bigint;
  readonly value: Uint8Array;
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

/** A BOLT12 offer as parsed (no engine state needed). */
export interface DecodedOffer {
  readonly offerId: string;
  /** The key the offer's invoices are signed with (LDK derives one per offer); null when the offer has paths only. */
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

/** A BOLT12 refund ("offer for money") as parsed. */
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

/** The invoice this node sent for a refund; it is paid by the refund's creator. */
export interface RefundInvoiceInfo {
  /** The invoice as `lni1...` text (BOLT12 defines no string form for invoices). */
  readonly invoice: string;
  readonly invoiceHex: string;
  readonly paymentHash: string;
  readonly amountMsat: bigint;
}
