import { readFileSync } from 'node:fs';
import { ExclusiveFileLock } from '@rln/core';
import { EmbeddedPostgresError } from './errors';

/**
 * Ownership of a cluster: whoever holds this lock may start, stop and kill the cluster's server;
 * anyone else is refused. It is an `ExclusiveFileLock` (as the node's DataDirLock), so it dies
 * with its holder, kill -9 included: a server still running while the lock is free was left by
 * a dead owner (an orphan), and may be stopped; the server we spawn does not inherit it.
 */
export class ClusterLock {
  private constructor(private readonly lock: ExclusiveFileLock) {}

  static acquire(path: string): ClusterLock {
    const lock = ExclusiveFileLock.tryAcquire(path, String(process.pid));
    if (!lock) throw new EmbeddedPostgresError('in-use', `the embedded PostgreSQL cluster is in use by ${holder(path)} (${path}); stop it first`);
    return new ClusterLock(lock);
  }

  release(): void {
    this.lock.release();
  }
}

function holder(path: string): string {
  const pid = readFileSync(path, 'utf8').trim();
  return /^\d+$/.test(pid) ? `process ${pid}` : 'another process';
}
