/**
 * bench/rgb-transfers: RGB on-chain transfers of our node against bare rgb-lib, on one regtest
 * btcd and our Esplora indexer.
 *
 *   npm run bench:rgb-transfers -- [--transfers 50] [--supply 1000] [--chain-poll-ms 1000]
 *                                  [--skip-ours] [--skip-rgb-lib]
 *
 * Prints a markdown table (docs/benchmarks.md shows how results are reported) and writes the
 * raw samples to .bench/rgb-transfers-<date>.json. Not part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { benchCommand, machineDescription, revisionOf, runDate } from '@rln/bench-common';
import { RgbNet } from '@rln/node-harness';
import { BTCD_VERSION } from '@rln/regtest';
import { resolveInteropWalletBinary } from '@rln/rgb-interop-wallet';
import { NodeTransferChain } from './lib/node-chain';
import { renderMarkdown, type RunInfo } from './lib/report';
import { RgbLibTransferChain } from './lib/rgb-lib-chain';
import type { ChainResult, TransferChain } from './lib/transfer-chain';

const ROOT = resolve(__dirname, '..', '..', '..');
/** Carriers per party: a receive takes a free one, a send's change output frees one. */
const CARRIERS = 5;

interface Options {
  transfers: number;
  supply: bigint;
  chainPollMs: number;
  ours: boolean;
  rgbLib: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { transfers: 50, supply: 1000n, chainPollMs: 1000, ours: true, rgbLib: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v <= 0) throw new Error(`${a} needs a positive integer`);
      return v;
    };
    if (a === '--transfers') o.transfers = num();
    else if (a === '--supply') o.supply = BigInt(num());
    else if (a === '--chain-poll-ms') o.chainPollMs = num();
    else if (a === '--skip-ours') o.ours = false;
    else if (a === '--skip-rgb-lib') o.rgbLib = false;
    else throw new Error(`unknown argument ${a} (see bench/rgb-transfers/README.md)`);
  }
  return o;
}

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);

async function runChain(chain: TransferChain, transfers: number): Promise<ChainResult> {
  const samples = [];
  let error: string | undefined;
  try {
    for (let i = 1; i <= transfers; i++) {
      const s = await chain.transfer(i);
      samples.push(s);
      log(`${chain.label} #${i}: send ${s.sendMs.toFixed(0)} ms, accepted ${s.acceptedMs.toFixed(0)} ms, settled ${(s.preBlockMs + s.postBlockMs).toFixed(0)} ms, consignment ${s.consignmentBytes} B`);
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    log(`${chain.label} FAILED after ${samples.length} transfers: ${error}`);
  }
  const notes = chain.notes();
  await chain.stop().catch(() => undefined);
  return { label: chain.label, transfers: samples, notes, ...(error !== undefined ? { error } : {}) };
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const binary = o.rgbLib ? resolveInteropWalletBinary() : '';
  const loadAtStart = loadavg();
  const net = await RgbNet.start();
  log(`btcd and the indexer up (${net.indexerUrl}); working directory ${net.env.root}`);
  const results: ChainResult[] = [];
  try {
    // One system at a time on the shared machine, never both at once.
    if (o.ours) results.push(await runChain(await NodeTransferChain.start(net, { supply: o.supply, carriers: CARRIERS, chainPollMs: o.chainPollMs }), o.transfers));
    if (o.rgbLib) results.push(await runChain(await RgbLibTransferChain.start(net, { binary, supply: o.supply, carriers: CARRIERS }), o.transfers));
  } finally {
    await net.stop();
  }

  const run: RunInfo = {
    date: runDate(),
    command: benchCommand('bench:rgb-transfers', process.argv.slice(2)),
    machine: machineDescription(),
    loadAverage: { start: loadAtStart, end: loadavg() },
    versions: [`our node at ${revisionOf(ROOT)}, Node.js ${process.versions.node}`, 'rgb-lib 0.3.0-beta.7 in both (native/rgb-addon, tools/rgb-interop-wallet)', `btcd ${BTCD_VERSION}`],
    transfers: o.transfers,
    supply: o.supply.toString(),
  };
  process.stdout.write(`${renderMarkdown(run, results)}\n`);
  mkdirSync(join(ROOT, '.bench'), { recursive: true });
  const jsonPath = join(ROOT, '.bench', `rgb-transfers-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(jsonPath, JSON.stringify({ run, results }, null, 2));
  log(`raw results in ${jsonPath}`);
  if (results.some((r) => r.error)) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err: unknown) => {
    process.stderr.write(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
