import { NodeApiError, expectOk, type NodeClient, type Schema } from '@rln/client';
import { CliFailure, EXIT, MalformedAnswer, failureReason, isRefusal } from './cli-errors';
import { formatMsat, keyValues, yesNo } from './format';

type Payment = Schema<'PaymentDto'>;
type WaitResponse = Schema<'WaitPaymentResponseDto'>;

/**
 * One wait request is kept under Node's fetch header timeout (300 s); longer waits are several
 * requests, each for what is left.
 */
export const WAIT_CHUNK_SECS = 240;

/** A payment still Pending when the wait ran out (the node's PaymentTimeout, every chunk). */
export class PaymentStillPending extends Error {
  override readonly name = 'PaymentStillPending';

  constructor(
    readonly paymentId: string,
    readonly waitedSecs: number,
  ) {
    super(`payment ${paymentId} is still Pending after ${waitedSecs} s`);
  }
}

/**
 * Waits until the payment is terminal, at most `timeoutSecs`, with POST /payment/{id}/wait. A
 * payment still Pending then is PaymentStillPending; any other failure is thrown as it came.
 */
export async function waitForPayment(api: NodeClient, paymentId: string, timeoutSecs: number): Promise<WaitResponse> {
  let left = timeoutSecs;
  for (;;) {
    const chunk = Math.min(left, WAIT_CHUNK_SECS);
    left -= chunk;
    try {
      return expectOk(await api.POST('/api/v1/payment/{paymentId}/wait', { params: { path: { paymentId } }, body: { timeout_secs: chunk } }));
    } catch (error) {
      if (!(error instanceof NodeApiError) || error.error !== 'PaymentTimeout') throw error;
      if (left > 0) continue;
      throw new PaymentStillPending(paymentId, timeoutSecs);
    }
  }
}

/**
 * The payment in the wait's answer, which must carry a status: a 204 or `{}` is no outcome
 * (MalformedAnswer), for the caller's outcome-unknown guard.
 */
export function waitedPayment(answer: unknown): Payment {
  const payment = typeof answer === 'object' && answer !== null ? (answer as { payment?: unknown }).payment : undefined;
  const status = typeof payment === 'object' && payment !== null ? (payment as { status?: unknown }).status : undefined;
  if (typeof status !== 'string' || status === '') throw new MalformedAnswer("the node's answer to the wait has no payment status");
  return payment as Payment;
}

/** Waits for the payment's outcome, prints its record, and answers its status (pay and payments wait). */
export async function waitAndShow(
  context: { readonly api: NodeClient; print(json: unknown, human: () => string): void },
  paymentId: string,
  timeoutSecs: number,
): Promise<string> {
  const outcome = await waitForPayment(context.api, paymentId, timeoutSecs);
  const payment = waitedPayment(outcome);
  context.print(outcome, () => paymentView(payment));
  return payment.status;
}

/**
 * The exit of a command that followed a payment, after its view was printed: nothing (exit 0)
 * only when it Succeeded; 1 only when it Failed (CliFailure). Any other status leaves its
 * outcome unknown: `unknown(status)`'s error (3). The node's statuses are Pending, Succeeded and
 * Failed (PaymentDto); an abandoned payment stays Pending until no HTLC is in flight and may
 * still succeed, so a status the node might add for it (Abandoned) is not an end either.
 */
export function endOf(paymentId: string, status: string, unknown: (status: string) => Error): void {
  if (status === 'Succeeded') return;
  if (status === 'Failed') throw new CliFailure(`payment ${paymentId} Failed`);
  throw unknown(status);
}

/** Why a wait ended without the payment's outcome, for OutcomeUnknown. */
export function waitFailureReason(error: unknown): string {
  return error instanceof PaymentStillPending ? `still Pending after ${error.waitedSecs} s` : failureReason(error);
}

/**
 * What `payments wait` reports for a wait that ended without the payment's end: still Pending, or
 * no answer (unreachable, a 5xx, a proxy's page) leaves its outcome unknown (3); the node's
 * refusal (PaymentNotFound, Unauthorized) stays as it came (1).
 */
export function waitFailure(paymentId: string, error: unknown): unknown {
  if (error instanceof PaymentStillPending) {
    return new CliFailure(`PaymentTimeout: payment ${paymentId} is still Pending after ${error.waitedSecs} s (keep waiting: rln payments wait ${paymentId} --timeout 600)`, EXIT.unknown);
  }
  if (isRefusal(error)) return error;
  return new CliFailure(`the outcome of payment ${paymentId} is unknown (${failureReason(error)}); ask again: rln payments wait ${paymentId}`, EXIT.unknown);
}

export function paymentView(payment: Payment): string {
  return keyValues([
    ['payment id', payment.id],
    ['status', payment.status],
    ['direction', payment.direction],
    ['kind', payment.kind],
    ['amount', payment.amount_msat === undefined ? undefined : formatMsat(payment.amount_msat)],
    ['fee', payment.fee_paid_msat === undefined ? undefined : formatMsat(payment.fee_paid_msat)],
    ['payment hash', payment.payment_hash ?? undefined],
    ['htlc held', payment.htlc_locked ? yesNo(true) : undefined],
    ['payer note', payment.payer_note],
    ['custom tlvs', payment.custom_tlvs?.length ? payment.custom_tlvs.map((tlv) => `${tlv.type}=${tlv.value_hex}`).join(' ') : undefined],
  ]);
}
