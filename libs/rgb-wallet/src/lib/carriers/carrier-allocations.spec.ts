import type { TxConfirmation } from '../ports/chain-status.port';
import { allocationLayer, assetTotals, carrierAllocations, hasMixedAssetAllocations, spendRoles, type AllocationLayer } from './carrier-allocations';

const CONFIRMED: TxConfirmation = { status: 'confirmed', height: 120 };
const MEMPOOL: TxConfirmation = { status: 'mempool' };

describe('allocationLayer', () => {
  it.each<[string, boolean, TxConfirmation, AllocationLayer]>([
    ['settled on a mined carrier', true, CONFIRMED, 'base'],
    ['settled on an unconfirmed carrier', true, MEMPOOL, 'active'],
    ['unsettled on a mined carrier', false, CONFIRMED, 'pending'],
    ['unsettled on an unconfirmed carrier', false, MEMPOOL, 'pending'],
  ])('%s → %s', (_, settled, confirmation, layer) => {
    expect(allocationLayer(settled, confirmation)).toBe(layer);
  });

  it('names contracts with the interface id and keeps amounts', () => {
    expect(carrierAllocations([{ assetId: 'rgb:abc', amount: 7n, settled: true }], MEMPOOL)).toEqual([{ contractId: 'contract:abc', amount: 7n, layer: 'active' }]);
  });
});

describe('hasMixedAssetAllocations', () => {
  it.each<[string, string[], boolean]>([
    ['no allocation', [], false],
    ['one contract', ['contract:a'], false],
    ['one contract twice (two transfers)', ['contract:a', 'contract:a'], false],
    ['two contracts', ['contract:a', 'contract:b'], true],
  ])('%s → %s', (_, contracts, mixed) => {
    expect(hasMixedAssetAllocations(contracts.map((contractId) => ({ contractId })))).toBe(mixed);
  });
});

describe('spendRoles', () => {
  it.each<[string, number, string[]]>([
    ['an empty carrier can also pay fees', 0, ['rgb-state', 'fee-support']],
    ['a carrier with state only carries state', 1, ['rgb-state']],
    ['several allocations', 3, ['rgb-state']],
  ])('%s', (_, count, roles) => {
    expect(spendRoles(new Array(count).fill({}))).toEqual(roles);
  });
});

describe('assetTotals', () => {
  it.each<[string, [string, bigint][], { contractId: string; amount: bigint }[]]>([
    ['nothing', [], []],
    ['sums per contract in first-seen order', [['rgb:b', 1n], ['rgb:a', 2n], ['rgb:b', 3n]], [{ contractId: 'contract:b', amount: 4n }, { contractId: 'contract:a', amount: 2n }]],
  ])('%s', (_, allocations, totals) => {
    expect(assetTotals(allocations.map(([assetId, amount]) => ({ assetId, amount, settled: true })))).toEqual(totals);
  });
});
