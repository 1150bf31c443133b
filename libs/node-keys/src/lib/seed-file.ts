import { chmodSync, existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDirectoryDurably, writeFileDurably } from '@rln/core';
import { NodeSeed } from './node-seed';

export const SEED_FILE_NAME = 'node_seed';

/**
 * Loads the node seed from `<dataDir>/node_seed`, creating it on first start. The file is
 * written with mode 0600 through a temporary file, fsync'd, renamed, and the directory fsync'd
 * (writeFileDurably), so a crash never leaves a half-written seed and a power loss right after
 * the first start cannot lose a seed the node already derived keys and addresses from; a seed
 * readable by group or others is tightened and reported.
 */
export function loadOrCreateSeed(dataDir: string, warn: (message: string) => void = () => undefined): {
  seed: NodeSeed;
  created: boolean;
} {
  const path = join(dataDir, SEED_FILE_NAME);
  if (existsSync(path)) {
    const mode = statSync(path).mode & 0o777;
    if (mode & 0o077) {
      chmodSync(path, 0o600);
      warn(`Seed file ${path} had mode ${mode.toString(8)}; tightened to 600`);
    }
    return { seed: NodeSeed.fromMnemonic(readFileSync(path, 'utf8')), created: false };
  }
  ensureDirectoryDurably(dataDir);
  const seed = NodeSeed.generate();
  writeFileDurably(path, seed.mnemonic() + '\n', { mode: 0o600 });
  return { seed, created: true };
}
