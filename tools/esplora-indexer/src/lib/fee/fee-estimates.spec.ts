import { FakeIndexerRpc } from '../testing/fake-indexer-rpc';
import { FEE_TARGETS, feeEstimates } from './fee-estimates';

describe('feeEstimates', () => {
  it('answers every target, falling back to 1 sat/vB when the node has no estimate or fails', async () => {
    const rpc = new FakeIndexerRpc();
    rpc.feeRates.set(1, 12.5);
    rpc.feeRates.set(6, 0.2);
    rpc.estimateFeeSatPerVb = jest.fn(async (target: number) => {
      if (target === 1008) throw new Error('boom');
      return rpc.feeRates.get(target) ?? null;
    });
    const estimates = await feeEstimates(rpc);
    expect(Object.keys(estimates)).toEqual(FEE_TARGETS.map(String));
    expect(estimates).toMatchObject({ '1': 12.5, '6': 1, '144': 1, '1008': 1 });
  });
});
