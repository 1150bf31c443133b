import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per data directory. The embedded database and the seed must never be opened
 * by two processes at once (PGlite has no cross-process locking), so the node and the token
 * command line take this lock first. A lock left by a dead process is taken over.
 */
export class DataDirLock {
  private constructor(private readonly path: string) {}

  static acquire(dataDir: string, holder: string): DataDirLock {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const path = join(dataDir, 'node.lock');
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const fd = openSync(path, 'wx', 0o600);
        writeSync(fd, JSON.stringify({ pid: process.pid, holder }));
        closeSync(fd);
        return new DataDirLock(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = readOwner(path);
        if (owner && isAlive(owner.pid)) {
          throw new Error(`${dataDir} is in use by ${owner.holder} (pid ${owner.pid}); stop it first`);
        }
        rmSync(path, { force: true });
      }
    }
    throw new Error(`could not lock ${dataDir}`);
  }

  release(): void {
    rmSync(this.path, { force: true });
  }
}

function readOwner(path: string): { pid: number; holder: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { pid?: unknown; holder?: unknown };
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, holder: String(parsed.holder ?? 'another process') } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
