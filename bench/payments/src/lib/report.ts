import { ageTables, readsTable } from './report-age-reads';
import { cpuMsPerPayment, escapeCell, f, lndReference, paymentRate, phaseName, type BtcResults, type PairResult, type RunInfo } from './results';

/** One row per node set and phase: rate, latency, CPU and memory. */
function resultsTable(pairs: PairResult[]): string[] {
  const lines: string[] = [];
  lines.push('| Nodes | Phase | Payments | Payments/s | p50 ms | p99 ms | CPU ms/payment, nodes | CPU ms/payment, nodes + database | CPU % per node (sender … receiver) | Peak RSS MiB per node |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of pairs) {
    for (const ph of p.phases) {
      if (ph.error) {
        lines.push(`| ${p.label} | ${phaseName(ph)} | ${ph.latency.count} of ${ph.payments} | **failed**: ${escapeCell(ph.error).slice(0, 160)} | | | | | | |`);
        continue;
      }
      const cpu = cpuMsPerPayment(ph, ph.payments);
      const percent = ph.cpuS.map((s) => f((s / ph.elapsedS) * 100, 0)).join(' / ');
      const rss = ph.peakRssMiB.map((m) => f(m, 0)).join(' / ');
      lines.push(`| ${p.label} | ${phaseName(ph)} | ${ph.payments} | ${f(paymentRate(ph))} | ${f(ph.latency.p50)} | ${f(ph.latency.p99)} | ${f(cpu.nodes)} | ${f(cpu.withDatabase)} | ${percent} | ${rss} |`);
    }
  }
  return lines;
}

/** Ours / LND for every phase of every node set of ours, against LND with as many nodes. */
function ratioTable(pairs: PairResult[]): string[] {
  const rows: string[] = [];
  for (const o of pairs.filter((p) => p.implementation === 'ours')) {
    const lnd = lndReference(pairs, o.nodes);
    for (const ph of o.phases) {
      const ref = lnd?.phases.find((x) => x.phase === ph.phase);
      if (!ref || ref.error || ph.error) continue;
      const [ours, theirs] = [cpuMsPerPayment(ph, ph.payments), cpuMsPerPayment(ref, ref.payments)];
      const rss = Math.max(...ph.peakRssMiB) / Math.max(...ref.peakRssMiB);
      rows.push(
        `| ${o.label} | ${phaseName(ph)} | ${f(paymentRate(ph) / paymentRate(ref), 2)} | ${f(ph.latency.p50 / ref.latency.p50, 2)} | ${f(ph.latency.p99 / ref.latency.p99, 2)} | ${f(ours.nodes / theirs.nodes, 2)} | ${f(ours.withDatabase / theirs.withDatabase, 2)} | ${f(rss, 2)} |`,
      );
    }
  }
  if (rows.length === 0) return [];
  return [
    '',
    'Ratio ours / LND with as many nodes (payments/s: above 1 is faster; latency, CPU, memory: below 1 is better; LND keeps its database in-process, so its two CPU figures are the same):',
    '',
    '| Nodes | Phase | Payments/s ratio | p50 ratio | p99 ratio | CPU per payment ratio, nodes | CPU per payment ratio, nodes + database | Peak RSS ratio (largest node) |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ];
}

function runHeader(run: RunInfo): string[] {
  return [`Run ${run.date} on ${run.machine}.`, '', `Command: \`${run.command}\``, '', `Versions: ${run.versions.join('; ')}.`, ''];
}

export function renderMarkdown(run: RunInfo, results: BtcResults): string {
  const { paths } = results;
  const lines: string[] = [...runHeader(run)];
  lines.push(
    `Workload: BOLT11 invoices of ${run.amountSats} sat created at the receiver beforehand (not timed), paid from alice: over one ` +
      `direct channel to bob, and (three nodes) to carol across bob, who forwards; ${run.sequential} sequential payments, then ${run.concurrentPayments} payments by ${run.concurrency} concurrent ` +
      'payers. Latency is measured at the client: from the pay request until the sender reports success (our node: ' +
      '`POST /bolt11/pay`; LND: REST `POST /v2/router/send` until `SUCCEEDED`). CPU is user + system time of the node ' +
      'processes (all threads) during the phase; "nodes + database" adds the database processes outside them: the PostgreSQL ' +
      "server for the rows on PostgreSQL, the node's own child processes (embedded PostgreSQL) otherwise. RSS is the node processes' peak, sampled every 100 ms.",
    '',
  );
  lines.push(...resultsTable(paths));
  lines.push(...ratioTable(paths));
  lines.push(...ageTables(results.age, paths));
  lines.push(...readsTable(results.reads, paths));
  for (const p of paths) lines.push(...profileSection(p));
  if (run.notes.length > 0) lines.push('', ...run.notes.map((n) => `- ${n}`));
  return lines.join('\n');
}

function profileSection(p: PairResult): string[] {
  if (!p.profile) return [];
  const lines: string[] = [];
  const busy = p.profile.buckets.filter((b) => !b.bucket.startsWith('idle')).reduce((a, b) => a + b.ms, 0);
  const seq = p.phases.find((x) => x.phase === 'sequential');
  lines.push('', `CPU profile of the sender (${p.label}, \`node --cpu-prof\`) over the sequential phase: ${f(p.profile.windowMs / 1000, 1)} s wall, ${f(busy / 1000, 1)} s on CPU in the main thread` + (seq ? ` (${f(busy / seq.payments, 1)} ms per payment).` : '.'), '');
  lines.push('| Component (self time) | ms | % of busy |', '|---|---:|---:|');
  for (const b of p.profile.buckets) lines.push(`| ${b.bucket} | ${f(b.ms, 0)} | ${b.bucket.startsWith('idle') ? '' : f((b.ms / busy) * 100, 1)} |`);
  lines.push('', 'Top functions by self time:', '', '| Function | Where | ms |', '|---|---|---:|');
  for (const t of p.profile.top) lines.push(`| \`${escapeCell(t.fn)}\` | ${escapeCell(t.where) || '(native)'} | ${f(t.ms, 0)} |`);
  return lines;
}

/**
 * `--rgb`: BTC and RGB payments over the same asset channel of one pair (the carrier for BOLT11,
 * the asset channel for RGB invoices), and the RGB / BTC ratio the target is stated in.
 */
export function renderRgbMarkdown(run: RunInfo, btc: PairResult, rgb: PairResult): string {
  const lines: string[] = [...runHeader(run)];
  lines.push(
    'Workload: one pair of our nodes (each on its embedded default database) with one channel alice→bob that carries an RGB asset channel ' +
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
    lines.push(`| ${phaseName(ph)} | ${f(paymentRate(ph) / paymentRate(ref), 2)} | ${f(ph.latency.p50 / ref.latency.p50, 2)} | ${f(ph.latency.p99 / ref.latency.p99, 2)} |`);
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
