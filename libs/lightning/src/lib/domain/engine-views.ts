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
