import { newPayment } from '../domain/new-payment';
import { Payment, PaymentFailureCode } from '../domain/payment';
import { paymentFailureError } from './payment-failure.error';
import { NoRouteError, PaymentFailedError } from './payment.errors';

function failed(failureCode: PaymentFailureCode | null, failureReason: string | null = 'no route to the recipient was found'): Payment {
  const at = new Date(0);
  const fields = newPayment({ id: 'ab'.repeat(32), kind: 'Bolt11', direction: 'Outbound', amountMsat: 1_000n, failureReason });
  return { ...fields, status: 'Failed', failureCode, createdAt: at, updatedAt: at };
}

describe('paymentFailureError', () => {
  it.each<PaymentFailureCode>(['NoRoute', 'RetriesExhausted'])('%s is the interface\'s NoRoute', (code) => {
    const error = paymentFailureError(failed(code));
    expect(error).toBeInstanceOf(NoRouteError);
    expect(error.message).toBe(`Payment ${'ab'.repeat(32)} failed: no route to the recipient was found`);
  });

  it.each<PaymentFailureCode>(['RecipientRejected', 'PaymentExpired', 'UserAbandoned', 'UnexpectedError', 'NotSent', 'InvoiceRequestExpired'])('%s is PaymentFailed', (code) => {
    expect(paymentFailureError(failed(code, 'whatever happened'))).toBeInstanceOf(PaymentFailedError);
  });

  it('maps a record written before codes were kept to PaymentFailed, whatever its text says', () => {
    const error = paymentFailureError(failed(null, null));
    expect(error).toBeInstanceOf(PaymentFailedError);
    expect(error.message).toBe(`Payment ${'ab'.repeat(32)} failed: payment failed`);
    expect(paymentFailureError(failed(null))).toBeInstanceOf(PaymentFailedError);
  });
});
