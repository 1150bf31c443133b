import type { ClosureReason, Event, PaymentPurpose, RecipientOnionFields } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex, toHex } from '../ldk/bytes';
import { fromLdkU128 } from '../ldk/u128';
import { sanitisePeerText } from '@rln/core';
import { peerText } from '../ldk/optional';
import { PAYMENT_FAILURE_REASONS, type Bolt12OfferPaymentInfo, type InboundPaymentPurpose, type LightningEvent, type PaymentFailureReason, type ReceivedCustomTlv } from '../domain/lightning-event';

export interface TranslationContext {
  /** The peer of one of our channels (hex channel id), null when the channel is unknown. */
  counterpartyOf(channelId: string): string | null;
}

/** Our domain event for an LDK event, or null when the event is engine-internal. */
export function translateEvent(ldk: Ldk, event: Event, context: TranslationContext): LightningEvent | null {
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
    return {
      type: 'PaymentClaimable',
      paymentHash: toHex(event.payment_hash),
      amountMsat: event.amount_msat,
      purpose: purposeOf(ldk, event.purpose),
      customTlvs: customTlvsOf(event.onion_fields),
      claimDeadlineHeight: event.claim_deadline instanceof ldk.Option_u32Z_Some ? event.claim_deadline.some : null,
      ...bolt12OfferOf(ldk, event.purpose),
    };
  }
  if (event instanceof ldk.Event_PaymentClaimed) {
    const firstHtlc = event.htlcs[0];
    return {
      type: 'PaymentClaimed',
      paymentHash: toHex(event.payment_hash),
      amountMsat: event.amount_msat,
      purpose: purposeOf(ldk, event.purpose),
      customTlvs: customTlvsOf(event.onion_fields),
      counterpartyNodeId: firstHtlc ? context.counterpartyOf(toHex(firstHtlc.get_channel_id().get_a())) : null,
      ...bolt12OfferOf(ldk, event.purpose),
    };
  }
  if (event instanceof ldk.Event_PaymentSent) {
    const paymentHash = toHex(event.payment_hash);
    return {
      type: 'PaymentSent',
      // LDK always sets it for payments sent since 0.0.x; the hash is only a fallback.
      paymentId: event.payment_id instanceof ldk.Option_ThirtyTwoBytesZ_Some ? toHex(event.payment_id.some) : paymentHash,
      paymentHash,
      preimage: toHex(event.payment_preimage),
      feePaidMsat: event.fee_paid_msat instanceof ldk.Option_u64Z_Some ? event.fee_paid_msat.some : null,
    };
  }
  if (event instanceof ldk.Event_PaymentFailed) {
    const name =
      event.reason instanceof ldk.Option_PaymentFailureReasonZ_Some
        ? String(ldk.PaymentFailureReason[event.reason.some]).replace(/^LDKPaymentFailureReason_/, '')
        : null;
    return {
      type: 'PaymentFailed',
      paymentId: toHex(event.payment_id),
      paymentHash: event.payment_hash instanceof ldk.Option_ThirtyTwoBytesZ_Some ? toHex(event.payment_hash.some) : null,
      reason: failureText(name),
      reasonCode: failureReason(name),
    };
  }
  return null;
}

/**
 * A BOLT11 payment whose preimage LDK knows is one of our own invoices; without a preimage it
 * is a hold invoice (created for a hash the caller gave). BOLT12 payments pay invoices LDK
 * made for our offers or refunds.
 */
export function purposeOf(ldk: Ldk, purpose: PaymentPurpose): InboundPaymentPurpose {
  if (purpose instanceof ldk.PaymentPurpose_SpontaneousPayment) return 'spontaneous';
  if (purpose instanceof ldk.PaymentPurpose_Bolt12OfferPayment) return 'bolt12_offer';
  if (purpose instanceof ldk.PaymentPurpose_Bolt12RefundPayment) return 'bolt12_refund';
  return purpose.preimage() instanceof ldk.Option_ThirtyTwoBytesZ_Some ? 'bolt11' : 'hold';
}

/** The invoice request fields of a payment for one of our offers, as an event field. */
function bolt12OfferOf(ldk: Ldk, purpose: PaymentPurpose): { bolt12Offer?: Bolt12OfferPaymentInfo } {
  if (!(purpose instanceof ldk.PaymentPurpose_Bolt12OfferPayment)) return {};
  const context = purpose.payment_context;
  const request = context.get_invoice_request();
  const note = request.get_payer_note_truncated();
  const quantity = request.get_quantity();
  return {
    bolt12Offer: {
      offerId: toHex(context.get_offer_id().get_a()),
      payerNote: peerText(note),
      quantity: quantity instanceof ldk.Option_u64Z_Some ? quantity.some : null,
      payerSigningPubkey: toHex(request.get_payer_signing_pubkey()),
    },
  };
}

export function customTlvsOf(fields: RecipientOnionFields | null | undefined): ReceivedCustomTlv[] {
  if (!fields || (fields as unknown as { ptr: bigint }).ptr === 0n) return [];
  return fields.custom_tlvs().map((t) => ({ type: t.get_a(), valueHex: toHex(t.get_b()) }));
}

const FAILURE_TEXT: Record<string, string> = {
  RecipientRejected: 'the recipient rejected the payment',
  UserAbandoned: 'the payment was abandoned',
  RetriesExhausted: 'every attempt failed and no retries are left',
  PaymentExpired: 'the payment expired before it could complete',
  RouteNotFound: 'no route to the recipient was found',
  UnexpectedError: 'an unexpected error occurred while sending',
  UnknownRequiredFeatures: 'the invoice requires features this node does not support',
  InvoiceRequestExpired: 'no invoice was received in time',
  InvoiceRequestRejected: 'the recipient rejected the invoice request',
  BlindedPathCreationFailed: 'a blinded path back to this node could not be created',
};

/** A name this LDK version does not list is still a failure: UnexpectedError. */
function failureReason(name: string | null): PaymentFailureReason | null {
  if (name === null) return null;
  return (PAYMENT_FAILURE_REASONS as readonly string[]).includes(name) ? (name as PaymentFailureReason) : 'UnexpectedError';
}

function failureText(code: string | null): string {
  if (code === null) return 'the payment failed (no reason given)';
  return FAILURE_TEXT[code] ?? `the payment failed (${code})`;
}

/** The peer's force-close message (and LDK's processing errors, which may quote a peer) is peer text. */
function closureReason(ldk: Ldk, reason: ClosureReason): string {
  const name = reason.constructor.name.replace(/^ClosureReason_/, '');
  if (reason instanceof ldk.ClosureReason_CounterpartyForceClosed) return `${name}: ${sanitisePeerText(reason.peer_msg.get_a())}`;
  if (reason instanceof ldk.ClosureReason_ProcessingError) return `${name}: ${sanitisePeerText(reason.err)}`;
  return name;
}
