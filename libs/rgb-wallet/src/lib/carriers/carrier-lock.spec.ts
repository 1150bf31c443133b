import { isLockExpired, liveLocksByOutpoint } from './carrier-lock';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';

const lock = (outpoint: string, expiresAtUnixSecs: number | null): RgbUtxoLock => ({ outpoint, reservationId: `r-${outpoint}`, kind: 'manual_reservation', operationId: `r-${outpoint}`, expiresAtUnixSecs });

describe('reservation expiry', () => {
  it.each<[string, number | null, number, boolean]>([
    ['before its expiry', 1_000, 999, false],
    ['at its expiry', 1_000, 1_000, true],
    ['after its expiry', 1_000, 1_001, true],
    ['held until released', null, 9_999_999_999, false],
  ])('a lock %s: expired %s', (_, expiresAt, now, expired) => {
    expect(isLockExpired({ expiresAtUnixSecs: expiresAt }, now)).toBe(expired);
  });

  it('keeps only live locks, by outpoint', () => {
    const live = liveLocksByOutpoint([lock('a:0', 50), lock('b:0', 200), lock('c:0', null)], 100);
    expect([...live.keys()]).toEqual(['b:0', 'c:0']);
  });
});
