import { ConflictError, InvalidRequestError } from '@rln/core';
import { RgbUtxoNotFoundError } from '../errors/rgb-wallet.errors';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { freeCarriers, isCarrier } from './free-carriers';

export const DEFAULT_RGB_RESERVATION_TTL_SECS = 300;
export const MAX_RGB_RESERVATION_TTL_SECS = 30 * 24 * 3600;

/** When a reservation of `ttlSecs` (default 300) taken now expires. */
export function reservationExpiry(nowUnixSecs: number, ttlSecs: number = DEFAULT_RGB_RESERVATION_TTL_SECS): number {
  if (!Number.isInteger(ttlSecs) || ttlSecs < 1 || ttlSecs > MAX_RGB_RESERVATION_TTL_SECS) {
    throw new InvalidRequestError(`ttl_secs must be an integer from 1 to ${MAX_RGB_RESERVATION_TTL_SECS}`, undefined, { field: 'ttl_secs' });
  }
  return nowUnixSecs + ttlSecs;
}

/**
 * The carrier a reservation takes: the named one if it is a carrier of the wallet (a held
 * lock is refused when the lock is added), else the first free carrier.
 */
export function carrierToReserve(unspents: readonly RgbUnspent[], locks: readonly RgbUtxoLock[], nowUnixSecs: number, outpoint?: string): string {
  const carriers = unspents.filter(isCarrier);
  if (outpoint !== undefined) {
    if (!carriers.some((u) => u.outpoint === outpoint)) throw new RgbUtxoNotFoundError(outpoint);
    return outpoint;
  }
  const free = freeCarriers(carriers, locks, nowUnixSecs);
  if (free.length === 0) throw new ConflictError('No free RGB UTXO to reserve', 'Fund the RGB wallet with POST /rgb/utxos/fund, then POST /rgb/sync');
  return free[0].outpoint;
}
