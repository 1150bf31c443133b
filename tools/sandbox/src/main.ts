import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { startIndexerProcess } from './lib/indexer-process';
import { NodeProcess, waitForHttp } from './lib/node-process';
import { isAlive, terminate } from './lib/process-control';
import { SandboxManifest, SandboxState } from './lib/sandbox-manifest';

// `npm run sandbox` / `npm run sandbox:stop`: a regtest btcd, an Esplora indexer and two
// nodes (alice, bob), each with its own embedded database. Every start is a fresh sandbox.

const REPO_ROOT = resolve(__dirname, '..', '..', '..');
const DIR = resolve(process.env.RLN_SANDBOX_DIR ?? join(REPO_ROOT, '.sandbox'));
const STATE = join(DIR, 'state.json');
const MANIFEST = join(DIR, 'manifest.json');
const NODES = [
  { name: 'alice', httpPort: 3001, p2pPort: 9735 },
  { name: 'bob', httpPort: 3002, p2pPort: 9736 },
];
const TOTAL_STEPS = 6;
const startedAt = Date.now();
let stopping = false;

function step(n: number, text: string): void {
  const secs = ((Date.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(`[${n}/${TOTAL_STEPS}] ${text}  (${secs}s)\n`);
}

async function start(detach: boolean): Promise<void> {
  const previous = readState();
  if (previous && [previous.supervisorPid, ...previous.nodes.map((n) => n.pid)].some(isAlive)) {
    throw new Failure('a sandbox is already running', `Stop it first: npm run sandbox:stop (manifest: ${MANIFEST})`);
  }
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const state: SandboxState = { supervisorPid: process.pid, btcdDataDir: join(DIR, 'btcd'), indexer: null, nodes: [] };
  const save = () => writeFileSync(STATE, JSON.stringify(state, null, 2));
  save();
  stopOnSignals(state);
  try {
    step(1, 'starting btcd on regtest');
    const btcd = await Btcd.start({ dataDir: state.btcdDataDir, miningAddress: Faucet.address, detached: true });
    step(2, 'mining 101 blocks so the faucet has mature coins');
    const faucet = new Faucet(btcd.client);
    const height = await faucet.prepare();
    step(3, `starting the Esplora indexer (chain height ${height})`);
    state.indexer = await startIndexerProcess(DIR, btcd.rpc);
    save();

    const manifest: SandboxManifest = {
      network: 'regtest',
      bitcoind_rpc: { url: btcd.rpc.url, user: btcd.rpc.user, password: btcd.rpc.password },
      nodes: [],
      tools: { mine: join(DIR, 'bin', 'mine'), fund: join(DIR, 'bin', 'fund') },
    };
    step(4, 'creating admin tokens for alice and bob');
    const nodes: { process: NodeProcess; token: string }[] = [];
    for (const spec of NODES) {
      const node = new NodeProcess({
        name: spec.name,
        dataDir: join(DIR, spec.name),
        httpPort: await preferredPort(spec.httpPort),
        p2pPort: await preferredPort(spec.p2pPort),
        bitcoindRpc: btcd.rpc,
        esploraUrl: state.indexer.url,
        detached: true,
      });
      nodes.push({ process: node, token: await node.createToken('sandbox-admin', 'admin') });
    }
    step(5, 'starting alice and bob');
    for (const { process: node } of nodes) {
      await node.start();
      state.nodes.push({ name: node.options.name, pid: node.pid ?? 0, logPath: node.logPath, dataDir: node.options.dataDir });
      save();
    }
    step(6, 'waiting until both nodes are ready (database and chain checks)');
    for (const { process: node, token } of nodes) {
      await waitForHttp(`${node.baseUrl}/api/v1/readyz`, 60_000);
      const res = await fetch(`${node.baseUrl}/api/v1/node_id`, { headers: { Authorization: `Bearer ${token}` } });
      const { node_id } = (await res.json()) as { node_id: string };
      manifest.nodes.push({ name: node.options.name, base_url: node.baseUrl, token, node_id, p2p_address: `127.0.0.1:${node.options.p2pPort}` });
    }
    writeTools();
    writeFileSync(MANIFEST, JSON.stringify(manifest, null, 2) + '\n', { mode: 0o600 });
    printSummary(manifest, state);
  } catch (error) {
    // A signal's handler is already stopping everything and exits when done.
    if (stopping) await new Promise(() => undefined);
    process.stdout.write(`\nsandbox start failed; stopping what was started\n`);
    await stopAll(state);
    throw error;
  }
  if (detach) return;
  await supervise(state);
}

/**
 * Ctrl-C or SIGTERM, from before the first process starts, stops everything recorded in the
 * state so far and exits; no manifest outlives the sandbox. Known gap: the indexer's and a
 * node's pid are recorded only once they answer, so an interrupt while one is still starting
 * leaves that one running (its port busy until killed).
 */
function stopOnSignals(state: SandboxState): void {
  const stopNow = async (why: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${why}: stopping the sandbox\n`);
    await stopAll(state);
    process.exit(0);
  };
  process.on('SIGINT', () => void stopNow('Ctrl-C'));
  process.on('SIGTERM', () => void stopNow('SIGTERM'));
}

/** Runs in the foreground until Ctrl-C, SIGTERM or `npm run sandbox:stop`. */
async function supervise(state: SandboxState): Promise<void> {
  process.stdout.write('\nThe sandbox runs until you press Ctrl-C or run `npm run sandbox:stop`.\n');
  const reported = new Set<string>();
  for (;;) {
    await new Promise((r) => setTimeout(r, 2000));
    if (stopping) continue;
    for (const node of state.nodes) {
      if (!isAlive(node.pid) && !reported.has(node.name)) {
        reported.add(node.name);
        process.stdout.write(`${node.name} exited; see ${node.logPath}\n`);
      }
    }
    if (state.nodes.every((n) => !isAlive(n.pid)) && !existsSync(STATE)) process.exit(0);
  }
}

/** Stops what `state` lists. The manifest goes first: a script reading it must not take a stopping or stopped sandbox for a running one. */
async function stopAll(state: SandboxState): Promise<void> {
  rmSync(MANIFEST, { force: true });
  for (const node of state.nodes) await terminate(node.pid);
  if (state.indexer) await terminate(state.indexer.pid);
  await Btcd.stopDetached(state.btcdDataDir);
  rmSync(STATE, { force: true });
}

async function stop(): Promise<void> {
  const state = readState();
  if (!state) {
    process.stdout.write(`no sandbox state in ${DIR}; nothing to stop\n`);
    return;
  }
  process.stdout.write('stopping alice, bob, the indexer and btcd\n');
  await stopAll(state);
  if (state.supervisorPid !== process.pid && isAlive(state.supervisorPid)) await terminate(state.supervisorPid, 5_000);
  process.stdout.write('sandbox stopped\n');
}

function readState(): SandboxState | null {
  if (!existsSync(STATE)) return null;
  try {
    return JSON.parse(readFileSync(STATE, 'utf8')) as SandboxState;
  } catch {
    return null;
  }
}

/** `.sandbox/bin/mine N` and `.sandbox/bin/fund ADDRESS SATS`, the manifest's tools. */
function writeTools(): void {
  const bin = join(DIR, 'bin');
  mkdirSync(bin, { recursive: true });
  const cli = `node -r "${join(REPO_ROOT, 'tools', 'register.js')}" "${join(REPO_ROOT, 'tools', 'regtest', 'src', 'cli.ts')}" --manifest "${MANIFEST}"`;
  for (const [name, args] of [['mine', 'N'], ['fund', 'ADDRESS SATS']]) {
    const path = join(bin, name);
    writeFileSync(path, `#!/usr/bin/env bash\n# usage: ${name} ${args}\nexec ${cli} ${name} "$@"\n`);
    chmodSync(path, 0o755);
  }
}

function printSummary(manifest: SandboxManifest, state: SandboxState): void {
  const lines = [
    '',
    'Sandbox ready (regtest).',
    ...manifest.nodes.map((n) => `  ${n.name.padEnd(6)} ${n.base_url}  token ${n.token}\n         node_id ${n.node_id}  p2p ${n.p2p_address}`),
    `  btcd   ${manifest.bitcoind_rpc.url}  (user ${manifest.bitcoind_rpc.user})`,
    `  esplora ${state.indexer?.url ?? '-'}`,
    `  manifest ${MANIFEST}`,
    `  mine:  ${manifest.tools.mine} N`,
    `  fund:  ${manifest.tools.fund} ADDRESS SATS`,
    `  docs:  ${manifest.nodes[0]?.base_url}/docs`,
    '',
    `Try: curl -H "Authorization: Bearer ${manifest.nodes[0]?.token}" ${manifest.nodes[0]?.base_url}/api/v1/status`,
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** The usual port when it is free (stable URLs for people), else any free one. */
async function preferredPort(port: number): Promise<number> {
  const free = await new Promise<boolean>((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolveFree(true)));
  });
  return free ? port : freePort();
}

class Failure extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

const [command, ...flags] = process.argv.slice(2);
const run = command === 'start' ? start(flags.includes('--detach')) : command === 'stop' ? stop() : Promise.reject(new Failure(`unknown command '${command ?? ''}'`, 'Use start [--detach] or stop.'));
run.then(
  () => process.exit(0),
  (error: unknown) => {
    const hint = error instanceof Failure ? `\nhint: ${error.hint}` : '';
    process.stderr.write(`\nsandbox: ${error instanceof Error ? error.message : String(error)}${hint}\n`);
    process.exit(1);
  },
);
