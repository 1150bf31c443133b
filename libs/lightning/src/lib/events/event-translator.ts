import type { ClosureReason, Event } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex, toHex } from '../ldk/bytes';
import { fromLdkU128 } from '../ldk/u128';
import type { LightningEvent } from '../domain/lightning-event';

/** Our domain event for an LDK event, or null when the event is engine-internal. */
export function translateEvent(ldk: Ldk, event: Event): LightningEvent | null {
  if (event instanceof ldk.Event_ChannelPending) {
    return {
      type: 'ChannelPending',
      channelId: toHex(event.channel_id.get_a()),
      userChannelId: fromLdkU128(event.user_channel_id),
      counterpartyNodeId: toHex(event.counterparty_node_id),
      fundingTxid: internalToDisplayHex(event.funding_txo.get_txid()),
      fundingOutputIndex: event.funding_txo.get_index(),
    };
  }
  if (event instanceof ldk.Event_ChannelReady) {
    return {
      type: 'ChannelReady',
      channelId: toHex(event.channel_id.get_a()),
      userChannelId: fromLdkU128(event.user_channel_id),
      counterpartyNodeId: toHex(event.counterparty_node_id),
    };
  }
  if (event instanceof ldk.Event_ChannelClosed) {
    const counterparty = event.counterparty_node_id;
    return {
      type: 'ChannelClosed',
      channelId: toHex(event.channel_id.get_a()),
      userChannelId: fromLdkU128(event.user_channel_id),
      counterpartyNodeId: counterparty && counterparty.length === 33 ? toHex(counterparty) : null,
      reason: closureReason(ldk, event.reason),
    };
  }
  if (event instanceof ldk.Event_PaymentClaimable) {
    return { type: 'PaymentClaimable', paymentHash: toHex(event.payment_hash), amountMsat: event.amount_msat };
  }
  if (event instanceof ldk.Event_PaymentClaimed) {
    return { type: 'PaymentClaimed', paymentHash: toHex(event.payment_hash), amountMsat: event.amount_msat };
  }
  if (event instanceof ldk.Event_PaymentSent) {
    return {
      type: 'PaymentSent',
      paymentId: event.payment_id instanceof ldk.Option_ThirtyTwoBytesZ_Some ? toHex(event.payment_id.some) : null,
      paymentHash: toHex(event.payment_hash),
      preimage: toHex(event.payment_preimage),
      feePaidMsat: event.fee_paid_msat instanceof ldk.Option_u64Z_Some ? event.fee_paid_msat.some : null,
    };
  }
  if (event instanceof ldk.Event_PaymentFailed) {
    return {
      type: 'PaymentFailed',
      paymentId: toHex(event.payment_id),
      paymentHash: event.payment_hash instanceof ldk.Option_ThirtyTwoBytesZ_Some ? toHex(event.payment_hash.some) : null,
      reason:
        event.reason instanceof ldk.Option_PaymentFailureReasonZ_Some
          ? String(ldk.PaymentFailureReason[event.reason.some]).replace(/^LDKPaymentFailureReason_/, '')
          : null,
    };
  }
  return null;
}

function closureReason(ldk: Ldk, reason: ClosureReason): string {
  const name = reason.constructor.name.replace(/^ClosureReason_/, '');
  if (reason instanceof ldk.ClosureReason_CounterpartyForceClosed) return `${name}: ${reason.peer_msg.get_a()}`;
  if (reason instanceof ldk.ClosureReason_ProcessingError) return `${name}: ${reason.err}`;
  return name;
}
