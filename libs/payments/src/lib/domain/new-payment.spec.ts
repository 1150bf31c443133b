import { newPayment } from './new-payment';

describe('newPayment', () => {
  it('starts every field a new record does not know yet empty', () => {
    expect(newPayment({ id: 'ab'.repeat(32), kind: 'Bolt11', direction: 'Outbound', amountMsat: 5_000n })).toEqual({
      id: 'ab'.repeat(32),
      kind: 'Bolt11',
      direction: 'Outbound',
      amountMsat: 5_000n,
      feePaidMsat: null,
      paymentHash: null,
      preimage: null,
      htlcLocked: false,
      counterpartyNodeId: null,
      invoice: null,
      description: null,
      customTlvs: [],
      payerNote: null,
      failureReason: null,
    });
  });

  it('keeps what the caller knows', () => {
    const tlvs = [{ type: 65_537n, valueHex: 'beef' }];
    const payment = newPayment({ id: 'cd'.repeat(32), kind: 'Spontaneous', direction: 'Inbound', amountMsat: null, paymentHash: 'cd'.repeat(32), customTlvs: tlvs, payerNote: 'hi' });
    expect(payment).toMatchObject({ amountMsat: null, paymentHash: 'cd'.repeat(32), customTlvs: tlvs, payerNote: 'hi', invoice: null });
  });
});
