import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Database } from '../database';
import { EmbeddedPostgres } from './embedded-postgres';
import { EmbeddedPostgresError } from './errors';
import { postmasters, readPostmasterPid, serverProcesses } from './server-processes';
import { waitUntil } from './stop-server';

const ROOT = resolve(__dirname, '../../../../..');
const REGISTER = join(ROOT, 'tools/register.js');

function freshCluster(): string {
  return join(mkdtempSync(join(tmpdir(), 'rln-embedded-pg-')), 'pg');
}

function open(clusterDir: string, messages: string[] = []): Promise<Database> {
  return Database.open({ kind: 'embedded-postgres', dataDir: clusterDir }, { log: (message) => messages.push(message) });
}

async function rows(db: Database): Promise<number[]> {
  return (await db.statement<{ v: number }>('SELECT v FROM crash_probe ORDER BY v', [])).map((r) => r.v);
}

/**
 * A real second process (the sources through SWC, as `npm run start:dev` runs them) that opens the
 * cluster, commits row 1 and then waits to be killed, like a node.
 */
function ownerProcess(clusterDir: string, dieWithParent: boolean): Promise<ChildProcess> {
  const script = `
    const { EmbeddedPostgres } = require(${JSON.stringify(join(__dirname, 'embedded-postgres.ts'))});
    const { Client } = require('pg');
    (async () => {
      const server = await EmbeddedPostgres.start(process.env.CLUSTER_DIR, { dieWithParent: ${dieWithParent} });
      const client = new Client({ host: server.socketDir, port: server.port, user: server.user, database: server.database });
      await client.connect();
      await client.query('CREATE TABLE crash_probe (v int)');
      await client.query('INSERT INTO crash_probe VALUES (1)');
      process.stdout.write('committed\\n');
      setInterval(() => {}, 60_000);
    })().catch((error) => { process.stderr.write(String(error.stack)); process.exit(1); });`;
  const child = spawn(process.execPath, ['-r', REGISTER, '-e', script], { cwd: ROOT, env: { ...process.env, CLUSTER_DIR: clusterDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolvePromise, reject) => {
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('committed')) resolvePromise(child);
    });
    child.on('exit', (code) => reject(new Error(`owner exited with ${code}: ${stderr}`)));
  });
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolvePromise) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    child.kill('SIGKILL');
  });
}

