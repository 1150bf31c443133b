/**
 * bench/payments: BOLT11 payment throughput and latency, our node vs LND, on one regtest btcd.
 *
 *   npm run bench:payments -- [--n 200] [--k 8] [--m 400] [--amount-sats 1000] [--pg]
 *                             [--skip-lnd] [--skip-ours] [--no-profile] [--no-write] [--rgb]
 *
 * `--rgb` instead pays BTC and then RGB invoices over one asset channel of one pair of our nodes.
 * Writes the results table into docs/benchmarks.md (between the generated-section markers of the
 * mode) and the raw numbers to .bench/payments-<date>.json. Not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Btcd, BTCD_VERSION, Faucet } from '@rln/regtest';
import { LND_VERSION } from '@rln/lnd';
import { benchCommand, machineDescription, revisionOf, runDate, sh } from '@rln/bench-common';
import { AssetChannelPair } from './lib/asset-channel-pair';
import { summariseProfile } from './lib/cpu-profile';
import { LndPair, OurPair, type ChainEnv, type PaymentPair } from './lib/pairs';
import { ProcSampler } from './lib/proc-stats';
import { renderMarkdown, renderRgbMarkdown, SECTIONS, spliceGenerated, type PairResult, type PhaseResult, type RunInfo } from './lib/report';
import { summarise } from './lib/stats';

const ROOT = resolve(__dirname, '..', '..', '..');

interface Options {
  n: number;
  k: number;
  m: number;
  amountSats: number;
  pg: boolean;
  lnd: boolean;
  ours: boolean;
  profile: boolean;
  write: boolean;
  rgb: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { n: 200, k: 8, m: 400, amountSats: 1000, pg: false, lnd: true, ours: true, profile: true, write: true, rgb: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const num = () => {
      const v = Number(argv[++i]);
      if (!Number.isInteger(v) || v <= 0) throw new Error(`${a} needs a positive integer`);
      return v;
    };
    if (a === '--n') o.n = num();
    else if (a === '--k') o.k = num();
    else if (a === '--m') o.m = num();
    else if (a === '--amount-sats') o.amountSats = num();
    else if (a === '--pg') o.pg = true;
    else if (a === '--skip-lnd') o.lnd = false;
    else if (a === '--skip-ours') o.ours = false;
    else if (a === '--no-profile') o.profile = false;
    else if (a === '--no-write') o.write = false;
    else if (a === '--rgb') o.rgb = true;
    else throw new Error(`unknown argument ${a} (see bench/payments/README.md)`);
  }
  return o;
}

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

async function runPhase(pair: PaymentPair, phase: 'sequential' | 'concurrent', payments: number, concurrency: number, amountMsat: bigint): Promise<PhaseResult & { windowUs: { from: number; to: number } }> {
  log(`${pair.label}: creating ${payments} invoices`);
  const invoices: string[] = [];
  for (let i = 0; i < payments; i++) invoices.push(await pair.invoice(amountMsat, `bench ${phase} ${i}`));
  const [sender, receiver] = pair.pids();
  const sampler = new ProcSampler([sender, receiver]);
  const latencies: number[] = [];
  let next = 0;
  log(`${pair.label}: ${phase}, ${payments} payments, concurrency ${concurrency}`);
  sampler.start();
  const from = nowUs();
  const started = performance.now();
  let error: string | undefined;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (error === undefined) {
        const i = next++;
        if (i >= invoices.length) return;
        const t0 = performance.now();
        try {
          await pair.pay(invoices[i]);
        } catch (err) {
          error ??= err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err);
          return;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const to = nowUs();
  const usage = sampler.stop();
  const u = (pid: number) => usage.get(pid) ?? { cpuSeconds: NaN, peakRssMiB: NaN };
  const result = {
    phase,
    concurrency,
    payments,
    elapsedS,
    latency: summarise(latencies),
    cpuS: [u(sender).cpuSeconds, u(receiver).cpuSeconds] as [number, number],
    peakRssMiB: [u(sender).peakRssMiB, u(receiver).peakRssMiB] as [number, number],
    windowUs: { from, to },
    ...(error !== undefined ? { error } : {}),
  };
  if (error !== undefined) log(`${pair.label}: ${phase} FAILED after ${latencies.length} payments: ${error}`);
  else log(`${pair.label}: ${phase}: ${(payments / elapsedS).toFixed(1)} payments/s, p50 ${result.latency.p50.toFixed(1)} ms, p99 ${result.latency.p99.toFixed(1)} ms`);
  return result;
}

type TimedPhase = Awaited<ReturnType<typeof runPhase>>;

async function warmUp(pair: PaymentPair, amount: bigint): Promise<void> {
  log(`${pair.label}: warm-up`);
  for (let i = 0; i < 10; i++) await pair.pay(await pair.invoice(amount, `warm-up ${i}`));
}

function pairResult(pair: PaymentPair, phases: readonly TimedPhase[]): PairResult {
  return { label: pair.label, version: pair.version, phases: phases.map(({ windowUs: _w, ...rest }) => rest) };
}

/** `amount`: what each invoice asks, in the pair's unit (msat for BOLT11, asset units for RGB). */
async function benchPair(pair: PaymentPair, o: Options, profileDir?: string, amount = BigInt(o.amountSats) * 1000n): Promise<PairResult> {
  let seq: TimedPhase;
  let conc: TimedPhase;
  try {
    await warmUp(pair, amount);
    seq = await runPhase(pair, 'sequential', o.n, 1, amount);
    conc = await runPhase(pair, 'concurrent', o.m, o.k, amount);
  } finally {
    // Also writes our sender's CPU profile (on exit).
    await pair.stop().catch(() => undefined);
  }
  const result = pairResult(pair, [seq, conc]);
  if (profileDir) {
    const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
    if (file) result.profile = summariseProfile(join(profileDir, file), seq.windowUs);
    else log(`${pair.label}: no CPU profile written in ${profileDir}`);
  }
  return result;
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
    btc = pairResult(btcPair, [btcSeq, btcConc]);
    rgb = pairResult(rgbPair, [rgbSeq, rgbConc]);
  } finally {
    await pair.stop();
  }
  const ldkVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lightningdevkit/package.json'), 'utf8')) as { version: string }).version;
  const run: RunInfo = {
    date: runDate(),
    command: benchCommand('bench:payments', process.argv.slice(2)),
    machine: machineDescription(),
    versions: [`our node at ${revisionOf(ROOT, process.env['RLN_BENCH_REVISION'])} with lightningdevkit ${ldkVersion} (LDK 0.1, WASM), rgb-lib 0.3 (native addon), Node.js ${process.versions.node}`, `btcd ${BTCD_VERSION}`],
    amountSats: o.amountSats,
    sequential: o.n,
    concurrency: o.k,
    concurrentPayments: o.m,
    notes: [],
  };
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
  await faucet.prepare();
  const env: ChainEnv = { btcd, faucet, root };
  const channelSats = BigInt(o.amountSats) * BigInt(o.n + o.m + 20) * 2n + 1_000_000n;
  const results: PairResult[] = [];
  const notes: string[] = [];
  try {
    if (o.ours) {
      const profileDir = o.profile ? join(root, 'profile-pglite') : undefined;
      const pair = await OurPair.start(env, { label: 'ours (PGlite)', channelSats, profileDir });
      results.push(await benchPair(pair, o, profileDir));
      if (o.pg) {
        const adminUrl = process.env['TEST_DATABASE_URL'] ?? sh('bash', [join(ROOT, 'tools/testing/start-postgres.sh')]);
        process.env['TEST_DATABASE_URL'] = adminUrl;
        const { createTestDatabase } = await import('@rln/testing');
        const [a, b] = [await createTestDatabase(), await createTestDatabase()];
        const pgProfile = o.profile ? join(root, 'profile-pg') : undefined;
        const pgPair = await OurPair.start(env, { label: 'ours (PostgreSQL)', channelSats, databaseUrls: [a.url, b.url], profileDir: pgProfile });
        results.push(await benchPair(pgPair, o, pgProfile));
        await a.drop();
        await b.drop();
      }
    }
    if (o.lnd) {
      const pair = await LndPair.start(env, { channelSats });
      results.push(await benchPair(pair, o));
      notes.push('LND runs with its defaults (bbolt database, `db.batch-commit-interval` 500 ms, anchors); both LNDs and our nodes share the same btcd and machine, one pair at a time.');
    }
  } finally {
    await btcd.stop();
  }

  const ldkVersion = (JSON.parse(readFileSync(join(ROOT, 'node_modules/lightningdevkit/package.json'), 'utf8')) as { version: string }).version;
  const run: RunInfo = {
    date: runDate(),
    command: benchCommand('bench:payments', process.argv.slice(2)),
    machine: machineDescription(),
    versions: [
      `our node at ${revisionOf(ROOT, process.env['RLN_BENCH_REVISION'])} with lightningdevkit ${ldkVersion} (LDK 0.1, WASM), Node.js ${process.versions.node}`,
      `lnd ${LND_VERSION} (${sh('go', ['env', 'GOVERSION'])})`,
      `btcd ${BTCD_VERSION}`,
    ],
    amountSats: o.amountSats,
    sequential: o.n,
    concurrency: o.k,
    concurrentPayments: o.m,
    notes,
  };
  report(o, renderMarkdown(run, results), { run, results }, SECTIONS.btc);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`[bench] failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
