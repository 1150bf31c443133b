import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDirectoryDurably } from '@rln/core';
import { tryLock } from 'fs-native-extensions';

/**
 * One process per data directory. The embedded database and the seed must never be opened
 * by two processes at once (PGlite has no cross-process locking), so the node and the token
 * command line take this lock first.
 *
 * The lock is the kernel's (an open-file-description lock, fcntl F_OFD_SETLK, on `node.lock`),
 * not the file's existence or the PID written in it: the kernel drops it when the holder's
 * file is closed or the process dies, kill -9 included, so a stale file never blocks a restart,
 * even when the new process has the old one's PID (PID 1 in a container). The file stays; its
 * content only names the holder in the refusal.
 */
export class DataDirLock {
  private released = false;

  private constructor(private readonly fd: number) {}

  static acquire(dataDir: string, holder: string): DataDirLock {
    // The first thing that creates the data directory: make its entry durable (the seed lives here).
    ensureDirectoryDurably(dataDir, 0o700);
    const path = join(dataDir, 'node.lock');
    // Never truncated or removed before the lock is ours: removing it would let a
    // newcomer lock a fresh file while an older process still holds the old one.
    const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
    try {
      if (!lockExclusively(fd)) {
        throw new Error(`${dataDir} is in use by ${describeHolder(path)}; stop it first`);
      }
      ftruncateSync(fd, 0);
      writeSync(fd, JSON.stringify({ pid: process.pid, holder }), 0);
      return new DataDirLock(fd);
    } catch (error) {
      closeSync(fd);
      throw error;
    }
  }

  /** Closing the only descriptor of the lock file drops the lock. */
  release(): void {
    if (this.released) return;
    this.released = true;
    closeSync(this.fd);
  }
}

function lockExclusively(fd: number): boolean {
  try {
    return tryLock(fd);
  } catch (error) {
    // POSIX lets a conflicting fcntl lock fail with EACCES as well as EAGAIN.
    if ((error as NodeJS.ErrnoException).code === 'EACCES') return false;
    throw error;
  }
}

/** Best effort: the holder writes its name just after locking, so the file may still be empty. */
function describeHolder(path: string): string {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; holder?: unknown };
    if (typeof parsed.pid === 'number') return `${String(parsed.holder ?? 'another process')} (pid ${parsed.pid})`;
  } catch {
    // fall through
  }
  return 'another process';
}
