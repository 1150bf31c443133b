import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { isAlive } from './lib/process-control';
import { SandboxManifest, SandboxState } from './lib/sandbox-manifest';

const run = promisify(execFile);
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const MAIN = ['-r', './tools/register.js', 'tools/sandbox/src/main.ts'];
const envFor = (dir: string) => ({ ...process.env, RLN_SANDBOX_DIR: dir, NODE_OPTIONS: '' });
const sandboxIn =
  (dir: string) =>
  (command: string, ...args: string[]) =>
    run(process.execPath, [...MAIN, command, ...args], { cwd: REPO_ROOT, env: envFor(dir) });

jest.setTimeout(300_000);

/** The quick-start command itself: start, use the manifest's tools, stop. */
describe('sandbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rln-sandbox-'));
  const env = envFor(dir);
  const sandbox = sandboxIn(dir);
  let manifest: SandboxManifest;

  beforeAll(async () => {
    const { stdout } = await sandbox('start', '--detach');
    expect(stdout).toContain('[6/6]');
    expect(stdout).toContain('Sandbox ready');
    manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as SandboxManifest;
  });

  afterAll(async () => {
    await sandbox('stop');
  });

  it('writes the manifest in the supplement form', () => {
    expect(Object.keys(manifest).sort()).toEqual(['bitcoind_rpc', 'network', 'nodes', 'tools']);
    expect(manifest.network).toBe('regtest');
    expect(manifest.bitcoind_rpc).toEqual({ url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), user: expect.any(String), password: expect.any(String) });
    expect(manifest.nodes.map((n) => n.name)).toEqual(['alice', 'bob']);
    for (const node of manifest.nodes) {
      expect(Object.keys(node).sort()).toEqual(['base_url', 'name', 'node_id', 'p2p_address', 'token']);
      expect(node.node_id).toMatch(/^0[23][0-9a-f]{64}$/);
      expect(node.p2p_address).toMatch(/^127\.0\.0\.1:\d+$/);
    }
    expect(manifest.nodes[0].node_id).not.toBe(manifest.nodes[1].node_id);
  });

  it('mine N raises best_block_height on both nodes', async () => {
    const status = async (i: number) => {
      const node = manifest.nodes[i];
      const res = await fetch(`${node.base_url}/api/v1/status`, { headers: { Authorization: `Bearer ${node.token}` } });
      return (await res.json()) as { best_block_height: number };
    };
    const before = (await status(0)).best_block_height;
    expect(before).toBeGreaterThanOrEqual(101);
    const mined = JSON.parse((await run(manifest.tools.mine, ['3'], { env })).stdout) as { height: number };
    expect(mined.height).toBe(before + 3);
    for (const i of [0, 1]) {
      let height = 0;
      for (let tries = 0; tries < 100 && height !== before + 3; tries++) {
        height = (await status(i)).best_block_height;
        if (height !== before + 3) await new Promise((r) => setTimeout(r, 200));
      }
      expect(height).toBe(before + 3);
    }
  });

  it('fund ADDRESS SATS pays the address in a mined block', async () => {
    const address = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
    const funded = JSON.parse((await run(manifest.tools.fund, [address, '123456'], { env })).stdout) as { txid: string; value_sats: string };
    expect(funded).toMatchObject({ txid: expect.stringMatching(/^[0-9a-f]{64}$/), value_sats: '123456' });
  });

  it('stop stops every process it started and removes the manifest', async () => {
    const pids = startedPids(dir);
    expect(pids.every((pid) => pid > 0 && isAlive(pid))).toBe(true);
    const { stdout } = await sandbox('stop');
    expect(stdout).toContain('sandbox stopped');
    expect(pids.filter(isAlive)).toEqual([]);
    expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
    expect(existsSync(join(dir, 'state.json'))).toBe(false);
  });
});

/** `npm run sandbox` in the foreground: SIGTERM (as Ctrl-C) stops everything and removes the manifest. */
describe('sandbox in the foreground', () => {
  it('stops every process and removes the manifest on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rln-sandbox-'));
    const child = spawn(process.execPath, [...MAIN, 'start'], { cwd: REPO_ROOT, env: envFor(dir), stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    let stdout = '';
    try {
      await new Promise<void>((resolveReady, rejectReady) => {
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          if (stdout.includes('runs until you press Ctrl-C')) resolveReady();
        });
        void exited.then((code) => rejectReady(new Error(`the sandbox exited (${code}) before it was ready:\n${stdout}`)));
      });
      expect(existsSync(join(dir, 'manifest.json'))).toBe(true);
      const pids = startedPids(dir);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(pids.filter(isAlive)).toEqual([]);
      expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      await sandboxIn(dir)('stop');
    }
  });
});

/** Nodes, indexer and btcd, as the sandbox recorded them. */
function startedPids(dir: string): number[] {
  const state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as SandboxState;
  return [...state.nodes.map((n) => n.pid), state.indexer?.pid ?? 0, Number(readFileSync(join(state.btcdDataDir, 'btcd.pid'), 'utf8'))];
}
