// npm run bench:startup -- [--runs N] [--requests N] (bench/startup/run.sh builds first).
// Start-up time and memory of the built node (npm start) against the dev path (npm run start:dev:
// SWC compiling on load), each on btcd and our Esplora indexer with the embedded PostgreSQL.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { machineDescription, revisionOf, runDate } from '@rln/bench-common';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { RegtestNodeEnv } from '@rln/node-harness';
import { freePort } from '@rln/regtest';
import { type StartSample, measureStart } from './lib/start-measurement';

const ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);
const BUILT = ['dist/node-api/apps/node-api/src/main.js'];
const DEV = ['-r', './tools/register.js', 'apps/node-api/src/main.ts'];

/** `swcCache`: the dev path's on-disk SWC cache, kept across runs (a developer's usual case) or empty on each. */
const VARIANTS = [
  { key: 'built', label: 'built, `npm start` (`node dist/…`)', nodeArgs: BUILT, swcCache: null },
  { key: 'built-maps', label: 'built, `node --enable-source-maps dist/…`', nodeArgs: ['--enable-source-maps', ...BUILT], swcCache: null },
  { key: 'dev-warm', label: 'dev path (`npm run start:dev`), SWC cache warm', nodeArgs: DEV, swcCache: 'kept' },
  { key: 'dev-cold', label: 'dev path, SWC cache empty', nodeArgs: DEV, swcCache: 'empty' },
] as const;

function parseArgs(args: string[]): { runs: number; requests: number } {
  const options = { runs: 3, requests: 100 };
  for (let i = 0; i < args.length; i += 2) {
    const value = Number(args[i + 1]);
    if (args[i] === '--runs' && Number.isInteger(value) && value > 0) options.runs = value;
    else if (args[i] === '--requests' && Number.isInteger(value) && value >= 0) options.requests = value;
    else throw new Error('usage: npm run bench:startup -- [--runs N] [--requests N]');
  }
  return options;
}

