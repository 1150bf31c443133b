import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NodeSeed } from './node-seed';

export const SEED_FILE_NAME = 'node_seed';

/**
 * Loads the node seed from `<dataDir>/node_seed`, creating it on first start. The file is
 * written with mode 0600 through a temporary file and a rename, so a crash never leaves a
 * half-written seed; a seed readable by group or others is tightened and reported.
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
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const seed = NodeSeed.generate();
  const tmp = `${path}.tmp`;
  writeFileSync(tmp, seed.mnemonic() + '\n', { mode: 0o600, flag: 'w' });
  renameSync(tmp, path);
  return { seed, created: true };
}
