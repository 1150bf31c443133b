import type { EventService } from '@rln/events';
import type { EngineLogger, LightningEvent, LightningEventSink } from '@rln/lightning';
import { DuplicatePaymentError, PaymentKind, PaymentService, newPayment } from '@rln/payments';
import { paymentFailureCode } from './payment-failure-code';

/** Inbound payments that arrive without a record written at invoice time. */
const UNINVOICED_KINDS: Partial<Record<string, PaymentKind>> = {
  spontaneous: 'Spontaneous',
  bolt12_offer: 'Bolt12Offer',
  bolt12_refund: 'Bolt12Refund',
};

/**
 * Turns engine events into payment-record transitions and client events. The engine delivers
 * each event at least once (from its event journal, or LDK's replay after a restart), so every
 * step here is idempotent: record transitions are guarded, and each client event carries a
 * dedupe key of its cause, so a redelivery after a crash between the two writes publishes it
 * exactly once.
 */
export class LightningEventRouter implements LightningEventSink {
  constructor(
    private readonly payments: PaymentService,
    private readonly events: EventService,
    private readonly failHeldPayment: (paymentHash: string) => void,
    private readonly logger: EngineLogger,
  ) {}

  async publish(event: LightningEvent): Promise<void> {
    switch (event.type) {
      case 'ChannelPending':
        await this.events.publish(
          'ChannelPending',
          {
            channel_id: event.channelId,
            user_channel_id: event.userChannelId.toString(),
            counterparty_node_id: event.counterpartyNodeId,
            funding_txo: `${event.fundingTxid}:${event.fundingOutputIndex}`,
          },
          `ChannelPending:${event.channelId}`,
        );
        return;
      case 'ChannelReady':
        await this.events.publish(
          'ChannelReady',
          { channel_id: event.channelId, user_channel_id: event.userChannelId.toString(), counterparty_node_id: event.counterpartyNodeId },
          `ChannelReady:${event.channelId}`,
        );
        return;
      case 'ChannelClosed':
        await this.events.publish(
          'ChannelClosed',
          {
            channel_id: event.channelId,
            user_channel_id: event.userChannelId.toString(),
            counterparty_node_id: event.counterpartyNodeId,
            reason: event.reason,
          },
          `ChannelClosed:${event.channelId}`,
        );
        return;
      case 'PaymentClaimable': {
        // Only hold invoices surface here: the HTLC waits for claim_for_hash or fail_for_hash.
        const held = (await this.payments.updatePending(event.paymentHash, { htlcLocked: true, amountMsat: event.amountMsat })) ?? (await this.payments.find(event.paymentHash));
        if (!held || held.status !== 'Pending') {
          this.logger.warn({ paymentHash: event.paymentHash }, 'claimable HTLC for a payment that is not pending: failing it back');
          this.failHeldPayment(event.paymentHash);
          return;
        }
        await this.events.publish(
          'PaymentClaimable',
          {
            payment_id: held.id,
            payment_hash: event.paymentHash,
            claimable_amount_msat: event.amountMsat.toString(),
            claim_deadline_height: event.claimDeadlineHeight,
          },
          `PaymentClaimable:${event.paymentHash}`,
        );
        return;
      }
      case 'PaymentClaimed': {
        const kind = UNINVOICED_KINDS[event.purpose];
        if (kind) await this.recordInbound(event, kind);
        const done = (await this.payments.succeed(event.paymentHash, { amountMsat: event.amountMsat })) ?? (await this.payments.find(event.paymentHash));
        if (done?.status !== 'Succeeded') {
          this.logger.error({ paymentHash: event.paymentHash }, 'claimed a payment with no record');
          return;
        }
        await this.events.publish(
          'PaymentReceived',
          {
            payment_id: done.id,
            payment_hash: event.paymentHash,
            amount_msat: event.amountMsat.toString(),
            custom_tlvs: event.customTlvs.map((t) => ({ type: t.type.toString(), value_hex: t.valueHex })),
          },
          `PaymentReceived:${done.id}`,
        );
        return;
      }
      case 'PaymentSent': {
        const id = event.paymentId ?? event.paymentHash;
        // BOLT12 payers learn the payment hash only from the invoice: it is recorded here.
        const update = { preimage: event.preimage, paymentHash: event.paymentHash, ...(event.feePaidMsat === null ? {} : { feePaidMsat: event.feePaidMsat }) };
        const done = (await this.payments.succeed(id, update)) ?? (await this.payments.find(id));
        if (done?.status !== 'Succeeded') {
          this.logger.error({ paymentId: id }, 'sent a payment with no record');
          return;
        }
        await this.events.publish(
          'PaymentSuccessful',
          { payment_id: id, payment_hash: event.paymentHash, fee_paid_msat: done.feePaidMsat?.toString() ?? null },
          `PaymentSuccessful:${id}`,
        );
        return;
      }
      case 'PaymentFailed': {
        const done = (await this.payments.fail(event.paymentId, event.reason ?? 'payment failed', paymentFailureCode(event.reasonCode))) ?? (await this.payments.find(event.paymentId));
        if (done?.status !== 'Failed') return; // unknown, or a success overrode it
        // A retried payment can fail again: the failure's own time tells the attempts apart.
        await this.events.publish(
          'PaymentFailed',
          { payment_id: event.paymentId, payment_hash: event.paymentHash, reason: event.reason },
          `PaymentFailed:${event.paymentId}:${done.updatedAt.getTime()}`,
        );
        return;
      }
      case 'SpendableOutputsSwept':
        this.logger.info({ channelId: event.channelId, txid: event.txid }, 'swept channel outputs to the on-chain wallet');
        return;
    }
  }

  /**
   * Keysend and BOLT12 offer payments have no record before they arrive (each offer invoice
   * request gets its own payment hash); a refund invoice's normally has (request_payment wrote
   * it), so an existing record is kept.
   */
  private async recordInbound(event: Extract<LightningEvent, { type: 'PaymentClaimed' }>, kind: PaymentKind): Promise<void> {
    try {
      await this.payments.recordPending(
        newPayment({
          id: event.paymentHash,
          kind,
          direction: 'Inbound',
          amountMsat: event.amountMsat,
          paymentHash: event.paymentHash,
          counterpartyNodeId: event.counterpartyNodeId ?? null,
          customTlvs: event.customTlvs,
          payerNote: event.bolt12Offer?.payerNote ?? null,
        }),
      );
    } catch (error) {
      if (!(error instanceof DuplicatePaymentError)) throw error;
    }
  }
}
