import { existsSync } from 'node:fs';
import { cp, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDirectory } from '@rln/core';

const EPOCH_DIR = /^rgb-epoch-\d{20}$/;
const COPY_ATTEMPTS = 3;

function rgbEpochDirName(epoch: bigint): string {
  return `rgb-epoch-${epoch.toString().padStart(20, '0')}`;
}

export interface RgbEpochSource {
  /** The epoch whose copy the last holder used (recorded in the database), or null before the first. */
  readonly recorded: bigint | null;
  /** rgb-lib's directory from before the node ran as replicas (its own data dir), if any. */
  readonly seedFrom: string | null;
  /** The database holds RGB records: starting rgb-lib on an empty directory would lose them. */
  readonly hasRgbState: boolean;
}

/**
 * rgb-lib's data directory for the lease holder of `epoch`, on storage every replica mounts:
 * a copy of the directory the last holder used (its epoch is recorded in the database; the
 * caller records this one before rgb-lib runs), or, before any holder recorded one, of the
 * newest copy there or of `seedFrom`.
 *
 * rgb-lib keeps its state in files (SQLite, the RGB stash) that no database fence reaches, so
 * each holder writes only its own epoch's copy: an old holder that wakes from a pause and
 * finishes an rgb-lib call in flight writes into a directory no later holder reads. The copy
 * is taken while the old holder is dead or paused (the lease was taken from it), so it is
 * what a kill at that moment would have left, which rgb-lib and our addon recover from; a
 * source that changes during the copy (an old holder's worker thread finishing a call as it
 * wakes) is copied again. Refuses, rather than start rgb-lib empty, when the recorded copy is
 * missing (RLN_RGB_SHARED_DIR not mounted?) or the database holds RGB records and there is
 * nothing to copy. Async, so the lease keeps being renewed during a long copy.
 */
export async function prepareRgbEpochDir(sharedDir: string, epoch: bigint, from: RgbEpochSource): Promise<string> {
  await mkdir(sharedDir, { recursive: true, mode: 0o700 });
  const names = await readdir(sharedDir);
  for (const name of names) if (name.endsWith('.copying')) await rm(join(sharedDir, name), { recursive: true, force: true });
  const source = await sourceDir(sharedDir, epoch, names, from);
  const target = join(sharedDir, rgbEpochDirName(epoch));
  const staging = `${target}.copying`;
  for (let attempt = 1; ; attempt++) {
    await rm(staging, { recursive: true, force: true });
    if (source === null) {
      await mkdir(staging, { mode: 0o700 });
      break;
    }
    const before = await fingerprint(source);
    await cp(source, staging, { recursive: true, preserveTimestamps: true });
    if ((await fingerprint(source)) === before) break;
    if (attempt >= COPY_ATTEMPTS) throw new Error(`rgb-lib's data in ${source} kept changing while it was copied (is an old lease holder still running?)`);
  }
  await fsyncTree(staging);
  await rm(target, { recursive: true, force: true });
  await rename(staging, target);
  fsyncDirectory(sharedDir);
  // Keep the copy taken and the one it came from; older ones are no one's.
  for (const name of names) {
    const path = join(sharedDir, name);
    if (EPOCH_DIR.test(name) && path !== source && path !== target) await rm(path, { recursive: true, force: true });
  }
  return target;
}

async function sourceDir(sharedDir: string, epoch: bigint, names: string[], from: RgbEpochSource): Promise<string | null> {
  if (from.recorded !== null) {
    const recorded = join(sharedDir, rgbEpochDirName(from.recorded));
    if (!existsSync(recorded)) {
      throw new Error(`${sharedDir} holds no ${rgbEpochDirName(from.recorded)}, the copy of rgb-lib's data the last lease holder used: is RLN_RGB_SHARED_DIR mounted?`);
    }
    return recorded;
  }
  const earlier = names.filter((name) => EPOCH_DIR.test(name) && name < rgbEpochDirName(epoch)).sort();
  if (earlier.length > 0) return join(sharedDir, earlier[earlier.length - 1]);
  if (from.seedFrom !== null && existsSync(from.seedFrom)) return from.seedFrom;
  if (from.hasRgbState) {
    throw new Error(
      `the database holds RGB records but neither ${sharedDir} nor ${from.seedFrom ?? 'this data directory'} has rgb-lib's data: ` +
        "copy the node's rgb directory into RLN_RGB_SHARED_DIR as rgb-epoch-00000000000000000000 (docs/operations.md)",
    );
  }
  return null;
}

/** Paths, sizes and modification times of every file under `dir`: what a write in it changes. */
async function fingerprint(dir: string): Promise<string> {
  const parts: string[] = [];
  const walk = async (path: string, rel: string): Promise<void> => {
    for (const entry of (await readdir(path, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) await walk(child, `${rel}/${entry.name}`);
      else if (entry.isFile()) {
        const s = await stat(child);
        parts.push(`${rel}/${entry.name}:${s.size}:${s.mtimeMs}`);
      }
    }
  };
  await walk(dir, '');
  return parts.join('\n');
}

/** Every file and directory under `dir` on disk before the copy is named the epoch's. */
async function fsyncTree(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await fsyncTree(path);
    else if (entry.isFile()) await fsyncPath(path, 'r+');
  }
  await fsyncPath(dir, 'r');
}

async function fsyncPath(path: string, flags: 'r' | 'r+'): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
