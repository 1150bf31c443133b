import { randomBytes } from 'node:crypto';
import { InvalidRequestError } from '@rln/core';
import { DecodedOffer, DecodedRefund } from '../domain/decoded-payment-requests';
import { newPayment } from '../domain/new-payment';
import { Payment } from '../domain/payment';
import { DuplicatePaymentError } from '../errors/payment.errors';
import { PaymentEngine } from '../ports/payment-engine.port';
import { PaymentService } from './payment.service';

/** BOLT12 caps nothing; LDK reports at most this much of a note to the payee. */
export const MAX_PAYER_NOTE_CHARS = 512;

/**
 * BOLT12: reusable offers (this node is paid, once per invoice request), paying offers,
 * refunds this node pays, and invoices this node sends for others' refunds. Records:
 * Bolt12Offer / Bolt12Refund, Outbound on the payer (id: a random payment id, recorded Pending
 * before anything leaves), Inbound on the payee (id: the payment hash). The payer's note is
 * kept on both sides.
 */
export class Bolt12PaymentService {
  constructor(
    private readonly engine: PaymentEngine,
    private readonly payments: PaymentService,
    private readonly newPaymentId: () => string = () => randomBytes(32).toString('hex'),
  ) {}

  /** A reusable offer; without `amountMsat` the payer chooses the amount. */
  receiveOffer(request: { amountMsat?: bigint; description: string; expirySecs?: number; quantity?: bigint }): string {
    return this.engine.createOffer(request).offer;
  }

  decodeOffer(offer: string): DecodedOffer {
    return this.engine.decodeOffer(offer);
  }

  decodeRefund(refund: string): DecodedRefund {
    return this.engine.decodeRefund(refund);
  }

  /**
   * Starts paying an offer and returns the Pending record. `amountMsat` is required for an
   * offer without an amount and may overpay one with an amount; `quantity` only for offers
   * that take one (1 is accepted for any offer). A refusal by the engine leaves the record Failed.
   */
  async sendToOffer(request: { offer: string; amountMsat?: bigint; quantity?: bigint; payerNote?: string }): Promise<Payment> {
    const decoded = this.engine.decodeOffer(request.offer);
    if (decoded.isExpired) throw new InvalidRequestError('The offer has expired', 'Ask the payee for a new offer.', { field: 'offer' });
    const quantity = this.quantityFor(decoded, request.quantity);
    const amountMsat = this.amountFor(decoded, request.amountMsat, quantity ?? 1n);
    const payerNote = this.payerNote(request.payerNote);
    const record = await this.payments.recordPending(
      newPayment({
        id: this.newPaymentId(),
        kind: 'Bolt12Offer',
        direction: 'Outbound',
        amountMsat,
        invoice: request.offer,
        description: decoded.description,
        payerNote: payerNote ?? null,
      }),
    );
    await this.payments.sendOrFail(record.id, () =>
      this.engine.payOffer({ offer: decoded, paymentId: record.id, amountMsat: request.amountMsat, quantity, payerNote }),
    );
    return record;
  }

  /**
   * A refund this node will pay: the record (Outbound, Pending) exists before the refund is
   * handed out; it ends Succeeded once the payee's invoice is paid, Failed at the refund's
   * expiry without one (or when abandoned).
   */
  async initiateRefund(request: { amountMsat: bigint; expirySecs: number; quantity?: bigint; payerNote?: string }): Promise<{ refund: string; payment: Payment }> {
    if (request.amountMsat <= 0n) throw new InvalidRequestError('amount_msat must be positive', undefined, { field: 'amount_msat' });
    if (request.quantity !== undefined && request.quantity < 1n) throw new InvalidRequestError('quantity must be at least 1', undefined, { field: 'quantity' });
    const payerNote = this.payerNote(request.payerNote);
    const record = await this.payments.recordPending(
      newPayment({ id: this.newPaymentId(), kind: 'Bolt12Refund', direction: 'Outbound', amountMsat: request.amountMsat, payerNote: payerNote ?? null }),
    );
    const { refund } = await this.payments.sendOrFail(record.id, () =>
      this.engine.initiateRefund({ paymentId: record.id, amountMsat: request.amountMsat, expirySecs: request.expirySecs, quantity: request.quantity, payerNote }),
    );
    const updated = await this.payments.updatePending(record.id, { invoice: refund });
    return { refund, payment: updated ?? record };
  }

  /**
   * Sends this node's invoice for someone's refund; the refund's creator pays it. The Inbound
   * record (id: payment hash) carries the refund's payer note.
   */
  async requestRefundPayment(refund: string): Promise<{ invoice: string; invoiceHex: string; payment: Payment }> {
    const decoded = this.engine.decodeRefund(refund);
    if (decoded.isExpired) throw new InvalidRequestError('The refund has expired', 'Ask the payer for a new refund.', { field: 'refund' });
    const sent = this.engine.requestRefundPayment(decoded);
    let payment: Payment;
    try {
      payment = await this.payments.recordPending(
        newPayment({
          id: sent.paymentHash,
          kind: 'Bolt12Refund',
          direction: 'Inbound',
          amountMsat: sent.amountMsat,
          paymentHash: sent.paymentHash,
          invoice: sent.invoice,
          description: decoded.description,
          payerNote: decoded.payerNote,
        }),
      );
    } catch (error) {
      // The payer was quicker than our write: the event handler recorded the payment already.
      if (!(error instanceof DuplicatePaymentError)) throw error;
      payment = await this.payments.get(sent.paymentHash);
    }
    return { invoice: sent.invoice, invoiceHex: sent.invoiceHex, payment };
  }

  private quantityFor(offer: DecodedOffer, quantity: bigint | undefined): bigint | undefined {
    if (quantity === undefined) return offer.expectsQuantity ? 1n : undefined;
    if (quantity < 1n) throw new InvalidRequestError('quantity must be at least 1', undefined, { field: 'quantity' });
    if (!offer.expectsQuantity) {
      if (quantity === 1n) return undefined;
      throw new InvalidRequestError('The offer is for a single item: quantity must be 1 or absent', undefined, { field: 'quantity' });
    }
    return quantity;
  }

  private amountFor(offer: DecodedOffer, amountMsat: bigint | undefined, quantity: bigint): bigint {
    if (amountMsat !== undefined && amountMsat <= 0n) throw new InvalidRequestError('amount_msat must be positive', undefined, { field: 'amount_msat' });
    if (offer.amountMsat === null) {
      if (amountMsat === undefined) throw new InvalidRequestError('The offer has no amount: pass amount_msat', undefined, { field: 'amount_msat' });
      return amountMsat;
    }
    const due = offer.amountMsat * quantity;
    if (amountMsat !== undefined && amountMsat < due) {
      throw new InvalidRequestError(`The offer asks ${due} msat; amount_msat ${amountMsat} is less`, 'Omit amount_msat to pay what the offer asks.', { field: 'amount_msat' });
    }
    return amountMsat ?? due;
  }

  private payerNote(note: string | undefined): string | undefined {
    if (note === undefined || note === '') return undefined;
    if ([...note].length > MAX_PAYER_NOTE_CHARS) {
      throw new InvalidRequestError(`payer_note must be at most ${MAX_PAYER_NOTE_CHARS} characters`, undefined, { field: 'payer_note' });
    }
    return note;
  }
}
