/** Event types clients can receive from the durable queue (supplement.md "Events"). */
export const NODE_EVENT_TYPES = [
  'PaymentSuccessful',
  'PaymentFailed',
  'PaymentReceived',
  'PaymentClaimable',
  'ChannelPending',
  'ChannelReady',
  'ChannelClosed',
  'RgbTransferReceived',
  'RgbTransferConfirmed',
] as const;
export type NodeEventType = (typeof NODE_EVENT_TYPES)[number];

export interface NodeEvent {
  /** Monotonic position in the queue. */
  id: bigint;
  type: NodeEventType;
  createdAt: Date;
  data: Record<string, unknown>;
}
