import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Pinned in one more place: tools/lnd/install-lnd.sh. */
export const LND_VERSION = 'v0.19.3-beta';

/** Where install-lnd.sh puts lnd and lncli (LND_BIN_DIR overrides). */
export function lndBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env['LND_BIN_DIR']) return env['LND_BIN_DIR'];
  const cache = env['RLN_TOOLS_CACHE'] || join(homedir(), '.cache', 'rln-tools');
  return join(cache, `lnd-${LND_VERSION}`, 'bin');
}

/** Path of the lnd binary, or a clear error telling how to build it. */
export function resolveLndBinary(env: NodeJS.ProcessEnv = process.env): string {
  const path = join(lndBinDir(env), 'lnd');
  if (!existsSync(path)) {
    throw new Error(`lnd ${LND_VERSION} not found at ${path}: run tools/lnd/install-lnd.sh (needs Go 1.23+, builds in a few minutes)`);
  }
  return path;
}
