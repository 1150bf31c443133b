import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';

/** A lock whose expiry has come is released (supplement.md: expired reservations release themselves). */
export function isLockExpired(lock: Pick<RgbUtxoLock, 'expiresAtUnixSecs'>, nowUnixSecs: number): boolean {
  return lock.expiresAtUnixSecs !== null && lock.expiresAtUnixSecs <= nowUnixSecs;
}

/** Unexpired locks by outpoint. */
export function liveLocksByOutpoint(locks: readonly RgbUtxoLock[], nowUnixSecs: number): Map<string, RgbUtxoLock> {
  return new Map(locks.filter((l) => !isLockExpired(l, nowUnixSecs)).map((l) => [l.outpoint, l]));
}
