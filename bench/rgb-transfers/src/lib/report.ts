import { spread, type Spread } from './stats';
import type { ChainResult, TransferSample } from './transfer-chain';

export interface RunInfo {
  readonly date: string;
  readonly command: string;
  readonly machine: string;
  /** 1, 5 and 15 minute load averages at the start and at the end of the run. */
  readonly loadAverage: { readonly start: number[]; readonly end: number[] };
  readonly versions: string[];
  readonly transfers: number;
  readonly supply: string;
}

const METRICS: { label: string; of: (s: TransferSample) => number }[] = [
  { label: 'send', of: (s) => s.sendMs },
  { label: '· of which in rgb-lib (sync, send_begin, send_end)', of: (s) => s.rgbLibSendMs ?? s.sendMs },
  { label: 'send → accepted', of: (s) => s.acceptedMs },
  { label: 'send → settled, block waits excluded', of: (s) => s.preBlockMs + s.postBlockMs },
  { label: '· before the block (send → broadcast)', of: (s) => s.preBlockMs },
  { label: '· after the block is indexed', of: (s) => s.postBlockMs },
];

/** Consignment sizes are shown at these positions of the chain (those it reached). */
const GROWTH_AT = [1, 10, 25, 50];

const f = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const triple = (s: Spread) => `${f(s.p50)} / ${f(s.p90)} / ${f(s.max)}`;
const overhead = (ours: number, base: number) => {
  const ratio = ours / base;
  return `${f(ratio, 2)}× (${ratio >= 1 ? '+' : ''}${f((ratio - 1) * 100)} %)`;
};

export function renderMarkdown(run: RunInfo, chains: ChainResult[]): string {
  const lines: string[] = [];
  const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');
  lines.push(`Run ${run.date} on ${run.machine}; load average (1 / 5 / 15 min) ${load(run.loadAverage.start)} at the start, ${load(run.loadAverage.end)} at the end.`, '');
  lines.push(`Command: \`${run.command}\``, '');
  lines.push(`Versions: ${run.versions.join('; ')}.`, '');
  lines.push(
    `Workload: a chain of ${run.transfers} RGB on-chain transfers of a whole NIA supply (${run.supply} units) back and forth between alice and bob, ` +
      'each to a fresh blinded invoice of the payee naming an RGB proxy, one block mined per transfer once its witness transaction is broadcast; ' +
      'each transfer spends the previous one, so its consignment carries the whole chain. Block waits (mining, indexing) are not counted.',
    '',
  );
  for (const c of chains) if (c.error) lines.push(`**${c.label} broke off after ${c.transfers.length} transfers:** ${c.error}`, '');

  const [ours, base] = [chains.find((c) => c.label !== 'rgb-lib'), chains.find((c) => c.label === 'rgb-lib')];
  const header = chains.map((c) => `${c.label} p50 / p90 / max`);
  const both = ours && base && ours.transfers.length > 0 && base.transfers.length > 0;
  lines.push(`| ms | ${header.join(' | ')} |${both ? ' ours ÷ rgb-lib at p50 | at p90 |' : ''}`);
  lines.push(`|---|${chains.map(() => '---:').join('|')}|${both ? '---:|---:|' : ''}`);
  for (const m of METRICS) {
    const spreads = chains.map((c) => spread(c.transfers.map(m.of)));
    let row = `| ${m.label} | ${spreads.map(triple).join(' | ')} |`;
    if (both) {
      const [o, b] = [spread(ours.transfers.map(m.of)), spread(base.transfers.map(m.of))];
      row += ` ${overhead(o.p50, b.p50)} | ${overhead(o.p90, b.p90)} |`;
    }
    lines.push(row);
  }

  const positions = GROWTH_AT.filter((i) => i <= run.transfers);
  lines.push('', 'Consignment size along the chain (bytes of the payer’s consignment; ours as `GET /rgb/consignments/{key}` returns it):', '');
  lines.push(`| | ${positions.map((i) => `transfer ${i}`).join(' | ')} | growth per transfer |`);
  lines.push(`|---|${positions.map(() => '---:').join('|')}|---:|`);
  for (const c of chains) {
    const at = (i: number) => c.transfers.find((s) => s.index === i)?.consignmentBytes ?? NaN;
    const last = c.transfers[c.transfers.length - 1];
    const growth = last && last.index > 1 ? (last.consignmentBytes - at(1)) / (last.index - 1) : NaN;
    lines.push(`| ${c.label} | ${positions.map((i) => f(at(i))).join(' | ')} | ${f(growth)} |`);
  }

  if (ours && ours.transfers.length > 0) {
    const accepted = spread(ours.transfers.map((s) => s.acceptedMs));
    const targets = [`send → accepted ≤ 2 s on regtest: ours p50 ${f(accepted.p50 / 1000, 2)} s, p90 ${f(accepted.p90 / 1000, 2)} s, max ${f(accepted.max / 1000, 2)} s`];
    if (both) {
      const [o, b] = [spread(ours.transfers.map((s) => s.sendMs)), spread(base.transfers.map((s) => s.sendMs))];
      targets.unshift(`overhead ≤ 10 % over bare rgb-lib: send at p50 ${overhead(o.p50, b.p50)}, at p90 ${overhead(o.p90, b.p90)}`);
    }
    lines.push('', `Targets (issue 12): ${targets.join('; ')}.`);
  }
  const notes = chains.flatMap((c) => c.notes);
  if (notes.length > 0) lines.push('', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
