import type { ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensureDirectoryDurably } from '@rln/core';
import { postgresBinaries } from './binaries';
import { ClusterLock } from './cluster-lock';
import { SUPERUSER, ensureCluster } from './cluster';
import { type Launch, startServer } from './server-launch';
import { serverAccount } from './server-account';
import { canIdentifyProcesses, readPostmasterPid, serverProcesses } from './server-processes';
import { stopServer, waitUntil } from './stop-server';

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
  /** Set when the node begins to shut down: an exit from then on is not restarted. */
  private retired = false;
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

  /**
   * The node is shutting down (its pool is about to close): a server exit from now on, such as
   * a service manager stopping the whole control group, is not answered with a new server.
   */
  retire(): void {
    this.retired = true;
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
      if (this.stopped || this.retired) return;
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
