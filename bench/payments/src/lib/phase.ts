import type { PaymentPath } from './pairs';
import { UsageMeter } from './proc-stats';
import type { PhaseResult } from './results';
import { summarise } from './stats';

/** Progress on stderr, with the seconds since the run started (to size a full run from a short one). */
export const log = (msg: string) => process.stderr.write(`[bench +${Math.round(process.uptime())}s] ${msg}\n`);
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

export function errorText(err: unknown): string {
  return err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err);
}

export function usageMeterFor(path: PaymentPath): UsageMeter {
  return new UsageMeter(path.pids(), path.externalDatabase);
}

export async function createInvoices(path: PaymentPath, count: number, amount: bigint, memo: string): Promise<string[]> {
  log(`${path.label}: creating ${count} invoices`);
  const invoices: string[] = [];
  for (let i = 0; i < count; i++) invoices.push(await path.invoice(amount, `${memo} ${i}`));
  return invoices;
}

export interface PaymentLoad {
  /** Client-side latency of each successful payment, ms. */
  latencies: number[];
  /** When each payment succeeded (performance.now()). */
  doneAt: number[];
  /** The first failure; the payers stop at it. */
  error?: string;
}

/**
 * `concurrency` payers, each paying the next invoice `next()` gives until it gives none, a
 * payment fails, or `stopped()` says so.
 */
export async function payConcurrently(path: PaymentPath, concurrency: number, next: () => Promise<string | undefined>, stopped: () => boolean = () => false): Promise<PaymentLoad> {
  const load: PaymentLoad = { latencies: [], doneAt: [] };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (load.error === undefined && !stopped()) {
        const invoice = await next();
        if (invoice === undefined) return;
        const t0 = performance.now();
        try {
          await path.pay(invoice);
        } catch (err) {
          load.error ??= errorText(err);
          return;
        }
        const t1 = performance.now();
        load.latencies.push(t1 - t0);
        load.doneAt.push(t1);
      }
    }),
  );
  return load;
}

/** A phase's result, with the monotonic-clock window a CPU profile is cut to. */
export type TimedPhase = PhaseResult & { windowUs: { from: number; to: number } };

/** Invoices made first (not timed), then paid by `concurrency` payers; rate, latency, CPU, memory. */
export async function runPhase(path: PaymentPath, phase: 'sequential' | 'concurrent', payments: number, concurrency: number, amount: bigint): Promise<TimedPhase> {
  const invoices = await createInvoices(path, payments, amount, `bench ${phase}`);
  let taken = 0;
  const meter = usageMeterFor(path);
  log(`${path.label}: ${phase}, ${payments} payments, concurrency ${concurrency}`);
  meter.start();
  const from = nowUs();
  const started = performance.now();
  const load = await payConcurrently(path, concurrency, async () => invoices[taken++]);
  const elapsedS = (performance.now() - started) / 1000;
  const to = nowUs();
  const usage = meter.stop();
  const result: TimedPhase = {
    phase,
    concurrency,
    payments,
    elapsedS,
    latency: summarise(load.latencies),
    cpuS: usage.cpu.nodes,
    databaseCpuS: usage.cpu.database,
    peakRssMiB: usage.peakRssMiB,
    windowUs: { from, to },
    ...(load.error !== undefined ? { error: load.error } : {}),
  };
  if (load.error !== undefined) log(`${path.label}: ${phase} FAILED after ${load.latencies.length} payments: ${load.error}`);
  else log(`${path.label}: ${phase}: ${(payments / elapsedS).toFixed(1)} payments/s, p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms`);
  return result;
}

export async function warmUp(path: PaymentPath, amount: bigint): Promise<void> {
  log(`${path.label}: warm-up`);
  for (let i = 0; i < 10; i++) await path.pay(await path.invoice(amount, `warm-up ${i}`));
}