async function main(): Promise<void> {
  const { runs, requests } = parseArgs(process.argv.slice(2));
  const root = mkdtempSync(join(tmpdir(), 'rln-bench-startup-'));
  const load = () => loadavg().map((value) => value.toFixed(2)).join(' ');
  const loadAtStart = load();
  const header = [`machine: ${machineDescription()}`, `date: ${runDate()}`, `revision: ${revisionOf(ROOT)}`, `node ${process.version}`];
  process.stderr.write(`${header.join('\n')}\nload average at start ${loadAtStart}\n`);

  const env = await RegtestNodeEnv.start();
  const indexer = new EsploraIndexer();
  const { url: indexerUrl } = await indexer.start({ rpc: env.btcd.newClient(), pollIntervalMs: 100 });
  const first = new Map<string, StartSample>();
  const samples = new Map<string, StartSample[]>(VARIANTS.map((variant) => [variant.key, []]));
  try {
    const setups = new Map<string, { nodeEnv: NodeJS.ProcessEnv; baseUrl: string; token: string }>();
    for (const variant of VARIANTS) {
      const dataDir = join(root, variant.key);
      const httpPort = await freePort();
      const rpc = env.btcd.rpc;
      const nodeEnv: NodeJS.ProcessEnv = {
        PATH: process.env['PATH'],
        HOME: process.env['HOME'],
        RLN_NETWORK: 'regtest',
        RLN_DATA_DIR: dataDir,
        RLN_HTTP_PORT: String(httpPort),
        RLN_P2P_PORT: String(await freePort()),
        BITCOIND_RPC_URL: rpc.url,
        BITCOIND_RPC_USER: rpc.user,
        BITCOIND_RPC_PASSWORD: rpc.password,
        RLN_ESPLORA_URL: indexerUrl,
        SWC_NODE_CACHE_DIR: join(root, `swc-cache-${variant.key}`),
      };
      mkdirSync(dataDir, { recursive: true });
      // The first start makes the seed, the PostgreSQL cluster and the schema (reported apart);
      // for the dev path it also fills the SWC cache the warm runs use.
      process.stderr.write(`${variant.key}: first start on an empty data directory\n`);
      first.set(variant.key, await measureStart(startOptions(variant.nodeArgs, nodeEnv, `http://127.0.0.1:${httpPort}`, null, 0, join(root, `${variant.key}.log`))));
      const cli = variant.key.startsWith('built') ? ['dist/node-api/apps/node-api/src/cli.js'] : ['-r', './tools/register.js', 'apps/node-api/src/cli.ts'];
      const token = (await run(process.execPath, [...cli, 'token', 'create', '--name', 'bench', '--scope', 'admin'], { cwd: ROOT, env: nodeEnv })).stdout.trim();
      setups.set(variant.key, { nodeEnv, baseUrl: `http://127.0.0.1:${httpPort}`, token });
    }
    // Round-robin, so a burst of load from another user of the machine falls on every variant.
    for (let round = 1; round <= runs; round++) {
      for (const variant of VARIANTS) {
        const setup = setups.get(variant.key);
        if (!setup) throw new Error(`no setup for ${variant.key}`);
        const nodeEnv = { ...setup.nodeEnv };
        if (variant.swcCache === 'empty') {
          nodeEnv['SWC_NODE_CACHE_DIR'] = join(root, `swc-cache-empty-${round}`);
          rmSync(nodeEnv['SWC_NODE_CACHE_DIR'], { recursive: true, force: true });
        }
        const sample = await measureStart(startOptions(variant.nodeArgs, nodeEnv, setup.baseUrl, setup.token, requests, join(root, `${variant.key}.log`)));
        samples.get(variant.key)?.push(sample);
        process.stderr.write(`round ${round} ${variant.key}: healthz ${sample.healthzMs.toFixed(0)} ms, readyz ${sample.readyzMs.toFixed(0)} ms, RSS ${sample.rssReadyMiB.toFixed(0)} → ${sample.rssAfterRequestsMiB.toFixed(0)} MiB\n`);
      }
    }
  } finally {
    await indexer.stop();
    await env.stop();
  }

  const loadAtEnd = load();
  const report = [...header, `load average (1, 5, 15 min) at start ${loadAtStart}, at end ${loadAtEnd}`, '', renderTable(runs, requests, first, samples)].join('\n');
  process.stdout.write(`${report}\n`);
  const out = join(ROOT, '.bench', 'startup');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ header, loadAtStart, loadAtEnd, runs, requests, first: Object.fromEntries(first), samples: Object.fromEntries(samples) }, null, 2));
  process.stderr.write(`raw figures: ${file}\n`);
  rmSync(root, { recursive: true, force: true });
}

function startOptions(nodeArgs: readonly string[], env: NodeJS.ProcessEnv, baseUrl: string, token: string | null, requests: number, logPath: string) {
  return { cwd: ROOT, nodeArgs, env, baseUrl, token, requests, logPath, timeoutMs: 180_000 };
}

/** Each cell: the runs' minimum–maximum (one value when they agree to the unit). */
function renderTable(runs: number, requests: number, first: Map<string, StartSample>, samples: Map<string, StartSample[]>): string {
  const span = (values: number[], digits: number) => {
    const [low, high] = [Math.min(...values).toFixed(digits), Math.max(...values).toFixed(digits)];
    return low === high ? low : `${low}–${high}`;
  };
  const rows = VARIANTS.map((variant) => {
    const list = samples.get(variant.key) ?? [];
    const of = (pick: (s: StartSample) => number, digits: number) => span(list.map(pick), digits);
    const firstStart = first.get(variant.key);
    return `| ${variant.label} | ${of((s) => s.healthzMs / 1000, 2)} | ${of((s) => s.readyzMs / 1000, 2)} | ${of((s) => s.cpuToReadyS, 2)} | ${of((s) => s.rssReadyMiB, 0)} | ${of((s) => s.rssAfterRequestsMiB, 0)} | ${of((s) => s.peakRssMiB, 0)} | ${firstStart ? (firstStart.readyzMs / 1000).toFixed(2) : '–'} |`;
  });
  return [
    `${runs} runs per variant on an existing data directory (min–max), ${requests} request rounds after ready:`,
    '',
    '| Variant | To /healthz (s) | To /readyz (s) | CPU to ready (s) | RSS ready (MiB) | RSS after requests (MiB) | Peak RSS (MiB) | First start, to /readyz (s) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:startup failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
