import { cpuMsPerPayment, escapeCell, f, lndReference, paymentRate, windowRate, type AgeResult, type PairResult, type ReadsResult } from './results';

/** Within this fraction of the first window's figure, the last window meets the issue's target. */
const AGE_TOLERANCE = 0.1;
/** The issue's target for the reads' p99, ms. */
const READ_P99_TARGET_MS = 5;

function lndRate(paths: readonly PairResult[], phase: 'sequential' | 'concurrent'): number | undefined {
  const ref = lndReference(paths, 2)?.phases.find((p) => p.phase === phase && !p.error);
  return ref ? paymentRate(ref) : undefined;
}

/** The first and last window of each channel-age run, and last ÷ first. */
export function ageTables(ages: readonly AgeResult[], paths: readonly PairResult[]): string[] {
  if (ages.length === 0) return [];
  const lndSeq = lndRate(paths, 'sequential');
  const lines = [
    '',
    `Channel age: sequential payments over one channel, after the phases above on the same channel; the first and the last window (a tenth of the run, at most 500 payments). Payments/s ÷ LND compares with LND's sequential row.`,
    '',
    '| Nodes | Window | Payments/s | mean ms | p50 ms | p99 ms | CPU ms/payment, nodes | CPU ms/payment, nodes + database | Payments/s ÷ LND sequential |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const ratios: string[] = [];
  for (const a of ages) {
    if (a.error) lines.push(`| ${a.label} | **failed** after ${a.paid ?? 0} of ${a.payments}: ${escapeCell(a.error).slice(0, 160)} | | | | | | | |`);
    for (const [name, w] of [['first', a.first], ['last', a.last]] as const) {
      if (!w) continue;
      const cpu = cpuMsPerPayment(w, w.to - w.from);
      lines.push(`| ${a.label} | ${name} ${w.to - w.from} (payments ${w.from + 1}–${w.to} of ${a.payments}) | ${f(windowRate(w))} | ${f(w.latency.mean)} | ${f(w.latency.p50)} | ${f(w.latency.p99)} | ${f(cpu.nodes)} | ${f(cpu.withDatabase)} | ${lndSeq ? f(windowRate(w) / lndSeq, 2) : ''} |`);
    }
    if (!a.first || !a.last) continue;
    const [first, last] = [a.first, a.last];
    const [cpuFirst, cpuLast] = [cpuMsPerPayment(first, a.window), cpuMsPerPayment(last, a.window)];
    const rateRatio = windowRate(last) / windowRate(first);
    const cpuRatio = cpuLast.withDatabase / cpuFirst.withDatabase;
    const met = rateRatio >= 1 - AGE_TOLERANCE && cpuRatio <= 1 + AGE_TOLERANCE;
    ratios.push(`| ${a.label} | ${f(rateRatio, 2)} | ${f(last.latency.mean / first.latency.mean, 2)} | ${f(last.latency.p50 / first.latency.p50, 2)} | ${f(cpuLast.nodes / cpuFirst.nodes, 2)} | ${f(cpuRatio, 2)} | ${met ? 'yes' : '**no**'} |`);
  }
  if (ratios.length > 0) {
    lines.push('', `Last window ÷ first (target: the last within ${AGE_TOLERANCE * 100} % of the first, in payments/s and CPU per payment with the database):`, '');
    lines.push('| Nodes | Payments/s | mean latency | p50 | CPU/payment, nodes | CPU/payment, nodes + database | Within 10 % |', '|---|---:|---:|---:|---:|---:|---|');
    lines.push(...ratios);
  }
  return lines;
}

/** Read latencies on the sender, alone and while it pays, and what the reads cost the payments. */
export function readsTable(reads: readonly ReadsResult[], paths: readonly PairResult[]): string[] {
  if (reads.length === 0) return [];
  const lndConc = lndRate(paths, 'concurrent');
  const lines: string[] = [];
  for (const r of reads) {
    const own = paths.find((p) => p.label === r.label)?.phases.find((p) => p.phase === 'concurrent' && !p.error);
    const first = r.endpoints[0];
    lines.push(
      '',
      `Reads on the sender (${r.label}): autocannon drives each request at ${first ? `${first.targetRate} requests/s over ${first.connections} connections (each its own run, started 1/${first.connections} s apart, so a second's requests are spread over it)` : 'its rate'} for ${first ? f(first.elapsedS, 0) : '?'} s, one request after the other: ` +
        `first alone, then while ${r.payers} payers pay as in the concurrent phase. Latency is each 2xx response's at the client. ` +
        "Payments/s ÷ alone compares with the pair's own concurrent row (no reads); ÷ LND with LND's.",
      '',
      `| Request | Beside | Achieved requests/s | p50 ms | p99 ms | max ms | non-2xx / errors / timeouts | Payments/s meanwhile | ÷ alone | ÷ LND | p99 < ${READ_P99_TARGET_MS} ms |`,
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const e of r.endpoints) {
      const payments = e.beside === 'payments';
      const payRate = e.paymentsDuring / e.elapsedS;
      const rates = payments ? [`${f(payRate)}${e.paymentLoadEnded ? ' (load ended early)' : ''}`, own ? f(payRate / paymentRate(own), 2) : '', lndConc ? f(payRate / lndConc, 2) : ''] : ['', '', ''];
      lines.push(
        `| GET ${e.endpoint} | ${payments ? `${r.payers} payers` : 'nothing'} | ${f(e.achievedRate, 0)} | ${f(e.latency.p50, 2)} | ${f(e.latency.p99, 2)} | ${f(e.latency.max, 1)} | ${e.non2xx} / ${e.errors} / ${e.timeouts} | ${rates.join(' | ')} | ${e.latency.p99 < READ_P99_TARGET_MS ? 'yes' : '**no**'} |`,
      );
    }
    if (r.error) lines.push('', `The payment load failed: ${escapeCell(r.error).slice(0, 200)}`);
  }
  return lines;
}
