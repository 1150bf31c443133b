import type { ProfileSummary } from './cpu-profile';
import type { LatencySummary } from './stats';

export interface PhaseResult {
  phase: 'sequential' | 'concurrent';
  concurrency: number;
  payments: number;
  elapsedS: number;
  latency: LatencySummary;
  /** CPU seconds used by [sender, receiver] during the phase. */
  cpuS: [number, number];
  /** Peak RSS of [sender, receiver] during the phase. */
  peakRssMiB: [number, number];
  /** Set when the phase did not finish: why, and how many payments had succeeded. */
  error?: string;
}

export interface PairResult {
  label: string;
  version: string;
  phases: PhaseResult[];
  profile?: ProfileSummary;
}

export interface RunInfo {
  date: string;
  command: string;
  machine: string;
  versions: string[];
  amountSats: number;
  sequential: number;
  concurrency: number;
  concurrentPayments: number;
  notes: string[];
}

const f = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

/** One row per pair and phase: rate, latency, CPU and memory. */
function resultsTable(pairs: PairResult[]): string[] {
  const lines: string[] = [];
  lines.push('| Node pair | Phase | Payments | Payments/s | p50 ms | p99 ms | CPU ms/payment (sender + receiver) | CPU % sender / receiver | Peak RSS MiB sender / receiver |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of pairs) {
    for (const ph of p.phases) {
      if (ph.error) {
        lines.push(`| ${p.label} | ${ph.phase === 'sequential' ? 'sequential' : `${ph.concurrency} concurrent`} | ${ph.latency.count} of ${ph.payments} | **failed**: ${ph.error.replace(/\|/g, '\\|').slice(0, 160)} | | | | | |`);
        continue;
      }
      const rate = ph.payments / ph.elapsedS;
      const cpuPer = ((ph.cpuS[0] + ph.cpuS[1]) * 1000) / ph.payments;
      lines.push(
        `| ${p.label} | ${ph.phase === 'sequential' ? 'sequential' : `${ph.concurrency} concurrent`} | ${ph.payments} | ${f(rate)} | ${f(ph.latency.p50)} | ${f(ph.latency.p99)} | ${f(cpuPer)} | ${f((ph.cpuS[0] / ph.elapsedS) * 100, 0)} / ${f((ph.cpuS[1] / ph.elapsedS) * 100, 0)} | ${f(ph.peakRssMiB[0], 0)} / ${f(ph.peakRssMiB[1], 0)} |`,
      );
    }
  }
  return lines;
}

