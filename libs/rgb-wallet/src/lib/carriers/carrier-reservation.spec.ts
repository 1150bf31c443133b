import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { carrierToReserve, DEFAULT_RGB_RESERVATION_TTL_SECS, MAX_RGB_RESERVATION_TTL_SECS, reservationExpiry } from './carrier-reservation';

const NOW = 1_700_000_000;

describe('reservationExpiry', () => {
  it.each<[string, number | undefined, number]>([
    ['default ttl', undefined, NOW + DEFAULT_RGB_RESERVATION_TTL_SECS],
    ['one second', 1, NOW + 1],
    ['the maximum', MAX_RGB_RESERVATION_TTL_SECS, NOW + MAX_RGB_RESERVATION_TTL_SECS],
  ])('%s', (_, ttl, expiry) => {
    expect(reservationExpiry(NOW, ttl)).toBe(expiry);
  });

  it.each<[string, number]>([
    ['zero', 0],
    ['negative', -5],
    ['fractional', 1.5],
    ['above the maximum', MAX_RGB_RESERVATION_TTL_SECS + 1],
    ['not a number', Number.NaN],
  ])('refuses a %s ttl naming ttl_secs', (_, ttl) => {
    expect(() => reservationExpiry(NOW, ttl)).toThrow(expect.objectContaining({ code: 'InvalidRequest', details: { field: 'ttl_secs' } }));
  });
});

describe('carrierToReserve', () => {
  const unspent = (outpoint: string, extra: Partial<RgbUnspent> = {}): RgbUnspent => ({ outpoint, valueSats: 1_000n, colorable: true, exists: true, derivationIndex: 0, allocations: [], pendingBlinded: 0, ...extra });
  const busy = unspent('a:0', { allocations: [{ assetId: 'rgb:x', amount: 5n, settled: true }] });
  const vanilla = unspent('v:0', { colorable: false });
  const lockOn = (outpoint: string): RgbUtxoLock => ({ outpoint, reservationId: 'r', kind: 'manual_reservation', operationId: 'r', expiresAtUnixSecs: NOW + 10 });

  it.each<[string, RgbUnspent[], RgbUtxoLock[], string | undefined, string]>([
    ['the named carrier, even with allocations', [busy], [], 'a:0', 'a:0'],
    ['the first free carrier when none is named', [busy, unspent('b:0'), unspent('c:0')], [], undefined, 'b:0'],
    ['skipping a locked one', [unspent('b:0'), unspent('c:0')], [lockOn('b:0')], undefined, 'c:0'],
  ])('%s', (_, unspents, locks, named, picked) => {
    expect(carrierToReserve(unspents, locks, NOW, named)).toBe(picked);
  });

  it.each<[string, RgbUnspent[], RgbUtxoLock[], string | undefined, string]>([
    ['an unknown outpoint is 404', [busy], [], 'z:0', 'NotFound'],
    ['a vanilla output is no carrier', [vanilla], [], 'v:0', 'NotFound'],
    ['no free carrier is 409', [busy, vanilla, unspent('b:0')], [lockOn('b:0')], undefined, 'Conflict'],
  ])('%s', (_, unspents, locks, named, code) => {
    expect(() => carrierToReserve(unspents, locks, NOW, named)).toThrow(expect.objectContaining({ code }));
  });
});
