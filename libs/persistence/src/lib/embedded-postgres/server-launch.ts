import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PostgresBinaries } from './binaries';
import type { EmbeddedPostgresLog } from './embedded-postgres';
import { EmbeddedPostgresError } from './errors';
import type { ServerAccount } from './server-account';
import { canIdentifyProcesses, postmasters, readPostmasterPid, serverProcesses } from './server-processes';
import { spawnInCluster } from './spawn-as';
import { stopServer, waitUntil } from './stop-server';

/**
 * Stated rather than left to defaults: COMMIT returns once its WAL is flushed to disk (fsync,
 * synchronous_commit) and a page torn by a power loss is restored from WAL (full_page_writes).
 * Given on the command line, which outranks postgresql.conf and ALTER SYSTEM.
 */
const DURABILITY_SETTINGS = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } as const;

/** The server listens on a Unix socket in the cluster directory only (mode 0700): no TCP port, no password. */
const SETTINGS: Record<string, string> = {
  ...DURABILITY_SETTINGS,
  listen_addresses: '',
  // Relative to the server's working directory, the cluster: no 107-byte socket path limit on the server side.
  unix_socket_directories: '.',
  unix_socket_permissions: '0700',
  // The node's pool holds at most 10 connections; the rest is room for an operator's psql.
  max_connections: '20',
  // Fewer idle processes: I/O from the backends themselves (PostgreSQL 17's way) and no logical replication.
  io_method: 'sync',
  max_logical_replication_workers: '0',
  log_checkpoints: 'off',
};

/** What starting the server needs, kept for starting it again. */
export interface Launch {
  clusterDir: string;
  bins: PostgresBinaries;
  account: ServerAccount;
  dieWithParent: boolean;
  startTimeoutMs: number;
  log: EmbeddedPostgresLog;
}

/** Stops whatever still serves the cluster, then starts our server and waits until it accepts connections. */
export async function startServer(launch: Launch): Promise<ChildProcess> {
  await stopLeftoverServer(launch.clusterDir, launch.log);
  const child = spawnServer(launch.clusterDir, launch.bins, launch.account, launch.dieWithParent);
  await waitForReady(launch.clusterDir, child, launch.startTimeoutMs);
  return child;
}

/**
 * A server still running on the cluster while we hold its lock was started by an owner that
 * died (kill -9, or no setpriv to take the server along): stop it. A postmaster.pid left behind
 * is removed once no server process is left, since PostgreSQL refuses to start while the pid
 * it names exists, even when that pid now belongs to another program or is a zombie.
 */
async function stopLeftoverServer(clusterDir: string, log: EmbeddedPostgresLog): Promise<void> {
  // Elsewhere PostgreSQL's own postmaster.pid check refuses a second server on the cluster.
  if (!canIdentifyProcesses) return;
  for (const pid of postmasters(serverProcesses(clusterDir))) {
    log(`stopping the PostgreSQL server (pid ${pid}) left running on ${clusterDir} by a previous process`, 'warn');
    await stopServer(clusterDir, pid);
  }
  if (serverProcesses(clusterDir).length > 0) {
    throw new EmbeddedPostgresError('stop-failed', `processes of an earlier PostgreSQL server still run on ${clusterDir}`);
  }
  rmSync(join(clusterDir, 'postmaster.pid'), { force: true });
}

function spawnServer(clusterDir: string, bins: PostgresBinaries, account: ServerAccount, dieWithParent: boolean): ChildProcess {
  const serverArgs = (dataDir: string) => ['-D', dataDir, ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  // setpriv sets the parent-death signal, then execs postgres in the same process: the postmaster
  // gets SIGINT when this process's thread that spawned it exits (Node spawns from the main thread).
  const watchdog = dieWithParent && bins.setpriv !== null;
  const log = openSync(`${clusterDir}.log`, 'a', 0o600);
  try {
    const child = spawnInCluster(
      account,
      clusterDir,
      watchdog ? (bins.setpriv as string) : bins.postgres,
      (dataDir) => (watchdog ? ['--pdeathsig', 'INT', '--', bins.postgres, ...serverArgs(dataDir)] : serverArgs(dataDir)),
      // Its own session: a Ctrl-C meant for the node must not stop the database under it; the
      // node stops the server itself, after its last write.
      { stdio: ['ignore', log, log], detached: true },
    );
    child.unref();
    return child;
  } finally {
    closeSync(log);
  }
}

async function waitForReady(clusterDir: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const ended: { how: string | null } = { how: null };
  child.once('exit', (code, signal) => (ended.how = signal ?? `exit ${code}`));
  child.once('error', (error) => (ended.how = error.message));
  const ready = () => {
    const pidFile = readPostmasterPid(clusterDir);
    return ended.how !== null || (pidFile !== null && pidFile.pid === child.pid && pidFile.status === 'ready');
  };
  const inTime = await waitUntil(ready, timeoutMs);
  if (inTime && ended.how === null) return;
  const what = ended.how !== null ? `exited (${ended.how})` : `was not ready within ${timeoutMs} ms`;
  throw new EmbeddedPostgresError('start-failed', `the PostgreSQL server on ${clusterDir} ${what}: ${logTail(`${clusterDir}.log`)}`);
}

function logTail(path: string): string {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-5).join(' | ');
  } catch {
    return '(no log)';
  }
}
