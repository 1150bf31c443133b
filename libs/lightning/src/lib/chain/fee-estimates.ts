/**
 * Fee rates for LDK's confirmation targets, in sat per 1000 weight units (sat/kw), from the
 * chain source's `estimatefee` (sat/vB). LDK asks synchronously from inside WASM, so the
 * rates are fetched in the background (`refresh`) and served from this cache.
 */
export type FeeTarget =
  | 'MaximumFeeEstimate'
  | 'UrgentOnChainSweep'
  | 'MinAllowedAnchorChannelRemoteFee'
  | 'MinAllowedNonAnchorChannelRemoteFee'
  | 'AnchorChannelFee'
  | 'NonAnchorChannelFee'
  | 'ChannelCloseMinimum'
  | 'OutputSpendingFee';

/** Bitcoin's minimum relay fee, 1 sat/vB = 250 sat/kw, rounded up as LDK does. */
export const FEERATE_FLOOR_SAT_PER_KW = 253;

/** Blocks to confirm within, per target (the same choices as ldk-node). */
const TARGET_BLOCKS: Record<FeeTarget, number> = {
  MaximumFeeEstimate: 1,
  UrgentOnChainSweep: 6,
  MinAllowedAnchorChannelRemoteFee: 1008,
  MinAllowedNonAnchorChannelRemoteFee: 1008,
  AnchorChannelFee: 1008,
  NonAnchorChannelFee: 12,
  ChannelCloseMinimum: 144,
  OutputSpendingFee: 12,
};

export interface FeeSource {
  /** sat/vB, or null when the source has no estimate (btcd before it has seen enough blocks). */
  estimateFeeSatPerVb(targetBlocks: number): Promise<number | null>;
}

export interface FeeEstimatesOptions {
  /** Used while the source has no estimate (regtest, a fresh node). Default 2 sat/vB. */
  readonly fallbackSatPerVb?: number;
}

export class FeeEstimates {
  private readonly bySatPerVb = new Map<number, number>();
  private readonly fallbackSatPerKw: number;

  constructor(
    private readonly source: FeeSource,
    options: FeeEstimatesOptions = {},
  ) {
    this.fallbackSatPerKw = Math.max(FEERATE_FLOOR_SAT_PER_KW, Math.round((options.fallbackSatPerVb ?? 2) * 250));
  }

  /** Fetches every distinct target once; a failing source keeps the previous values. */
  async refresh(): Promise<void> {
    for (const blocks of new Set(Object.values(TARGET_BLOCKS))) {
      const rate = await this.source.estimateFeeSatPerVb(blocks).catch(() => null);
      if (rate === null) this.bySatPerVb.delete(blocks);
      else this.bySatPerVb.set(blocks, rate);
    }
  }

  satPerKw(target: FeeTarget): number {
    // LND may run anchor channels at 1 sat/vB (it fee-bumps with CPFP); demanding more makes
    // LDK force-close such channels (Mutiny saw exactly that), so accept the relay floor.
    if (target === 'MinAllowedAnchorChannelRemoteFee') return FEERATE_FLOOR_SAT_PER_KW;
    const satPerVb = this.bySatPerVb.get(TARGET_BLOCKS[target]);
    const estimate = satPerVb === undefined ? this.fallbackSatPerKw : Math.round(satPerVb * 250);
    // Leave room below our own estimate before calling a peer's rate too low (ldk-node: -250).
    // ChannelCloseMinimum too (LND interop): as funder LDK opens the closing_signed
    // negotiation at exactly this fee and force-closes when the peer counters lower. LND
    // (legacy negotiation, no fee_range) counters with its own ideal fee, computed with a
    // slightly smaller weight estimate: at equal fee rates 359 sat vs our 361, and a
    // cooperative close we started became a force close. Starting 1 sat/vB lower lets LDK
    // move up to LND's offer (up to NonAnchorChannelFee + force_close_avoidance_max_fee).
    const adjusted = target === 'MinAllowedNonAnchorChannelRemoteFee' || target === 'ChannelCloseMinimum' ? estimate - 250 : estimate;
    return Math.max(FEERATE_FLOOR_SAT_PER_KW, adjusted);
  }
}
