import type { PaymentFailureReason } from '@rln/lightning';
import { paymentFailureCode } from './payment-failure-code';

describe('paymentFailureCode (LDK PaymentFailureReason → payment record code)', () => {
  it('names RouteNotFound NoRoute, as the interface does', () => {
    expect(paymentFailureCode('RouteNotFound')).toBe('NoRoute');
  });

  it.each<PaymentFailureReason>(['RetriesExhausted', 'RecipientRejected', 'PaymentExpired', 'UserAbandoned', 'InvoiceRequestExpired', 'BlindedPathCreationFailed'])('keeps %s', (reason) => {
    expect(paymentFailureCode(reason)).toBe(reason);
  });

  it('records a failure without a known reason as UnexpectedError', () => {
    expect(paymentFailureCode(null)).toBe('UnexpectedError');
    expect(paymentFailureCode('SomethingNewer' as PaymentFailureReason)).toBe('UnexpectedError');
  });
});
