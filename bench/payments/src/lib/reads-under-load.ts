import type { OurPath } from './pairs';
import { createInvoices, log, payConcurrently, type PaymentLoad } from './phase';
import type { ReadEndpointResult, ReadsResult } from './results';
import { driveReads } from './paced-reads';

export interface ReadsOptions {
  /** Requests per second on each endpoint. */
  rate: number;
  /** How long each endpoint is driven, seconds. */
  seconds: number;
  /** autocannon connections, each its own stream (see paced-reads.ts). */
  connections: number;
  /** Payers of the payment load beside the reads. */
  payers: number;
  amountMsat: bigint;
  /** Payments/s expected of the load (sizes the invoices made beforehand). */
  expectedPaymentRate: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The list request's page size (the issue's). */
const PAGE = 100;

/**
 * Reads on the sender: GET /payments?limit=100, then GET /payment/{id} of an existing payment,
 * each at a fixed rate for `seconds`; first with nothing else going on (what the read path
 * costs by itself), then beside `payers` concurrent payers that run through both. Latency is
 * each 2xx response's own (autocannon's per-response time, unrounded).
 */
export async function runReadsUnderLoad(path: OurPath, o: ReadsOptions): Promise<ReadsResult> {
  const api = path.senderApi;
  // A full first page, as after the other rows (with --only reads there are just the warm-up's).
  const missing = PAGE - (await api.get<unknown[]>(`/payments?limit=${PAGE}`)).body.length;
  if (missing > 0) for (const invoice of await createInvoices(path, missing, o.amountMsat, 'bench reads page')) await path.pay(invoice);
  const paymentId = (await api.get<{ id: string }[]>('/payments?limit=1')).body[0]?.id;
  if (!paymentId) throw new Error('reads need an existing payment at the sender');
  const requests = [`/payments?limit=${PAGE}`, `/payment/${paymentId}`];
  const named = (request: string) => request.replace(paymentId, '{id}');
  log(`${path.label}: reads alone, ${o.rate} requests/s per request for ${o.seconds} s each`);
  const endpoints: ReadEndpointResult[] = [];
  for (const request of requests) endpoints.push({ ...(await driveReads(`${api.base}/api/v1${request}`, api.token, o)), endpoint: named(request), beside: 'nothing', paymentsDuring: 0, paymentLoadEnded: false });

  // Invoices for the whole load made first (not timed); more are made on demand if it runs faster.
  const pool = await createInvoices(path, Math.ceil(o.expectedPaymentRate * (2 * o.seconds + 2) * 1.3) + o.payers, o.amountMsat, 'bench reads');
  let extra = 0;
  const next = async () => pool.pop() ?? path.invoice(o.amountMsat, `bench reads extra ${extra++}`);
  let stopped = false;
  log(`${path.label}: reads beside ${o.payers} concurrent payers`);
  const loadDone = payConcurrently(path, o.payers, next, () => stopped);
  let loadEnded: PaymentLoad | undefined;
  void loadDone.then((l) => (loadEnded = l));
  const underLoad: ReadEndpointResult[] = [];
  try {
    await sleep(1_000); // the payers in full flow
    for (const request of requests) {
      const driven = await driveReads(`${api.base}/api/v1${request}`, api.token, o);
      // A load that ended early (a failed payment) leaves reads without payments beside them.
      underLoad.push({ ...driven, endpoint: named(request), beside: 'payments', paymentsDuring: 0, paymentLoadEnded: loadEnded !== undefined });
      if (loadEnded) break;
    }
  } finally {
    stopped = true;
  }
  const load = await loadDone;
  for (const e of underLoad) e.paymentsDuring = load.doneAt.filter((t) => t >= e.window.from && t <= e.window.to).length;
  if (extra > 0) log(`${path.label}: the payment load needed ${extra} invoices beyond the ones made beforehand`);
  endpoints.push(...underLoad);
  for (const e of endpoints) {
    const meanwhile = e.beside === 'payments' ? `; ${(e.paymentsDuring / e.elapsedS).toFixed(1)} payments/s meanwhile` : ', alone';
    log(`${path.label}: GET ${e.endpoint}: ${e.achievedRate.toFixed(0)} requests/s, p50 ${e.latency.p50.toFixed(2)} ms, p99 ${e.latency.p99.toFixed(2)} ms, max ${e.latency.max.toFixed(1)} ms${meanwhile}`);
  }
  return { label: path.label, payers: o.payers, endpoints, ...(load.error !== undefined ? { error: load.error } : {}) };
}
