/**
 * bench/payments: BOLT11 payment throughput and latency, our node vs LND, on one regtest btcd.
 *
 *   npm run bench:payments -- [--n 200] [--k 8] [--m 400] [--amount-sats 1000] [--pg]
 *                             [--skip-lnd] [--skip-ours] [--no-profile] [--no-write] [--rgb]
 *                             [--only two-node,three-node,age,reads] [--age-n 5000]
 *                             [--reads-rate 500] [--reads-seconds 10] [--reads-connections 2]
 *
 * Rows: two nodes (alice → bob), three (alice → bob → carol, bob forwarding), channel age (ours),
 * reads beside payments (ours). `--rgb` instead pays BTC and then RGB invoices over one asset
 * channel of one pair of our nodes. Writes the results into docs/benchmarks.md (between the
 * generated-section markers of the mode) and the raw numbers to .bench/payments-<date>.json.
 * Not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Btcd, BTCD_VERSION, Faucet } from '@rln/regtest';
import { LND_VERSION } from '@rln/lnd';
import { benchCommand, machineDescription, revisionOf, runDate, sh } from '@rln/bench-common';
import { AssetChannelPair } from './lib/asset-channel-pair';
import { BenchDatabases } from './lib/bench-databases';
import { BtcRun } from './lib/btc-run';
import { parseArgs, type Options } from './lib/options';
import { log, runPhase, warmUp } from './lib/phase';
import { renderMarkdown, renderRgbMarkdown, SECTIONS, spliceGenerated } from './lib/report';
import type { PairResult, RunInfo } from './lib/results';

const ROOT = resolve(__dirname, '..', '..', '..');

function ldkVersion(): string {
  return (JSON.parse(readFileSync(join(ROOT, 'node_modules/lightningdevkit/package.json'), 'utf8')) as { version: string }).version;
}

function runInfo(o: Options, versions: string[], notes: string[]): RunInfo {
  return {
    date: runDate(),
    command: benchCommand('bench:payments', process.argv.slice(2)),
    machine: machineDescription(),
    versions,
    amountSats: o.amountSats,
    sequential: o.n,
    concurrency: o.k,
    concurrentPayments: o.m,
    notes,
  };
}

/**
 * `--rgb`: BTC and RGB payments over the same asset channel; its own section of docs/benchmarks.md.
 * Each RGB phase runs right after the same BTC phase: every payment makes LDK's writes of the
 * carrier larger (docs/benchmarks.md), so the two kinds are measured on a channel of nearly the
 * same age, RGB's the older by one phase.
 */
async function mainRgb(o: Options): Promise<void> {
  const payments = BigInt(o.n + o.m + 20);
  const pair = await AssetChannelPair.start({ channelSats: BigInt(o.amountSats) * payments * 2n + 2_000_000n, assetAmount: payments * 2n + 1_000n });
  let btc: PairResult;
  let rgb: PairResult;
  try {
    const [btcPair, rgbPair] = [pair.btcView(), pair.rgbView()];
    const [btcAmount, rgbAmount] = [BigInt(o.amountSats) * 1000n, 1n];
    await warmUp(btcPair, btcAmount);
    await warmUp(rgbPair, rgbAmount);
    const btcSeq = await runPhase(btcPair, 'sequential', o.n, 1, btcAmount);
    const rgbSeq = await runPhase(rgbPair, 'sequential', o.n, 1, rgbAmount);
    const btcConc = await runPhase(btcPair, 'concurrent', o.m, o.k, btcAmount);
    const rgbConc = await runPhase(rgbPair, 'concurrent', o.m, o.k, rgbAmount);
    const result = (label: string, phases: typeof btcSeq[]): PairResult => ({ label, version: pair.version, implementation: 'ours', nodes: 2, phases: phases.map(({ windowUs: _w, ...rest }) => rest) });
    btc = result(btcPair.label, [btcSeq, btcConc]);
    rgb = result(rgbPair.label, [rgbSeq, rgbConc]);
  } finally {
    await pair.stop();
  }
  const run = runInfo(o, [`our node at ${revisionOf(ROOT, process.env['RLN_BENCH_REVISION'])} with lightningdevkit ${ldkVersion()} (LDK 0.1, WASM), rgb-lib 0.3 (native addon), Node.js ${process.versions.node}`, `btcd ${BTCD_VERSION}`], []);
  report(o, renderRgbMarkdown(run, btc, rgb), { run, results: [btc, rgb] }, SECTIONS.rgb);
}

/** Prints the table, keeps the raw numbers in .bench/ and (unless --no-write) updates the doc's section. */
function report(o: Options, markdown: string, raw: unknown, section: { start: string; end: string }): void {
  process.stdout.write(`${markdown}\n`);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const jsonPath = join(ROOT, '.bench', `payments-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(jsonPath, JSON.stringify(raw, null, 2));
  log(`raw results in ${jsonPath}`);
  if (o.write) {
    const docPath = join(ROOT, 'docs', 'benchmarks.md');
    const doc = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Benchmarks\n';
    writeFileSync(docPath, spliceGenerated(doc, markdown, section));
    log(`updated ${docPath}`);
  }
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  if (o.rgb) return mainRgb(o);
  const root = mkdtempSync(join(tmpdir(), 'rln-bench-'));
  log(`working directory ${root}`);
  const btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address, tls: true });
  const faucet = new Faucet(btcd.client);
  const databases = new BenchDatabases(ROOT);
  const run = new BtcRun({ btcd, faucet, root }, o, databases);
  try {
    await faucet.prepare();
    if (o.ours) await run.runOurs();
    if (o.lnd) await run.runLnd();
  } finally {
    await databases.dropAll();
    await btcd.stop();
  }
  const info = runInfo(
    o,
    [
      `our node at ${revisionOf(ROOT, process.env['RLN_BENCH_REVISION'])} with lightningdevkit ${ldkVersion()} (LDK 0.1, WASM), Node.js ${process.versions.node}`,
      `lnd ${LND_VERSION} (${sh('go', ['env', 'GOVERSION'])})`,
      `btcd ${BTCD_VERSION}`,
    ],
    run.notes,
  );
  report(o, renderMarkdown(info, run.results), { run: info, ...run.results }, SECTIONS.btc);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
