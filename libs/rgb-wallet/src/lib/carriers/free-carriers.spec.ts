import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { freeCarriers } from './free-carriers';

const NOW = 1_000;

function unspent(outpoint: string, extra: Partial<RgbUnspent> = {}): RgbUnspent {
  return { outpoint, valueSats: 10_000n, colorable: true, exists: true, derivationIndex: 0, allocations: [], pendingBlinded: 0, ...extra };
}

const lock = (outpoint: string, expiresAtUnixSecs: number | null): RgbUtxoLock => ({ outpoint, reservationId: 'r', kind: 'operation', operationId: 'op', expiresAtUnixSecs });

describe('freeCarriers', () => {
  it.each<[string, RgbUnspent, RgbUtxoLock[], boolean]>([
    ['an empty colourable carrier is free', unspent('a:0'), [], true],
    ['a vanilla output is no carrier', unspent('a:0', { colorable: false }), [], false],
    ['the change of a send never broadcast (exists: false) is no carrier', unspent('a:0', { exists: false }), [], false],
    ['a settled allocation takes it', unspent('a:0', { allocations: [{ assetId: 'rgb:x', amount: 1n, settled: true }] }), [], false],
    ['a pending allocation takes it', unspent('a:0', { allocations: [{ assetId: 'rgb:x', amount: 1n, settled: false }] }), [], false],
    ['a live lock holds it', unspent('a:0'), [lock('a:0', NOW + 1)], false],
    ['a lock without expiry holds it', unspent('a:0'), [lock('a:0', null)], false],
    ['an expired lock does not', unspent('a:0'), [lock('a:0', NOW)], true],
    ['a lock on another outpoint does not', unspent('a:0'), [lock('b:0', null)], true],
  ])('%s', (_, candidate, locks, free) => {
    expect(freeCarriers([candidate], locks, NOW)).toEqual(free ? [candidate] : []);
  });

  it("keeps rgb-lib's order", () => {
    const list = [unspent('c:0'), unspent('a:0', { allocations: [{ assetId: 'rgb:x', amount: 1n, settled: true }] }), unspent('b:0')];
    expect(freeCarriers(list, [], NOW).map((u) => u.outpoint)).toEqual(['c:0', 'b:0']);
  });
});
