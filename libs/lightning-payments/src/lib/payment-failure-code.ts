import type { PaymentFailureReason } from '@rln/lightning';
import { PAYMENT_FAILURE_CODES, type PaymentFailureCode } from '@rln/payments';

/**
 * LDK's failure reason in the payments vocabulary: the same names, with RouteNotFound called
 * NoRoute as in the interface. Without a reason (or with one this node does not know, e.g.
 * from an event journaled by another version) LDK still failed the payment: UnexpectedError.
 */
export function paymentFailureCode(reason: PaymentFailureReason | null): PaymentFailureCode {
  if (reason === 'RouteNotFound') return 'NoRoute';
  return (PAYMENT_FAILURE_CODES as readonly string[]).includes(reason ?? '') ? (reason as PaymentFailureCode) : 'UnexpectedError';
}
