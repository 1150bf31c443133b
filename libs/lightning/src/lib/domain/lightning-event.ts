/**
 * What the engine reports to the rest of the node, translated from LDK's events. Ids are hex:
 * channel ids as LDK shows them, txids in display (RPC) order, node ids as compressed keys.
 */
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
  | { readonly type: 'PaymentClaimable'; readonly paymentHash: string; readonly amountMsat: bigint }
  | { readonly type: 'PaymentClaimed'; readonly paymentHash: string; readonly amountMsat: bigint }
  | {
      readonly type: 'PaymentSent';
      readonly paymentId: string | null;
      readonly paymentHash: string;
      readonly preimage: string;
      readonly feePaidMsat: bigint | null;
    }
  | { readonly type: 'PaymentFailed'; readonly paymentId: string; readonly paymentHash: string | null; readonly reason: string | null }
  | { readonly type: 'SpendableOutputsSwept'; readonly channelId: string | null; readonly txid: string };

export type LightningEventType = LightningEvent['type'];
