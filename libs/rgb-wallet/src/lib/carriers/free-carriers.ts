import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { liveLocksByOutpoint } from './carrier-lock';

/**
 * Carriers the node may hand to a new operation: colourable, no allocation of any layer,
 * no unexpired lock. Order is rgb-lib's (it picks the first candidate itself).
 */
export function freeCarriers(unspents: readonly RgbUnspent[], locks: readonly RgbUtxoLock[], nowUnixSecs: number): RgbUnspent[] {
  const locked = liveLocksByOutpoint(locks, nowUnixSecs);
  return unspents.filter((u) => isCarrier(u) && u.allocations.length === 0 && !locked.has(u.outpoint));
}

/** A carrier: a colourable output whose transaction was broadcast (rgb-lib also lists ones never sent). */
export function isCarrier(u: RgbUnspent): boolean {
  return u.colorable && u.exists;
}
