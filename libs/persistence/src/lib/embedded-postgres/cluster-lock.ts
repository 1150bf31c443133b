import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tryLock } from 'fs-native-extensions';
import { EmbeddedPostgresError } from './errors';

/**
 * Ownership of a cluster: whoever holds this lock may start, stop and kill the cluster's server;
 * anyone else is refused. It is the kernel's open-file-description lock (as the node's
 * DataDirLock), so it dies with its holder, kill -9 included: a server still running while the
 * lock is free was left by a dead owner (an orphan), and may be stopped. The descriptor is
 * close-on-exec, so the server we spawn does not inherit (and keep) the lock.
 */
export class ClusterLock {
  private released = false;

  private constructor(private readonly fd: number) {}

  static acquire(path: string): ClusterLock {
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    let locked = false;
    try {
      locked = tryLock(fd);
    } catch (error) {
      // POSIX lets a conflicting fcntl lock fail with EACCES as well as EAGAIN.
      if ((error as NodeJS.ErrnoException).code !== 'EACCES') {
        closeSync(fd);
        throw error;
      }
    }
    if (!locked) {
      closeSync(fd);
      throw new EmbeddedPostgresError('in-use', `the embedded PostgreSQL cluster is in use by ${holder(path)} (${path}); stop it first`);
    }
    ftruncateSync(fd, 0);
    writeSync(fd, String(process.pid), 0);
    return new ClusterLock(fd);
  }

  release(): void {
    if (this.released) return;
    this.released = true;
    closeSync(this.fd);
  }
}

function holder(path: string): string {
  const pid = readFileSync(path, 'utf8').trim();
  return /^\d+$/.test(pid) ? `process ${pid}` : 'another process';
}
