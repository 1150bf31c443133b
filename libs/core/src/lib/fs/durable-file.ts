import { closeSync, constants, fchmodSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Replaces `path` with `data` so that after a crash or power loss the file holds either its
 * old content or all of `data`, and once this returns the new content survives both: the data
 * goes to `<path>.tmp`, which is fsync'd, renamed over `path`, and then the directory (where
 * the rename lives) is fsync'd. A failure removes the temporary file and rethrows. `mode` is
 * set on the temporary file before anything is written to it, so the content is never
 * readable with wider permissions.
 */
export function writeFileDurably(path: string, data: string | Uint8Array, options: { mode: number }): void {
  const tmp = `${path}.tmp`;
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  try {
    // Never through a link planted at the temporary name: remove whatever is there, then
    // create it exclusively (O_EXCL does not follow a symlink).
    rmSync(tmp, { force: true });
    const fd = openSync(tmp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, options.mode);
    try {
      // The process umask may have narrowed or kept bits of the mode at creation: set it exactly.
      fchmodSync(fd, options.mode);
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  }
  fsyncDirectory(dirname(path));
}

/**
 * `mkdir -p` whose new entries survive a power loss: every directory it created is fsync'd,
 * and so is the parent of the first one (which now names it).
 */
export function ensureDirectoryDurably(dir: string, mode = 0o700): void {
  const first = mkdirSync(dir, { recursive: true, mode });
  if (first === undefined) return;
  const created = relative(first, dir).split(sep).filter((part) => part.length > 0);
  let current = first;
  const toSync = [dirname(first), first];
  for (const part of created) {
    current = join(current, part);
    toSync.push(current);
  }
  for (const d of toSync) fsyncDirectory(d);
}

/** Makes the directory's entries (a create, a rename) durable. */
export function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
