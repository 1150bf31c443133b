import { createHash } from 'node:crypto';
import { InvalidRequestError, crashPoint } from '@rln/core';
import { DecodedBolt11 } from '../domain/decoded-payment-requests';
import { newPayment } from '../domain/new-payment';
import { Payment } from '../domain/payment';
import { PaymentStateConflictError } from '../errors/payment.errors';
import { PaymentEngine } from '../ports/payment-engine.port';
import { PaymentService } from './payment.service';

/**
 * BOLT11: invoices (fixed, variable, hold), paying them, and settling held HTLCs. Every send
 * records the payment Pending before the engine starts it; the engine's events finish it.
 */
export class Bolt11PaymentService {
  constructor(
    private readonly engine: PaymentEngine,
    private readonly payments: PaymentService,
  ) {}

  decode(invoice: string): DecodedBolt11 {
    return this.engine.decodeBolt11(invoice);
  }

  async receive(request: { amountMsat?: bigint; description: string; expirySecs: number; paymentHash?: string }): Promise<string> {
    const created = this.engine.createBolt11Invoice(request);
    // Inbound records exist from the invoice on, so the payee can watch them like any payment.
    await this.payments.recordPending(
      newPayment({
        id: created.paymentHash,
        kind: 'Bolt11',
        direction: 'Inbound',
        amountMsat: request.amountMsat ?? null,
        paymentHash: created.paymentHash,
        invoice: created.invoice,
        description: request.description,
      }),
    );
    return created.invoice;
  }

  /**
   * Starts paying `invoice`. `amountMsat` is required exactly when the invoice has none.
   * Returns the Pending record; a refusal by the engine leaves it Failed and rethrows. The
   * invoice is decoded once, here; the engine pays the decoded invoice.
   */
  async send(invoice: string, options: { amountMsat?: bigint; firstHopChannelId?: string; operationKey?: string | null } = {}): Promise<Payment> {
    const earlier = await this.payments.madeUnder(options.operationKey);
    if (earlier) return earlier;
    const decoded = this.engine.decodeBolt11(invoice);
    if (decoded.amountMsat === null && options.amountMsat === undefined) {
      throw new InvalidRequestError('The invoice has no amount: pass amount_msat', 'Use send_using_amount, or pay with amount_msat.', { field: 'amount_msat' });
    }
    if (decoded.amountMsat !== null && options.amountMsat !== undefined) {
      throw new InvalidRequestError('The invoice fixes its amount: do not pass amount_msat', undefined, { field: 'amount_msat' });
    }
    if (decoded.isExpired) throw new InvalidRequestError('The invoice has expired', undefined, { field: 'invoice' });
    if (decoded.payeeNodeId === this.engine.nodeId()) throw new InvalidRequestError('The invoice is one of this node\'s own', undefined, { field: 'invoice' });
    const record = await this.payments.recordPending(
      newPayment({
        id: decoded.paymentHash,
        kind: 'Bolt11',
        direction: 'Outbound',
        amountMsat: decoded.amountMsat ?? options.amountMsat ?? null,
        paymentHash: decoded.paymentHash,
        counterpartyNodeId: decoded.payeeNodeId,
        invoice,
        description: decoded.description,
        operationKey: options.operationKey ?? null,
      }),
    );
    await this.payments.sendOrFail(record.id, () => this.engine.payBolt11Invoice(decoded, { amountMsat: options.amountMsat, firstHopChannelId: options.firstHopChannelId }));
    return record;
  }

  /**
   * Sends a fixed-amount invoice for a payment the caller recorded Pending itself (an RGB
   * payment is recorded before its asset HTLC, the carrier sent after): a refusal by the engine
   * leaves it Failed and rethrows.
   */
  async sendRecorded(id: string, invoice: string, options: { firstHopChannelId?: string } = {}): Promise<void> {
    const decoded = this.engine.decodeBolt11(invoice);
    await this.payments.sendOrFail(id, () => this.engine.payBolt11Invoice(decoded, { firstHopChannelId: options.firstHopChannelId }));
  }

  /** Claims a held HTLC set after checking the preimage and the amount the caller expects. */
  async claimForHash(paymentHash: string, preimageHex: string, claimableAmountMsat: bigint): Promise<void> {
    const digest = createHash('sha256').update(Buffer.from(preimageHex, 'hex')).digest('hex');
    if (digest !== paymentHash) throw new InvalidRequestError('sha256(preimage) does not equal payment_hash', undefined, { field: 'preimage' });
    const payment = await this.payments.get(paymentHash);
    if (payment.direction !== 'Inbound' || payment.status !== 'Pending' || !payment.htlcLocked) {
      throw new PaymentStateConflictError(`No HTLC is held for payment hash ${paymentHash}`, 'Wait for the PaymentClaimable event first.');
    }
    if (payment.amountMsat !== claimableAmountMsat) {
      throw new InvalidRequestError(`The held amount is ${payment.amountMsat} msat, not ${claimableAmountMsat}`, undefined, { field: 'claimable_amount_msat' });
    }
    // The preimage is stored first: LDK's PaymentClaimed for a hash-registered payment does not
    // carry it, and a crash before LDK persisted the claim leaves the HTLC held: resumeClaims
    // claims it again with the stored preimage at the next start.
    await this.payments.updatePending(paymentHash, { preimage: preimageHex });
    this.engine.claimForHash(paymentHash, preimageHex);
    crashPoint('hold-invoice:after-claim');
  }

  /**
   * Run once the engine is up after a start: claims again every HTLC set the engine still holds
   * whose preimage claim_for_hash stored on a Pending record. The client was told its claim
   * went through, but the process may have died before LDK made it durable; a claim LDK had
   * already made durable is replayed by LDK itself, and claiming it again does nothing.
   * Returns the payment hashes claimed.
   */
  async resumeClaims(): Promise<string[]> {
    const claimed: string[] = [];
    for (const paymentHash of this.engine.heldPaymentHashes()) {
      const payment = await this.payments.find(paymentHash);
      if (payment?.direction !== 'Inbound' || payment.status !== 'Pending' || payment.preimage === null) continue;
      this.engine.claimForHash(paymentHash, payment.preimage);
      claimed.push(paymentHash);
    }
    return claimed;
  }

  async failForHash(paymentHash: string): Promise<void> {
    const payment = await this.payments.get(paymentHash);
    if (payment.direction !== 'Inbound' || payment.status !== 'Pending') {
      throw new PaymentStateConflictError(`Payment ${paymentHash} is not a pending inbound payment`);
    }
    // Without a held HTLC there is nothing to fail back yet; the record turns Failed and any HTLC
    // arriving later for it is failed back by the event router.
    if (payment.htlcLocked) this.engine.failForHash(paymentHash);
    await this.payments.fail(paymentHash, 'failed by the payee (fail_for_hash)', 'RecipientRejected');
  }
}
