import type { PaymentPath } from './pairs';
import { createInvoices, errorText, log, usageMeterFor } from './phase';
import { cpuBetween, type CpuReading } from './proc-stats';
import { windowRate, type AgeResult, type AgeWindow } from './results';
import { summarise } from './stats';

/** The windows are the first and last 500 of 5,000; shorter runs use a tenth of their payments. */
export function ageWindowSize(payments: number): number {
  return Math.min(500, Math.max(1, Math.floor(payments / 10)));
}

/**
 * `payments` sequential payments over the path's one channel, already aged by the phases before.
 * The first and the last window are measured apart (rate, latency, CPU), to see whether a
 * payment costs more as the channel's history grows.
 */
export async function runChannelAge(path: PaymentPath, payments: number, amount: bigint): Promise<AgeResult> {
  const window = ageWindowSize(payments);
  const invoices = await createInvoices(path, payments, amount, 'bench age');
  const meter = usageMeterFor(path);
  const latencies: number[] = [];
  const marks: { at: number; cpu: CpuReading }[] = [];
  const mark = () => marks.push({ at: performance.now(), cpu: meter.read() });
  log(`${path.label}: channel age, ${payments} sequential payments (windows of ${window})`);
  meter.start();
  let error: string | undefined;
  for (let i = 0; i < payments; i++) {
    if (i === 0 || i === window || i === payments - window) mark();
    const t0 = performance.now();
    try {
      await path.pay(invoices[i]);
    } catch (err) {
      error = errorText(err);
      log(`${path.label}: channel age FAILED after ${i} payments: ${error}`);
      break;
    }
    latencies.push(performance.now() - t0);
    if (i > 0 && i % 500 === 0) log(`${path.label}: channel age, ${i} paid`);
  }
  mark();
  const usage = meter.stop();
  const windowOf = (from: number, to: number, fromMark: number, toMark: number): AgeWindow | undefined => {
    const [start, end] = [marks[fromMark], marks[toMark]];
    if (!start || !end || latencies.length < to) return undefined;
    const cpu = cpuBetween(start.cpu, end.cpu);
    return { from, to, elapsedS: (end.at - start.at) / 1000, latency: summarise(latencies.slice(from, to)), cpuS: cpu.nodes, databaseCpuS: cpu.database };
  };
  // Marks: 0 at the start, 1 after the first window, 2 before the last, 3 at the end.
  const result: AgeResult = {
    label: path.label,
    payments,
    window,
    first: windowOf(0, window, 0, 1),
    last: windowOf(payments - window, payments, 2, 3),
    peakRssMiB: usage.peakRssMiB,
    ...(error !== undefined ? { error, paid: latencies.length } : {}),
  };
  if (result.first && result.last) log(`${path.label}: channel age: first ${windowRate(result.first).toFixed(1)}/s, last ${windowRate(result.last).toFixed(1)}/s`);
  return result;
}
