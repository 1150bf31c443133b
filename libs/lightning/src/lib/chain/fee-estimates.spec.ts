import { FEERATE_FLOOR_SAT_PER_KW, FeeEstimates } from './fee-estimates';

describe('FeeEstimates', () => {
  it('falls back to 2 sat/vB (500 sat/kw) while the source has no estimate', async () => {
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async () => null });
    await fees.refresh();
    expect(fees.satPerKw('NonAnchorChannelFee')).toBe(500);
    expect(fees.satPerKw('UrgentOnChainSweep')).toBe(500);
    expect(fees.satPerKw('MinAllowedNonAnchorChannelRemoteFee')).toBe(FEERATE_FLOOR_SAT_PER_KW);
  });

  it('converts sat/vB to sat/kw per target and never goes below the floor', async () => {
    const rates: Record<number, number> = { 1: 20, 6: 10, 12: 5, 144: 0.5, 1008: 3 };
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async (blocks) => rates[blocks] ?? null });
    await fees.refresh();
    expect(fees.satPerKw('MaximumFeeEstimate')).toBe(5000);
    expect(fees.satPerKw('UrgentOnChainSweep')).toBe(2500);
    expect(fees.satPerKw('NonAnchorChannelFee')).toBe(1250);
    expect(fees.satPerKw('AnchorChannelFee')).toBe(750);
    expect(fees.satPerKw('ChannelCloseMinimum')).toBe(FEERATE_FLOOR_SAT_PER_KW);
    expect(fees.satPerKw('MinAllowedNonAnchorChannelRemoteFee')).toBe(500);
  });

  it('starts cooperative-close fee negotiation 1 sat/vB under the estimate (LND interop)', async () => {
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async (blocks) => (blocks === 144 ? 4 : 10) });
    await fees.refresh();
    expect(fees.satPerKw('ChannelCloseMinimum')).toBe(750);
    const fallback = new FeeEstimates({ estimateFeeSatPerVb: async () => null });
    await fallback.refresh();
    // 2 sat/vB fallback: LND proposes its ideal fee at 500 sat/kw, which must not be below our minimum.
    expect(fallback.satPerKw('ChannelCloseMinimum')).toBe(FEERATE_FLOOR_SAT_PER_KW);
  });

  it('accepts anchor channels down to 1 sat/vB whatever the estimate (LND interop)', async () => {
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async () => 50 });
    await fees.refresh();
    expect(fees.satPerKw('MinAllowedAnchorChannelRemoteFee')).toBe(253);
  });

  it('keeps serving the fallback when the source throws', async () => {
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async () => Promise.reject(new Error('down')) }, { fallbackSatPerVb: 3 });
    await fees.refresh();
    expect(fees.satPerKw('OutputSpendingFee')).toBe(750);
  });
});
