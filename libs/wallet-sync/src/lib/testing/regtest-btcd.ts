import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BitcoinRpcClient } from '@rln/chain';

/**
 * A throwaway regtest btcd for this lib's medium tests. The full harness (tools/regtest
 * `Btcd`, `Faucet`) is a type:tool project, which an adapter lib may not import (module
 * boundaries), so this only spawns, waits for the RPC server and kills; the tests fund
 * themselves by mining to a wallet of their own.
 */
export interface RegtestBtcd {
  readonly rpc: BitcoinRpcClient;
  stop(): Promise<void>;
}

export async function startRegtestBtcd(miningAddress: string): Promise<RegtestBtcd> {
  const cache = process.env['RLN_TOOLS_CACHE'] || join(homedir(), '.cache', 'rln-tools');
  const bin = join(process.env['BTCD_BIN_DIR'] || join(cache, 'btcd-v0.26.0', 'bin'), 'btcd');
  if (!existsSync(bin)) throw new Error(`btcd not found at ${bin}: run tools/regtest/install-btcd.sh`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rln-wallet-btcd-'));
  writeFileSync(join(dataDir, 'btcd.conf'), '');
  const rpcPort = await freePort();
  let p2pPort = await freePort();
  while (p2pPort === rpcPort) p2pPort = await freePort();
  const password = 'wallet-sync-test';
  const child = spawn(
    bin,
    [
      `--configfile=${join(dataDir, 'btcd.conf')}`,
      `--datadir=${join(dataDir, 'data')}`,
      `--logdir=${join(dataDir, 'logs')}`,
      `--rpccert=${join(dataDir, 'rpc.cert')}`,
      `--rpckey=${join(dataDir, 'rpc.key')}`,
      '--regtest',
      '--txindex',
      '--notls',
      '--rpcuser=test',
      `--rpcpass=${password}`,
      `--rpclisten=127.0.0.1:${rpcPort}`,
      `--listen=127.0.0.1:${p2pPort}`,
      `--miningaddr=${miningAddress}`,
    ],
    { stdio: 'ignore' },
  );
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const rpc = new BitcoinRpcClient({ url: `http://127.0.0.1:${rpcPort}`, user: 'test', password, dialect: 'btcd', retries: 0 });
  const stop = async (): Promise<void> => {
    rpc.close();
    process.removeListener('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`btcd exited with ${child.exitCode} (is --miningaddr a valid regtest address?)`);
    }
    try {
      await rpc.getBlockCount();
      return { rpc, stop };
    } catch (err) {
      if (Date.now() > deadline) {
        await stop();
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
