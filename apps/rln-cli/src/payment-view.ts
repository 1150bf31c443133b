import { NodeApiError, expectOk, type NodeClient, type Schema } from '@rln/client';
import { CliFailure } from './cli-errors';
import { formatMsat, keyValues, yesNo } from './format';

type Payment = Schema<'PaymentDto'>;
type WaitResponse = Schema<'WaitPaymentResponseDto'>;

/**
 * One wait request is kept under Node's fetch header timeout (300 s); longer waits are several
 * requests, each for what is left.
 */
export const WAIT_CHUNK_SECS = 240;

/**
 * Waits until the payment is terminal, at most `timeoutSecs`, with POST /payment/{id}/wait. A
 * payment still Pending then is a CliFailure naming PaymentTimeout and how to go on waiting.
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
      throw new CliFailure(`PaymentTimeout: payment ${paymentId} is still Pending after ${timeoutSecs} s (keep waiting: rln payments wait ${paymentId} --timeout 600)`);
    }
  }
}

/** A payment that ended Failed makes the command exit 1, after its view was printed. */
export function failIfFailed(payment: Pick<Payment, 'id' | 'status'>): void {
  if (payment.status === 'Failed') throw new CliFailure(`payment ${payment.id} Failed`);
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
