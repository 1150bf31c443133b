import { LightningError, type LightningEngine } from '@rln/lightning';
import { LightningPaymentEngine } from '@rln/lightning-payments';
import { errorResponseOf } from './error-response';

// What the engine's decoders throw for every failing BOLT 11 / BOLT 12 vector (the vector
// specs in libs/lightning/src/lib/payments/*-vectors.spec.ts assert those codes and messages)
// reaches a client as a 400 with the decoder's reason, through the payment engine adapter and
// the one error table.
describe('decode refusals at the interface', () => {
  const request = { method: 'POST', path: '/api/v1/decode' };
  const refusing = (code: 'InvalidInvoice' | 'InvalidOffer' | 'InvalidRefund', message: string) => {
    const fail = () => {
      throw new LightningError(code, message);
    };
    const engine = { decodeBolt11: fail, decodeOffer: fail, decodeRefund: fail } as unknown as LightningEngine;
    return new LightningPaymentEngine(() => engine);
  };
  const answer = (call: () => unknown) => {
    try {
      call();
    } catch (error) {
      return errorResponseOf(error, request);
    }
    throw new Error('accepted');
  };

  it('answers 400 InvalidRequest for an offer, naming the rule it breaks', () => {
    const message = 'not a valid BOLT12 offer (lno1...): offer_amount is zero';
    expect(answer(() => refusing('InvalidOffer', message).decodeOffer('lno1...'))).toEqual([400, expect.objectContaining({ error: 'InvalidRequest', message, details: { field: 'offer' } })]);
  });

  it('answers 400 InvalidRequest for a refund', () => {
    const message = 'not a valid BOLT12 refund (lnr1...): no invreq_payer_id';
    expect(answer(() => refusing('InvalidRefund', message).decodeRefund('lnr1...'))).toEqual([400, expect.objectContaining({ error: 'InvalidRequest', message, details: { field: 'refund' } })]);
  });

  it('answers 400 InvalidInvoice for a BOLT 11 invoice', () => {
    const message = "not a valid BOLT11 invoice: The invoice's signature is invalid";
    expect(answer(() => refusing('InvalidInvoice', message).decodeBolt11('lnbc1...'))).toEqual([400, { error: 'InvalidInvoice', message }]);
  });
});