describe('embedded PostgreSQL', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('runs durably: fsync, synchronous_commit and full_page_writes are on, checksums too, and no TCP address is listened on', async () => {
    const clusterDir = freshCluster();
    const messages: string[] = [];
    const db = await open(clusterDir, messages);
    cleanups.push(() => db.close());
    expect(messages).toEqual([expect.stringMatching(/^created a PostgreSQL \d+ cluster in /)]);
    const show = async (name: string) => (await db.statement<Record<string, string>>(`SHOW ${name}`, []))[0]?.[name];
    expect(await show('fsync')).toBe('on');
    expect(await show('synchronous_commit')).toBe('on');
    expect(await show('full_page_writes')).toBe('on');
    expect(await show('data_checksums')).toBe('on');
    expect(await show('listen_addresses')).toBe('');
    // Given on the command line: a session may not quietly turn durability off server-wide.
    const source = await db.statement<{ name: string; source: string }>(`SELECT name, source FROM pg_settings WHERE name IN ('fsync', 'synchronous_commit', 'full_page_writes') ORDER BY name`, []);
    expect(source).toEqual([
      { name: 'fsync', source: 'command line' },
      { name: 'full_page_writes', source: 'command line' },
      { name: 'synchronous_commit', source: 'command line' },
    ]);
  });

  it('keeps committed rows when the database server is killed with SIGKILL: it is started again, recovers them from the WAL, and the pool reconnects', async () => {
    const clusterDir = freshCluster();
    const messages: string[] = [];
    const db = await open(clusterDir, messages);
    await db.statement('CREATE TABLE crash_probe (v int)', []);
    await db.transaction((m) => m.query('INSERT INTO crash_probe VALUES (1), (2)'));
    const killed = readPostmasterPid(clusterDir)?.pid;
    expect(killed).toBeDefined();
    process.kill(killed as number, 'SIGKILL');
    const restarted = () => {
      const now = readPostmasterPid(clusterDir);
      return now !== null && now.pid !== killed && now.status === 'ready';
    };
    expect(await waitUntil(restarted, 30_000)).toBe(true);
    // The pool drops its connections to the killed server; a query after that opens a new one.
    let after: number[] | null = null;
    for (let attempt = 0; attempt < 50 && after === null; attempt++) {
      after = await rows(db).catch(() => null);
      if (after === null) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after).toEqual([1, 2]);
    expect(messages).toContainEqual(expect.stringMatching(/exited \(SIGKILL\); starting it again/));
    expect(readFileSync(`${clusterDir}.log`, 'utf8')).toMatch(/database system was interrupted|not properly shut down/);
    await db.close();
    expect(serverProcesses(clusterDir)).toEqual([]);

    const reopened = await open(clusterDir);
    cleanups.push(() => reopened.close());
    expect(await rows(reopened)).toEqual([1, 2]);
  });

  it('stops a server left running by an owner killed with SIGKILL (an orphan) and starts its own, the committed row intact', async () => {
    const clusterDir = freshCluster();
    const owner = await ownerProcess(clusterDir, false);
    const orphan = readPostmasterPid(clusterDir)?.pid;
    await killHard(owner);
    expect(postmasters(serverProcesses(clusterDir))).toEqual([orphan]);

    const messages: string[] = [];
    const db = await open(clusterDir, messages);
    cleanups.push(() => db.close());
    expect(messages).toEqual([expect.stringContaining(`stopping the PostgreSQL server (pid ${orphan}) left running`)]);
    expect(await rows(db)).toEqual([1]);
    const now = postmasters(serverProcesses(clusterDir));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(orphan);
  }, 120_000);

  it('with setpriv, the server stops by itself when its owner is killed with SIGKILL', async () => {
    const clusterDir = freshCluster();
    const owner = await ownerProcess(clusterDir, true);
    expect(serverProcesses(clusterDir).length).toBeGreaterThan(0);
    await killHard(owner);
    expect(await waitUntil(() => serverProcesses(clusterDir).length === 0, 30_000)).toBe(true);
    const db = await open(clusterDir);
    cleanups.push(() => db.close());
    expect(await rows(db)).toEqual([1]);
  }, 120_000);

  it('refuses a second owner while the first lives, and leaves the first serving', async () => {
    const clusterDir = freshCluster();
    const first = await EmbeddedPostgres.start(clusterDir);
    cleanups.push(() => first.stop());
    const second = EmbeddedPostgres.start(clusterDir);
    await expect(second).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(second).rejects.toMatchObject({ failure: 'in-use', message: expect.stringContaining(`in use by process ${process.pid}`) });
    expect(readPostmasterPid(clusterDir)?.status).toBe('ready');
    await first.stop();
    expect(serverProcesses(clusterDir)).toEqual([]);
  });

  it('starts despite a postmaster.pid naming a live process that serves no cluster (its pid reused after a reboot)', async () => {
    const clusterDir = freshCluster();
    await (await EmbeddedPostgres.start(clusterDir)).stop();
    // PostgreSQL alone would refuse: the pid is alive and the server's own account's, so kill(pid, 0) succeeds.
    const { uid, gid } = statSync(clusterDir);
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore', uid, gid });
    cleanups.push(async () => void stranger.kill('SIGKILL'));
    writeFileSync(join(clusterDir, 'postmaster.pid'), `${stranger.pid}\n${clusterDir}\n1\n5432\n.\n\n0 0\nready\n`);
    const db = await open(clusterDir);
    cleanups.push(() => db.close());
    expect(readPostmasterPid(clusterDir)?.pid).not.toBe(stranger.pid);
    expect(stranger.exitCode).toBeNull();
    expect(stranger.signalCode).toBeNull();
  });

  it('refuses a cluster of another major version and a non-empty directory holding no cluster; clears an interrupted initdb', async () => {
    const older = freshCluster();
    mkdirSync(older);
    writeFileSync(join(older, 'PG_VERSION'), '17\n');
    await expect(EmbeddedPostgres.start(older)).rejects.toMatchObject({ failure: 'version-mismatch' });
    const stray = freshCluster();
    mkdirSync(stray);
    writeFileSync(join(stray, 'notes.txt'), 'not a cluster');
    await expect(EmbeddedPostgres.start(stray)).rejects.toMatchObject({ failure: 'not-a-cluster' });
    expect(readFileSync(join(stray, 'notes.txt'), 'utf8')).toBe('not a cluster');
    const interrupted = freshCluster();
    mkdirSync(`${interrupted}.initdb-0badc0de`);
    const server = await EmbeddedPostgres.start(interrupted);
    cleanups.push(() => server.stop());
    expect(existsSync(`${interrupted}.initdb-0badc0de`)).toBe(false);
    expect(existsSync(join(interrupted, 'PG_VERSION'))).toBe(true);
  });
});
