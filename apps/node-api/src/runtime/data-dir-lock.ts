import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ExclusiveFileLock, ensureDirectoryDurably } from '@rln/core';

/**
 * One process per data directory. The embedded database and the seed must never be opened
 * by two processes at once (PGlite has no cross-process locking), so the node and the token
 * command line take this lock first.
 *
 * The lock is an `ExclusiveFileLock` (the kernel's) on `node.lock`, so a stale file never blocks
 * a restart, even when the new process has the old one's PID (PID 1 in a container). The file
 * stays; its content only names the holder in the refusal.
 */
export class DataDirLock {
  private constructor(private readonly lock: ExclusiveFileLock) {}

  static acquire(dataDir: string, holder: string): DataDirLock {
    // The first thing that creates the data directory: make its entry durable (the seed lives here).
    ensureDirectoryDurably(dataDir, 0o700);
    const path = join(dataDir, 'node.lock');
    const lock = ExclusiveFileLock.tryAcquire(path, JSON.stringify({ pid: process.pid, holder }));
    if (!lock) throw new Error(`${dataDir} is in use by ${describeHolder(path)}; stop it first`);
    return new DataDirLock(lock);
  }

  /** Closing the only descriptor of the lock file drops the lock. */
  release(): void {
    this.lock.release();
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
