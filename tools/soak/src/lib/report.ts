import type { SoakResult } from './soak';

/** The summary the CLI prints: kills, payments by kind and status, RGB, requests, violations. */
export function renderSummary(r: SoakResult): string {
  const lines: string[] = [];
  const o = r.options;
  lines.push(`soak: seed ${o.seed}, ${r.kills.length}/${o.kills} kills (interval ~${o.intervalSecs} s), ${o.database}, ${o.lightningWorkers} Lightning workers`);
  lines.push(`time: set-up ${r.timings.setupSecs} s, load ${r.timings.loadSecs} s, settle and checks ${r.timings.settleSecs} s, total ${r.timings.totalSecs} s`);
  const byNode = (['A', 'B', 'C'] as const).map((n) => `${n} ${r.kills.filter((k) => k.node === n).length}`).join(', ');
  const outages = r.kills.map((k) => k.outageMs / 1000);
  const meanOutage = outages.length ? (outages.reduce((a, b) => a + b, 0) / outages.length).toFixed(1) : '-';
  lines.push(`kills: ${byNode}; outage (kill to ready) mean ${meanOutage} s, max ${outages.length ? Math.max(...outages).toFixed(1) : '-'} s`);
  lines.push('');
  lines.push('payments (payer records at the end, by kind and status):');
  for (const [kind, statuses] of Object.entries(r.report.paymentsByKind).sort()) lines.push(`  ${kind.padEnd(12)} ${formatCounts(statuses)}`);
  lines.push(`  open invoices (never paid): ${r.report.openInvoices}`);
  lines.push('RGB on-chain transfers (payer records, by status):');
  lines.push(`  ${formatCounts(r.report.rgbByStatus) || 'none'}; open RGB invoices (never paid, not expired): ${r.report.openRgbInvoices}`);
  lines.push('client side (what the requests got):');
  for (const [kind, t] of Object.entries(r.tally)) {
    lines.push(`  ${kind.padEnd(8)} attempted ${t.attempted}, accepted ${t.accepted}, interrupted-by-restart ${t.ambiguous}, gave up ${t.gaveUp}${Object.keys(t.refused).length ? `, refused: ${formatCounts(t.refused)}` : ''}`);
    for (const [key, message] of Object.entries(t.samples)) lines.push(`           ${key}: ${message}`);
  }
  const holds = r.holds.filter((h) => h.resolved);
  lines.push(`  hold invoices: ${r.holds.length} created, ${holds.filter((h) => h.claim).length} to claim, ${holds.filter((h) => !h.claim).length} to fail`);
  lines.push(`  requests ${r.requests.requests}: retried ${r.requests.connectionRetries} after a connection error, ${r.requests.notReadyRetries} after 503; server errors ${r.requests.serverErrors.length}`);
  for (const e of r.requests.serverErrors.slice(0, 10)) lines.push(`    ${e.node} ${e.path}: ${e.status} ${e.body}`);
  lines.push('ledgers (wallet + channels moved by / records say, msat):');
  for (const [n, l] of Object.entries(r.report.ledgers)) lines.push(`  ${n} ${l.observedMsat} / ${l.expectedMsat}`);
  lines.push('');
  if (r.report.violations.length === 0) {
    lines.push('invariants: all hold');
  } else {
    lines.push(`invariants: ${r.report.violations.length} VIOLATIONS`);
    for (const v of r.report.violations) lines.push(`  [${v.check}] ${v.detail}`);
  }
  lines.push(`nodes' data and logs: ${r.root}${r.rootKept ? '' : ' (removed)'}`);
  if (r.rootKept && r.databases.length) lines.push(`their databases (A, B, C): ${r.databases.join(' ')}`);
  lines.push(`repeat: npm run soak -- --kills ${o.kills} --seed ${o.seed} --interval-secs ${o.intervalSecs}${o.database === 'pglite' ? ' --db pglite' : ''}`);
  return lines.join('\n');
}

function formatCounts(counts: Record<string, number>): string {
  return Object.entries(counts)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}
