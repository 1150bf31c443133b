import type { ChainSource } from '@rln/chain';

/** `source` with some of its methods replaced (e.g. fixed fee estimates, dropped broadcasts). */
export function chainSourceWith(source: ChainSource, overrides: Partial<ChainSource>): ChainSource {
  return {
    getTip: () => source.getTip(),
    getBlockHash: (h) => source.getBlockHash(h),
    getBlockHeader: (h) => source.getBlockHeader(h),
    getRawBlock: (h) => source.getRawBlock(h),
    getRawTransaction: (t) => source.getRawTransaction(t),
    broadcastTransaction: (tx) => source.broadcastTransaction(tx),
    estimateFeeSatPerVb: (target) => source.estimateFeeSatPerVb(target),
    ...overrides,
  };
}
