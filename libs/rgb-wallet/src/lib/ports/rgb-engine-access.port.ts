import type { RgbEngine, RgbWalletKeys } from './rgb-engine.port';

/** The rgb-lib wallet once online, with the account keys it restored. */
export interface OnlineRgbEngine {
  readonly engine: RgbEngine;
  readonly keys: RgbWalletKeys;
}

/**
 * How RGB services reach the engine: `ready()` returns it once online, or throws NodeNotReady
 * (not configured, or still connecting). Starting and retrying belong to the app's runtime.
 */
export interface RgbEngineAccess {
  ready(): OnlineRgbEngine;
}
