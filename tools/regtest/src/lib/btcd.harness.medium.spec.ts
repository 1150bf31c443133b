import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NodeNotReadyError } from '@rln/core';
import { Btcd } from './btcd.harness';
import { faucetKey } from './faucet-key';
import { isAlive, waitUntil } from './process-utils';

jest.setTimeout(120_000);

const ROOT = resolve(__dirname, '../../../..');
const miningAddress = faucetKey().address;

describe('Btcd harness', () => {
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'rln-btcd-harness-'));
    dirs.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('starts on free ports, mines, restarts with the same chain and stops', async () => {
    const btcd = await Btcd.start({ dataDir: tempDir(), miningAddress });
    try {
      expect(btcd.rpc.url).toBe(`http://127.0.0.1:${btcd.rpcPort}`);
      expect(btcd.rpcPort).not.toBe(btcd.p2pPort);
      expect(existsSync(btcd.logFile)).toBe(true);
      const tip = (await btcd.mine(3))[2];
      const { rpcPort, pid } = btcd;

      await btcd.restart();
      expect(btcd.rpcPort).toBe(rpcPort);
      expect(btcd.pid).not.toBe(pid);
      expect(isAlive(pid)).toBe(false);
      expect(await btcd.client.getBlockchainInfo()).toMatchObject({ blocks: 3, bestblockhash: tip });

      // Without the carry-over, btcd --regtest starts from genesis again.
      await btcd.restart({ keepChain: false });
      expect(await btcd.client.getBlockCount()).toBe(0);
    } finally {
      await btcd.stop();
    }
    expect(btcd.isRunning()).toBe(false);
    const probe = btcd.newClient({ retries: 0 });
    await expect(probe.getBlockCount()).rejects.toBeInstanceOf(NodeNotReadyError);
  });

  it('serves RPC over TLS with its generated rpc.cert', async () => {
    const btcd = await Btcd.start({ dataDir: tempDir(), miningAddress, tls: true });
    try {
      expect(btcd.rpc.url.startsWith('https://')).toBe(true);
      expect(btcd.rpc.tlsCertPath && existsSync(btcd.rpc.tlsCertPath)).toBe(true);
      expect(await btcd.client.getBlockCount()).toBe(0);
    } finally {
      await btcd.stop();
    }
  });

  it('reports a port clash with the log tail', async () => {
    const first = await Btcd.start({ dataDir: tempDir(), miningAddress });
    try {
      await expect(Btcd.start({ dataDir: tempDir(), miningAddress, rpcPort: first.rpcPort, startTimeoutMs: 10_000 })).rejects.toThrow(
        /btcd did not start[\s\S]*--rpcpass=\*\*\*/,
      );
    } finally {
      await first.stop();
    }
  });

  it('leaves a detached btcd running and stops it by its pid file', async () => {
    const dataDir = tempDir();
    const btcd = await Btcd.start({ dataDir, miningAddress, detached: true });
    btcd.client.close();
    expect(existsSync(join(dataDir, 'btcd.pid'))).toBe(true);
    expect(await Btcd.stopDetached(dataDir)).toBe(true);
    expect(await waitUntil(() => !btcd.isRunning(), 5_000)).toBe(true);
    expect(await Btcd.stopDetached(dataDir)).toBe(false);
  });

  it.each(['exit', 'SIGKILL'] as const)('leaves no btcd behind when its parent ends by %s', async (how) => {
    const dataDir = tempDir();
    const script = join(dataDir, 'parent.ts');
    writeFileSync(
      script,
      [
        `import { Btcd } from '${join(ROOT, 'tools/regtest/src/lib/btcd.harness')}';`,
        `Btcd.start({ dataDir: ${JSON.stringify(join(dataDir, 'btcd'))}, miningAddress: ${JSON.stringify(miningAddress)} }).then((b) => {`,
        `  process.stdout.write(String(b.pid) + '\\n');`,
        how === 'exit' ? '  process.exit(0);' : '  setInterval(() => undefined, 1000);',
        '});',
      ].join('\n'),
    );
    const parent = spawn(process.execPath, ['-r', join(ROOT, 'tools/register.js'), script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    const btcdPid = await new Promise<number>((resolvePid, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolvePid(Number(chunk.toString().trim())));
      parent.once('exit', (code) => reject(new Error(`parent exited early (${code})`)));
    });
    expect(isAlive(btcdPid)).toBe(true);
    if (how === 'SIGKILL') parent.kill('SIGKILL');
    // SIGKILL leaves it to the watchdog, which polls every second.
    expect(await waitUntil(() => !isAlive(btcdPid), 20_000)).toBe(true);
  });
});

