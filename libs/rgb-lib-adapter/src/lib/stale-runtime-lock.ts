import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** rgb-lib 0.3's lock on a wallet's RGB runtime (src/utils.rs), under `<data dir>/<fingerprint>/`. */
const RGB_RUNTIME_LOCK_FILE = 'rgb_runtime.lock';

/**
 * Removes the RGB runtime lock files under rgb-lib's data directory and returns their paths.
 * rgb-lib creates the file (create_new) for the length of each call and deletes it when the call
 * ends; a process killed inside a call leaves it, and every later open waits for it for an hour
 * (rgb-lib's release timeout) before failing. Call it only while no rgb-lib uses `dataDir`: then
 * any lock found is stale.
 */
export function clearStaleRuntimeLocks(dataDir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dataDir, { withFileTypes: true });
  } catch {
    return []; // a new wallet: nothing there yet
  }
  const removed: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory())) {
    const lock = join(dataDir, entry.name, RGB_RUNTIME_LOCK_FILE);
    try {
      rmSync(lock);
      removed.push(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return removed;
}
