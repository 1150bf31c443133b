import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Just enough btcd for this lib's medium tests. The full harness (tools/regtest `Btcd`)
 * depends on this lib, so importing it here would make a dependency cycle; this copy
 * only spawns, waits for the RPC port and kills.
 */
export interface TestBtcd {
  readonly url: string;
  readonly user: string;
  readonly password: string;
  /** PEM of rpc.cert when started with TLS. */
  readonly cert?: Buffer;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export async function startTestBtcd(options: { miningAddress: string; tls?: boolean }): Promise<TestBtcd> {
  const cache = process.env['RLN_TOOLS_CACHE'] || join(homedir(), '.cache', 'rln-tools');
  const bin = join(process.env['BTCD_BIN_DIR'] || join(cache, 'btcd-v0.26.0', 'bin'), 'btcd');
  if (!existsSync(bin)) throw new Error(`btcd not found at ${bin}: run tools/regtest/install-btcd.sh`);
  const dataDir = mkdtempSync(join(tmpdir(), 'rln-chain-btcd-'));
  writeFileSync(join(dataDir, 'btcd.conf'), '');
  const [rpcPort, p2pPort] = [await freePort(), await freePort()];
  const tls = options.tls ?? false;
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
      '--addrindex',
      '--rpcuser=test',
      '--rpcpass=test-password',
      `--rpclisten=127.0.0.1:${rpcPort}`,
      `--listen=127.0.0.1:${p2pPort}`,
      `--miningaddr=${options.miningAddress}`,
      ...(tls ? [] : ['--notls']),
    ],
    { stdio: 'ignore' },
  );
  const killOnExit = (): void => void child.kill('SIGKILL');
  process.once('exit', killOnExit);
  await waitForPort(rpcPort, child);
  const certPath = join(dataDir, 'rpc.cert');
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${rpcPort}`,
    user: 'test',
    password: 'test-password',
    ...(tls ? { cert: readFileSync(certPath) } : {}),
    dataDir,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`btcd exited with ${child.exitCode}`);
    // Connect, never bind: binding the port to probe it could steal it from btcd.
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`btcd RPC port ${port} not open after 30 s`);
}
