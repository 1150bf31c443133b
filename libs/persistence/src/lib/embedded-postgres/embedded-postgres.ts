import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ensureDirectoryDurably } from '@rln/core';
import { PostgresBinaries, postgresBinaries } from './binaries';
import { ClusterLock } from './cluster-lock';
import { SUPERUSER, ensureCluster } from './cluster';
import { EmbeddedPostgresError } from './errors';
import { ServerAccount, serverAccount } from './server-account';
import { canIdentifyProcesses, postmasters, readPostmasterPid, serverProcesses } from './server-processes';
import { spawnInCluster } from './spawn-as';
import { stopServer, waitUntil } from './stop-server';

/**
 * Stated rather than left to defaults: COMMIT returns once its WAL is flushed to disk (fsync,
 * synchronous_commit) and a page torn by a power loss is restored from WAL (full_page_writes).
 * Given on the command line, which outranks postgresql.conf and ALTER SYSTEM.
 */
export const DURABILITY_SETTINGS = { fsync: 'on', synchronous_commit: 'on', full_page_writes: 'on' } as const;

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

const SOCKET_PORT = 5432;
/** sockaddr_un holds 108 bytes with the terminating NUL. */
const MAX_SOCKET_PATH = 107;

/** Our own messages (the server's own log is `<clusterDir>.log`); 'warn' when the server failed. */
export type EmbeddedPostgresLog = (message: string, level: 'info' | 'warn') => void;

export interface EmbeddedPostgresOptions {
  log?: EmbeddedPostgresLog;
  /**
   * Whether the server gets SIGINT (fast shutdown) when this process dies, kill -9 included
   * (Linux's parent-death signal, set by util-linux setpriv). Default true; tests turn it off to
   * leave an orphan behind.
   */
  dieWithParent?: boolean;
  /** How long to wait for the server to accept connections (crash recovery can take a while). */
  startTimeoutMs?: number;
}

/**
 * A PostgreSQL server that this process starts on its own cluster directory and stops: the
 * node's durable embedded database. One owner at a time (ClusterLock); a server left running by
 * a dead owner is stopped before a new one starts, so two servers never share the cluster.
 */
export class EmbeddedPostgres {
  private stopped = false;
  private restarting: Promise<void> | null = null;

  private constructor(
    private readonly launch: Launch,
    private child: ChildProcess,
    private readonly lock: ClusterLock,
    private readonly socketDirFd: number | null,
    /** The directory clients connect through (pg's `host`). */
    readonly socketDir: string,
  ) {
    this.watch(child);
  }

  readonly user = SUPERUSER;
  readonly database = 'postgres';
  readonly port = SOCKET_PORT;

  get clusterDir(): string {
    return this.launch.clusterDir;
  }

  static async start(clusterDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
    const log = options.log ?? (() => undefined);
    ensureDirectoryDurably(dirname(clusterDir), 0o700);
    const lock = ClusterLock.acquire(`${clusterDir}.lock`);
    let socketDirFd: number | null = null;
    try {
      const bins = postgresBinaries();
      const account = serverAccount(clusterDir, (message) => log(message, 'info'));
      const launch: Launch = { clusterDir, bins, account, dieWithParent: options.dieWithParent ?? true, startTimeoutMs: options.startTimeoutMs ?? 600_000, log };
      if ((await ensureCluster(clusterDir, bins, account)) === 'created') log(`created a PostgreSQL ${bins.major} cluster in ${clusterDir}`, 'info');
      const child = await startServer(launch);
      let socketDir = clusterDir;
      if (`${clusterDir}/.s.PGSQL.${SOCKET_PORT}`.length > MAX_SOCKET_PATH) {
        // A long data directory path: reach the socket through a descriptor of its directory.
        socketDirFd = openSync(clusterDir, 'r');
        socketDir = `/proc/self/fd/${socketDirFd}`;
      }
      return new EmbeddedPostgres(launch, child, lock, socketDirFd, socketDir);
    } catch (error) {
      if (socketDirFd !== null) closeSync(socketDirFd);
      // A server that started but never became ready must not outlive the failed start.
      const pid = readPostmasterPid(clusterDir)?.pid;
      if (pid && canIdentifyProcesses && serverProcesses(clusterDir).some((p) => p.pid === pid)) await stopServer(clusterDir, pid).catch(() => undefined);
      lock.release();
      throw error;
    }
  }

  /** Fast shutdown; resolves once every server process is gone. Idempotent. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    try {
      await this.restarting;
      if (this.child.pid !== undefined) await stopServer(this.clusterDir, this.child.pid);
    } finally {
      if (this.socketDirFd !== null) closeSync(this.socketDirFd);
      this.lock.release();
    }
  }

  /**
   * A server that exits while we still own it (killed by an operator or the OOM killer) is
   * started again, after WAL recovery, rather than leave the node running on no database; the
   * connection pool reconnects by itself. Retried with backoff while it fails.
   */
  private watch(child: ChildProcess): void {
    child.once('exit', (code, signal) => {
      if (this.stopped) return;
      this.launch.log(`the PostgreSQL server on ${this.clusterDir} exited (${signal ?? `exit ${code}`}); starting it again`, 'warn');
      this.restarting = this.restart().finally(() => (this.restarting = null));
    });
  }

  private async restart(): Promise<void> {
    for (let attempt = 0; !this.stopped; attempt++) {
      try {
        this.child = await startServer(this.launch);
        if (!this.stopped) this.watch(this.child);
        this.launch.log(`the PostgreSQL server on ${this.clusterDir} runs again`, 'info');
        return;
      } catch (error) {
        const delayMs = Math.min(1000 * 2 ** attempt, 30_000);
        this.launch.log(`starting the PostgreSQL server again failed (${(error as Error).message}); next try in ${delayMs} ms`, 'warn');
        await waitUntil(() => this.stopped, delayMs, 100);
      }
    }
  }
}

interface Launch {
  clusterDir: string;
  bins: PostgresBinaries;
  account: ServerAccount;
  dieWithParent: boolean;
  startTimeoutMs: number;
  log: EmbeddedPostgresLog;
}

/** Stops whatever still serves the cluster, then starts our server and waits until it accepts connections. */
async function startServer(launch: Launch): Promise<ChildProcess> {
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