export function renderMarkdown(run: RunInfo, pairs: PairResult[]): string {
  const lines: string[] = [];
  lines.push(`Run ${run.date} on ${run.machine}.`, '');
  lines.push(`Command: \`${run.command}\``, '');
  lines.push(`Versions: ${run.versions.join('; ')}.`, '');
  lines.push(
    `Workload: BOLT11 invoices of ${run.amountSats} sat created at bob beforehand (not timed), paid from alice over one ` +
      `direct channel; ${run.sequential} sequential payments, then ${run.concurrentPayments} payments by ${run.concurrency} concurrent ` +
      'payers. Latency is measured at the client: from the pay request until the sender reports success (our node: ' +
      '`POST /bolt11/pay`; LND: REST `POST /v2/router/send` until `SUCCEEDED`). CPU is user + system time of the node ' +
      'processes (all threads) during the phase; RSS is the peak sampled every 100 ms.',
    '',
  );
  lines.push(...resultsTable(pairs));
  const lnd = pairs.find((p) => p.label === 'LND');
  const ours = pairs.filter((p) => p.label !== 'LND');
  if (lnd && ours.length > 0) {
    lines.push('', 'Ratio ours / LND (payments/s: above 1 is faster; latency: below 1 is faster):', '');
    lines.push('| Node pair | Phase | Payments/s ratio | p50 ratio | p99 ratio | CPU per payment ratio |');
    lines.push('|---|---|---:|---:|---:|---:|');
    for (const o of ours) {
      for (const ph of o.phases) {
        const ref = lnd.phases.find((x) => x.phase === ph.phase);
        if (!ref || ref.error || ph.error) continue;
        const rate = ph.payments / ph.elapsedS / (ref.payments / ref.elapsedS);
        const cpu = (ph.cpuS[0] + ph.cpuS[1]) / ph.payments / ((ref.cpuS[0] + ref.cpuS[1]) / ref.payments);
        lines.push(`| ${o.label} | ${ph.phase === 'sequential' ? 'sequential' : `${ph.concurrency} concurrent`} | ${f(rate, 2)} | ${f(ph.latency.p50 / ref.latency.p50, 2)} | ${f(ph.latency.p99 / ref.latency.p99, 2)} | ${f(cpu, 2)} |`);
      }
    }
  }
  for (const p of pairs) {
    if (!p.profile) continue;
    const busy = p.profile.buckets.filter((b) => !b.bucket.startsWith('idle')).reduce((a, b) => a + b.ms, 0);
    const seq = p.phases.find((x) => x.phase === 'sequential');
    lines.push('', `CPU profile of the sender (${p.label}, \`node --cpu-prof\`) over the sequential phase: ${f(p.profile.windowMs / 1000, 1)} s wall, ${f(busy / 1000, 1)} s on CPU in the main thread` + (seq ? ` (${f(busy / seq.payments, 1)} ms per payment).` : '.'), '');
    lines.push('| Component (self time) | ms | % of busy |', '|---|---:|---:|');
    for (const b of p.profile.buckets) lines.push(`| ${b.bucket} | ${f(b.ms, 0)} | ${b.bucket.startsWith('idle') ? '' : f((b.ms / busy) * 100, 1)} |`);
    lines.push('', 'Top functions by self time:', '', '| Function | Where | ms |', '|---|---|---:|');
    for (const t of p.profile.top) lines.push(`| \`${t.fn.replace(/\|/g, '\\|')}\` | ${t.where.replace(/\|/g, '\\|') || '(native)'} | ${f(t.ms, 0)} |`);
  }
  if (run.notes.length > 0) lines.push('', ...run.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

/**
 * `--rgb`: BTC and RGB payments over the same asset channel of one pair (the carrier for BOLT11,
 * the asset channel for RGB invoices), and the RGB / BTC ratio the issue's target is stated in.
 */
export function renderRgbMarkdown(run: RunInfo, btc: PairResult, rgb: PairResult): string {
  const lines: string[] = [];
  lines.push(`Run ${run.date} on ${run.machine}.`, '');
  lines.push(`Command: \`${run.command}\``, '');
  lines.push(`Versions: ${run.versions.join('; ')}.`, '');
  lines.push(
    'Workload: one pair of our nodes (PGlite each) with one channel alice→bob that carries an RGB asset channel ' +
      '(docs/design/rgb-channel-protocol.md). BOLT11 invoices of ' +
      `${run.amountSats} sat over the carrier and RGB invoices of 1 asset unit over the asset channel (\`/rgb/ln/invoice/create\` with ` +
      "the node's default carrier); each created at bob beforehand (not timed), paid from alice: after 10 warm-up payments of each kind, " +
      `${run.sequential} sequential BTC payments, then ${run.sequential} sequential RGB ones, then ${run.concurrentPayments} BTC by ${run.concurrency} concurrent payers, then ${run.concurrentPayments} RGB ones ` +
      '(each RGB phase right after its BTC phase, so both run on a channel of nearly the same age). ' +
      'Latency is measured at the client: BTC from `POST /bolt11/pay` to its answer; RGB from `POST /rgb/ln/pay` until ' +
      '`POST /payment/{id}/wait` reports `Succeeded`. CPU and RSS as in the BTC table above.',
    '',
  );
  lines.push(...resultsTable([btc, rgb]));
  lines.push('', 'Ratio RGB / BTC on the same pair (payments/s: the target is at least 0.5):', '');
  lines.push('| Phase | Payments/s ratio | p50 ratio | p99 ratio |', '|---|---:|---:|---:|');
  for (const ph of rgb.phases) {
    const ref = btc.phases.find((x) => x.phase === ph.phase);
    if (!ref || ref.error || ph.error) continue;
    const rate = ph.payments / ph.elapsedS / (ref.payments / ref.elapsedS);
    lines.push(`| ${ph.phase === 'sequential' ? 'sequential' : `${ph.concurrency} concurrent`} | ${f(rate, 2)} | ${f(ph.latency.p50 / ref.latency.p50, 2)} | ${f(ph.latency.p99 / ref.latency.p99, 2)} |`);
  }
  if (run.notes.length > 0) lines.push('', ...run.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

/** The generated sections of docs/benchmarks.md, one per mode. */
export const SECTIONS = {
  btc: { start: '<!-- bench:payments:start (generated by npm run bench:payments) -->', end: '<!-- bench:payments:end -->' },
  rgb: { start: '<!-- bench:payments-rgb:start (generated by npm run bench:payments -- --rgb) -->', end: '<!-- bench:payments-rgb:end -->' },
} as const;

/** Replaces a generated section of docs/benchmarks.md (appends it when missing). */
export function spliceGenerated(doc: string, generated: string, section: { start: string; end: string } = SECTIONS.btc): string {
  const block = `${section.start}\n${generated}\n${section.end}`;
  const start = doc.indexOf(section.start);
  const end = doc.indexOf(section.end);
  if (start >= 0 && end > start) return doc.slice(0, start) + block + doc.slice(end + section.end.length);
  return `${doc.trimEnd()}\n\n${block}\n`;
}
