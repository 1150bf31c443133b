import { InMemoryPaymentStore, UnusedPaymentEngine } from '../../testing';
import { DecodedOffer, DecodedRefund } from '../domain/decoded-payment-requests';
import { PaymentEngine } from '../ports/payment-engine.port';
import { Bolt12PaymentService } from './bolt12-payment.service';
import { PaymentService } from './payment.service';

const OFFER: DecodedOffer = {
  offerId: 'aa'.repeat(32),
  signingPubkey: '02' + 'bb'.repeat(32),
  description: 'coffee',
  issuer: null,
  amountMsat: 1_000n,
  currencyAmount: false,
  absoluteExpiryUnixSecs: null,
  chainHashes: [],
  pathsCount: 1,
  expectsQuantity: false,
  isExpired: false,
};
const REFUND: DecodedRefund = {
  description: '',
  issuer: null,
  amountMsat: 5_000n,
  absoluteExpiryUnixSecs: 2_000_000_000n,
  chainHash: '06'.repeat(32),
  payerSigningPubkey: '03' + 'cc'.repeat(32),
  payerNote: 'sorry',
  quantity: null,
  pathsCount: 1,
  isExpired: false,
};

type PayOfferRequest = Parameters<PaymentEngine['payOffer']>[0];

/**
 * A strict fake: every call is recorded; a refusal is programmed per test. Payments name the
 * offer text they were decoded from, so a test sees which offer was paid.
 */
class FakeOffers extends UnusedPaymentEngine {
  offer = OFFER;
  refund = REFUND;
  paid: Array<Omit<PayOfferRequest, 'offer'> & { offer: string | undefined }> = [];
  refunds: Array<Parameters<PaymentEngine['initiateRefund']>[0]> = [];
  refuse: Error | null = null;
  private readonly offerTexts = new WeakMap<DecodedOffer, string>();
  override createOffer() {
    return { offer: 'lno1x', offerId: OFFER.offerId };
  }
  override decodeOffer(text: string) {
    const decoded = { ...this.offer };
    this.offerTexts.set(decoded, text);
    return decoded;
  }
  override payOffer(request: PayOfferRequest) {
    if (this.refuse) throw this.refuse;
    this.paid.push({ ...request, offer: this.offerTexts.get(request.offer) });
    return { paymentId: request.paymentId };
  }
  override async initiateRefund(request: Parameters<PaymentEngine['initiateRefund']>[0]) {
    if (this.refuse) throw this.refuse;
    this.refunds.push(request);
    return { refund: 'lnr1x', paymentId: request.paymentId };
  }
  override decodeRefund() {
    return this.refund;
  }
  override requestRefundPayment() {
    return { invoice: 'lni1x', invoiceHex: '00', paymentHash: 'dd'.repeat(32), amountMsat: REFUND.amountMsat };
  }
}

describe('Bolt12PaymentService', () => {
  let engine: FakeOffers;
  let payments: PaymentService;
  let service: Bolt12PaymentService;
  let ids: number;

  beforeEach(() => {
    engine = new FakeOffers();
    payments = new PaymentService(new InMemoryPaymentStore(), { abandon: async () => undefined });
    ids = 0;
    service = new Bolt12PaymentService(engine, payments, () => (++ids).toString(16).padStart(64, '0'));
  });

  it('records an offer payment Pending (Outbound, Bolt12Offer, payer note) before asking the engine', async () => {
    const record = await service.sendToOffer({ offer: 'lno1x', payerNote: 'for the coffee' });
    expect(record).toMatchObject({ kind: 'Bolt12Offer', direction: 'Outbound', status: 'Pending', amountMsat: 1_000n, payerNote: 'for the coffee', paymentHash: null });
    expect(engine.paid).toEqual([{ offer: 'lno1x', paymentId: record.id, amountMsat: undefined, quantity: undefined, payerNote: 'for the coffee' }]);
  });

  it('pays a reusable offer twice as two records', async () => {
    const first = await service.sendToOffer({ offer: 'lno1x' });
    const second = await service.sendToOffer({ offer: 'lno1x' });
    expect(first.id).not.toBe(second.id);
    expect((await payments.list()).payments).toHaveLength(2);
  });

  it('checks amount and quantity against the offer', async () => {
    await expect(service.sendToOffer({ offer: 'lno1x', amountMsat: 999n })).rejects.toMatchObject({ code: 'InvalidRequest', details: { field: 'amount_msat' } });
    await expect(service.sendToOffer({ offer: 'lno1x', quantity: 2n })).rejects.toMatchObject({ details: { field: 'quantity' } });
    engine.offer = { ...OFFER, amountMsat: null };
    await expect(service.sendToOffer({ offer: 'lno1x' })).rejects.toMatchObject({ details: { field: 'amount_msat' } });
    engine.offer = { ...OFFER, expectsQuantity: true };
    expect(await service.sendToOffer({ offer: 'lno1x', quantity: 3n })).toMatchObject({ amountMsat: 3_000n });
    expect(engine.paid.at(-1)).toMatchObject({ quantity: 3n });
    await expect(service.sendToOffer({ offer: 'lno1x', payerNote: 'x'.repeat(513) })).rejects.toMatchObject({ details: { field: 'payer_note' } });
    engine.offer = { ...OFFER, isExpired: true };
    await expect(service.sendToOffer({ offer: 'lno1x' })).rejects.toMatchObject({ code: 'InvalidRequest', details: { field: 'offer' } });
  });

  it('leaves the record Failed when the engine refuses', async () => {
    engine.refuse = new Error('no blinded path');
    await expect(service.sendToOffer({ offer: 'lno1x' })).rejects.toThrow('no blinded path');
    const [record] = (await payments.list()).payments;
    expect(record).toMatchObject({ status: 'Failed', failureReason: 'no blinded path' });
  });

  it('records a refund Outbound before creating it, and keeps the refund string', async () => {
    const { refund, payment } = await service.initiateRefund({ amountMsat: 5_000n, expirySecs: 60, quantity: 2n, payerNote: 'sorry' });
    expect(refund).toBe('lnr1x');
    expect(payment).toMatchObject({ kind: 'Bolt12Refund', direction: 'Outbound', status: 'Pending', invoice: 'lnr1x', payerNote: 'sorry', amountMsat: 5_000n });
    expect(engine.refunds).toEqual([{ paymentId: payment.id, amountMsat: 5_000n, expirySecs: 60, quantity: 2n, payerNote: 'sorry' }]);
  });

  it('records the payee side of a refund Inbound with the payer note; an expired refund is refused', async () => {
    const { payment, invoice } = await service.requestRefundPayment('lnr1x');
    expect(invoice).toBe('lni1x');
    expect(payment).toMatchObject({ id: 'dd'.repeat(32), kind: 'Bolt12Refund', direction: 'Inbound', payerNote: 'sorry', amountMsat: 5_000n });
    // The payer's event may have recorded it first: the existing record is returned.
    expect((await service.requestRefundPayment('lnr1x')).payment.id).toBe('dd'.repeat(32));
    engine.refund = { ...REFUND, isExpired: true };
    await expect(service.requestRefundPayment('lnr1x')).rejects.toMatchObject({ details: { field: 'refund' } });
  });
});
