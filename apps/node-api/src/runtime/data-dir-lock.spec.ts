import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { recordFsyncs } from '@rln/core/testing';
import { DataDirLock } from './data-dir-lock';

const ROOT = resolve(__dirname, '../../../..');
const REGISTER = join(ROOT, 'tools/register.js');

/** A real second process (the TypeScript sources through SWC, as `npm run start:dev` runs them) that takes the lock and keeps it. */
function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { DataDirLock } = require(${JSON.stringify(join(__dirname, 'data-dir-lock.ts'))});
    DataDirLock.acquire(process.env.LOCK_DIR, 'lock-holder');
    process.stdout.write('locked\\n');
    setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['-r', REGISTER, '-e', script], { cwd: ROOT, env: { ...process.env, LOCK_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolvePromise(child);
    });
    child.on('exit', (code) => reject(new Error(`lock holder exited with ${code}: ${stderr}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGKILL');
  });
}

describe('DataDirLock', () => {
  const children: ChildProcess[] = [];
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'rln-lock-'));
  });

  afterEach(async () => {
    await Promise.all(children.splice(0).map(killHard));
  });

  it('is not blocked by a stale lock file naming this very process (a restarted container is PID 1 again)', () => {
    writeFileSync(join(dataDir, 'node.lock'), JSON.stringify({ pid: process.pid, holder: 'node-api' }));
    const lock = DataDirLock.acquire(dataDir, 'node-api');
    expect(JSON.parse(readFileSync(join(dataDir, 'node.lock'), 'utf8'))).toEqual({ pid: process.pid, holder: 'node-api' });
    lock.release();
  });

  it('creates a missing data directory durably: the new directory and its parent are fsynced (the seed is written into it next)', () => {
    const log = recordFsyncs();
    const fresh = join(dataDir, 'node', 'data');
    const lock = DataDirLock.acquire(fresh, 'node-api');
    try {
      expect(log.steps).toEqual(expect.arrayContaining([`fsync ${dataDir}`, `fsync ${join(dataDir, 'node')}`, `fsync ${fresh}`]));
    } finally {
      lock.release();
      jest.restoreAllMocks();
    }
  });

  it('refuses a second holder in the same process until the first releases', () => {
    const first = DataDirLock.acquire(dataDir, 'node-api');
    expect(() => DataDirLock.acquire(dataDir, 'node-api token')).toThrow(`${dataDir} is in use by node-api (pid ${process.pid}); stop it first`);
    first.release();
    first.release();
    DataDirLock.acquire(dataDir, 'node-api token').release();
  });

  it('refuses while another live process holds it, and is free at once after that process is killed with SIGKILL', async () => {
    const holder = await holdInAnotherProcess(dataDir);
    children.push(holder);
    expect(() => DataDirLock.acquire(dataDir, 'node-api')).toThrow(`in use by lock-holder (pid ${holder.pid})`);
    await killHard(holder);
    // No waiting for staleness: the kernel dropped the lock with the process; the file is still there.
    const lock = DataDirLock.acquire(dataDir, 'node-api');
    lock.release();
  }, 60_000);

  it('keeps the token command line out while the node holds the directory', async () => {
    const lock = DataDirLock.acquire(dataDir, 'node-api');
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, RLN_DATA_DIR: dataDir, RLN_NETWORK: 'regtest' };
      delete env['DATABASE_URL'];
      delete env['RLN_CONFIG_FILE'];
      const result = await new Promise<{ code: number | null; stderr: string }>((resolvePromise) => {
        const cli = execFile(process.execPath, ['-r', REGISTER, join(ROOT, 'apps/node-api/src/cli.ts'), 'token', 'list'], { cwd: ROOT, env }, (_error, _stdout, stderr) =>
          resolvePromise({ code: cli.exitCode, stderr }),
        );
      });
      expect(result).toEqual({ code: 1, stderr: expect.stringContaining(`${dataDir} is in use by node-api (pid ${process.pid})`) });
    } finally {
      lock.release();
    }
  }, 60_000);
});
