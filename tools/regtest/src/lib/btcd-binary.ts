import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Pinned in one more place: tools/regtest/install-btcd.sh. */
export const BTCD_VERSION = 'v0.26.0';

/** Where install-btcd.sh puts btcd and btcctl (BTCD_BIN_DIR overrides). */
export function btcdBinDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env['BTCD_BIN_DIR']) return env['BTCD_BIN_DIR'];
  const cache = env['RLN_TOOLS_CACHE'] || join(homedir(), '.cache', 'rln-tools');
  return join(cache, `btcd-${BTCD_VERSION}`, 'bin');
}

/** Path of the btcd binary, or a clear error telling how to install it. */
export function resolveBtcdBinary(env: NodeJS.ProcessEnv = process.env): string {
  const path = join(btcdBinDir(env), 'btcd');
  if (!existsSync(path)) {
    throw new Error(`btcd ${BTCD_VERSION} not found at ${path}: run tools/regtest/install-btcd.sh (needs Go 1.25+)`);
  }
  return path;
}
