import type { IndexerRpc } from '../ports/indexer-rpc.port';

/** The confirmation targets served by GET /fee-estimates (keys bracketing what wallets ask for). */
export const FEE_TARGETS = [1, 2, 3, 6, 10, 25, 144, 504, 1008] as const;

/** btcd's default min relay fee (1000 sat/kvB): nothing lower would relay anyway. */
export const MIN_RELAY_SAT_PER_VB = 1.0;

/**
 * Esplora's `{"<target>": satPerVb}`. btcd usually has no estimate on a fresh regtest chain
 * (answers 0 or -1); every missing or failed estimate falls back to the min relay fee.
 */
export async function feeEstimates(rpc: Pick<IndexerRpc, 'estimateFeeSatPerVb'>): Promise<Record<string, number>> {
  const rates = await Promise.all(FEE_TARGETS.map((target) => rpc.estimateFeeSatPerVb(target).catch(() => null)));
  return Object.fromEntries(FEE_TARGETS.map((target, i) => [String(target), Math.max(rates[i] ?? MIN_RELAY_SAT_PER_VB, MIN_RELAY_SAT_PER_VB)]));
}
