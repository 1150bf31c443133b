import type { TxConfirmation } from '../ports/chain-status.port';
import type { RgbUnspent } from '../ports/rgb-engine.port';
import type { RgbUtxoLock } from '../ports/rgb-wallet-store.port';
import { carrierSummaries } from './carrier-summary';
import { carrierUtxos } from './carrier-utxo';

const NOW = 5_000;
const unspents: RgbUnspent[] = [
  { outpoint: 'a:0', valueSats: 20_000n, colorable: true, exists: true, derivationIndex: 0, pendingBlinded: 0, allocations: [{ assetId: 'rgb:n1', amount: 100n, settled: true }] },
  {
    outpoint: 'b:1',
    valueSats: 30_000n,
    colorable: true,
    exists: true,
    derivationIndex: 1,
    pendingBlinded: 1,
    allocations: [
      { assetId: 'rgb:n1', amount: 5n, settled: true },
      { assetId: 'rgb:n2', amount: 6n, settled: false },
    ],
  },
  { outpoint: 'c:0', valueSats: 40_000n, colorable: true, exists: true, derivationIndex: 2, pendingBlinded: 0, allocations: [] },
  { outpoint: 'v:0', valueSats: 50_000n, colorable: false, exists: true, derivationIndex: 0, pendingBlinded: 0, allocations: [] },
  // The change of a send that failed before broadcast: rgb-lib keeps its txo, which never exists.
  { outpoint: 'f:2', valueSats: 19_489n, colorable: true, exists: false, derivationIndex: 3, pendingBlinded: 0, allocations: [] },
];
const confirmations = new Map<string, TxConfirmation>([
  ['a:0', { status: 'confirmed', height: 110 }],
  ['b:1', { status: 'mempool' }],
]);
const locks: RgbUtxoLock[] = [
  { outpoint: 'b:1', reservationId: 'rsv_1', kind: 'manual_reservation', operationId: 'rsv_1', expiresAtUnixSecs: NOW + 60 },
  { outpoint: 'c:0', reservationId: 'x', kind: 'operation', operationId: 'op', expiresAtUnixSecs: NOW },
];

describe('carrierUtxos (GET /rgb/utxos)', () => {
  const byOutpoint = new Map(carrierUtxos(unspents, confirmations, locks, NOW).map((c) => [c.outpoint, c]));

  it('lists colourable outputs that exist only', () => {
    expect([...byOutpoint.keys()]).toEqual(['a:0', 'b:1', 'c:0']);
  });

  it.each([
    ['a:0', { confirmation: { status: 'confirmed', height: 110 }, lock: { locked: false, kind: 'none' }, allocations: [{ contractId: 'contract:n1', amount: 100n, layer: 'base' }], hasMixedAssetAllocations: false, spendRoles: ['rgb-state'], pendingBlindedReceives: 0 }],
    [
      'b:1',
      {
        confirmation: { status: 'mempool' },
        lock: { locked: true, kind: 'manual_reservation', operationId: 'rsv_1', expiresAtUnixSecs: NOW + 60 },
        allocations: [
          { contractId: 'contract:n1', amount: 5n, layer: 'active' },
          { contractId: 'contract:n2', amount: 6n, layer: 'pending' },
        ],
        hasMixedAssetAllocations: true,
        spendRoles: ['rgb-state'],
        pendingBlindedReceives: 1,
      },
    ],
    // Never read from the indexer: mempool; its lock expired now: unlocked.
    ['c:0', { confirmation: { status: 'mempool' }, lock: { locked: false, kind: 'none' }, allocations: [], hasMixedAssetAllocations: false, spendRoles: ['rgb-state', 'fee-support'], pendingBlindedReceives: 0 }],
  ])('%s', (outpoint, expected) => {
    expect(byOutpoint.get(outpoint)).toMatchObject(expected);
  });
});

describe('carrierSummaries (GET /rgb/utxos/summary)', () => {
  it('gives height, reservation and per-contract totals', () => {
    expect(carrierSummaries(unspents, confirmations, locks, NOW)).toEqual([
      { outpoint: 'a:0', valueSats: 20_000n, confirmedHeight: 110, reserved: false, reservedUntilUnixSecs: null, assets: [{ contractId: 'contract:n1', amount: 100n }] },
      {
        outpoint: 'b:1',
        valueSats: 30_000n,
        confirmedHeight: 0,
        reserved: true,
        reservedUntilUnixSecs: NOW + 60,
        assets: [
          { contractId: 'contract:n1', amount: 5n },
          { contractId: 'contract:n2', amount: 6n },
        ],
      },
      { outpoint: 'c:0', valueSats: 40_000n, confirmedHeight: 0, reserved: false, reservedUntilUnixSecs: null, assets: [] },
    ]);
  });
});
