import { DomainError } from '@rln/core';
import { Payment, PaymentFailureCode } from '../domain/payment';
import { NoRouteError, PaymentFailedError } from './payment.errors';

/** Failures the interface names NoRoute: no route was found, or every route tried failed. */
const NO_ROUTE_CODES: ReadonlySet<PaymentFailureCode> = new Set(['NoRoute', 'RetriesExhausted']);

/** The interface's error for a Failed payment; records without a code are PaymentFailed. */
export function paymentFailureError(payment: Payment): DomainError {
  const message = `Payment ${payment.id} failed: ${payment.failureReason ?? 'payment failed'}`;
  if (payment.failureCode !== null && NO_ROUTE_CODES.has(payment.failureCode)) return new NoRouteError(message);
  return new PaymentFailedError(message);
}
