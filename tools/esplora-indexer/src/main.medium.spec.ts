import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Btcd, Faucet } from '@rln/regtest';

jest.setTimeout(60_000);

const REPO_ROOT = join(__dirname, '..', '..', '..');

describe('esplora-indexer CLI', () => {
  let dir: string;
  let btcd: Btcd;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esplora-cli-'));
    btcd = await Btcd.start({ dataDir: dir, miningAddress: Faucet.address });
    await btcd.mine(3);
  });

  afterAll(async () => {
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints its URL, serves the chain and exits 0 on SIGTERM', async () => {
    const { url, user, password } = btcd.rpc;
    const child = spawn(
      process.execPath,
      ['-r', './tools/register.js', 'tools/esplora-indexer/src/main.ts', '--rpc-url', url, '--rpc-user', user, '--rpc-pass', password],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
        child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
      });
      expect(line).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(await (await fetch(`${line}/blocks/tip/height`)).text()).toBe('3');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('exits 1 with usage when arguments are missing', async () => {
    const child = spawn(process.execPath, ['-r', './tools/register.js', 'tools/esplora-indexer/src/main.ts'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/usage/);
  });
});
