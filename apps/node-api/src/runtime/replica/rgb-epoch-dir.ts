import { closeSync, cpSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncDirectory } from '@rln/core';

const EPOCH_DIR = /^rgb-epoch-\d{20}$/;

function epochDirName(epoch: bigint): string {
  return `rgb-epoch-${epoch.toString().padStart(20, '0')}`;
}

/**
 * rgb-lib's data directory for the lease holder of `epoch`, on storage every replica mounts:
 * a copy of the newest earlier epoch's directory (or of `seedFrom`, the node's own rgb-lib
 * directory from before it ran as replicas, when there is none).
 *
 * rgb-lib keeps its state in files (SQLite, the RGB stash) that no database fence reaches, so
 * each holder writes only its own epoch's copy: an old holder that wakes from a pause and
 * finishes an rgb-lib call in flight writes into a directory no later holder reads. The copy
 * is taken while the old holder is dead or paused (the lease was taken from it), so it is
 * what a kill at that moment would have left, which rgb-lib and our addon recover from.
 * Copies older than the previous epoch's are removed.
 */
export function prepareRgbEpochDir(sharedDir: string, epoch: bigint, seedFrom: string | null): string {
  mkdirSync(sharedDir, { recursive: true, mode: 0o700 });
  const target = join(sharedDir, epochDirName(epoch));
  const earlier = readdirSync(sharedDir)
    .filter((name) => EPOCH_DIR.test(name) && name < epochDirName(epoch))
    .sort();
  const source = earlier.length > 0 ? join(sharedDir, earlier[earlier.length - 1]) : seedFrom !== null && existsSync(seedFrom) ? seedFrom : null;
  const staging = `${target}.copying`;
  rmSync(staging, { recursive: true, force: true });
  if (source) cpSync(source, staging, { recursive: true, preserveTimestamps: true });
  else mkdirSync(staging, { mode: 0o700 });
  fsyncTree(staging);
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
  fsyncDirectory(sharedDir);
  for (const old of earlier.slice(0, -1)) rmSync(join(sharedDir, old), { recursive: true, force: true });
  return target;
}

/** Every file and directory under `dir` on disk before the copy is named the epoch's. */
function fsyncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(path);
    else if (entry.isFile()) fsyncPath(path);
  }
  fsyncPath(dir);
}

function fsyncPath(path: string): void {
  const fd = openSync(path, statSync(path).isDirectory() ? 'r' : 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
