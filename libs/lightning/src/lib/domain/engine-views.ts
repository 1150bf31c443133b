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
