import { InsufficientFundsError } from '../errors/wallet.errors';
import { selectCoins, type SelectionRequest } from './coin-selection';
import { feeForVsize, p2wpkhTxWeight, weightToVsize } from './tx-size';

const coin = (sats: number, key = `c${sats}`) => ({ key, valueSats: BigInt(sats) });
const P2WPKH = 22;
const P2WSH = 34;

function request(candidates: number[], pay: number, rate = 1, extra: Partial<SelectionRequest> = {}): SelectionRequest {
  return {
    candidates: candidates.map((c, i) => coin(c, `c${i}`)),
    outputs: [{ scriptLength: P2WSH, valueSats: BigInt(pay) }],
    feeRateSatPerVb: rate,
    changeScriptLength: P2WPKH,
    changeDustSats: 294n,
    ...extra,
  };
}

/** Inputs = outputs + change + fee, and the fee pays at least the rate for the worst-case size. */
function expectBalanced(req: SelectionRequest, result: ReturnType<typeof selectCoins>): void {
  const pay = req.outputs.reduce((a, o) => a + o.valueSats, 0n);
  expect(result.inputSats).toBe(pay + result.changeSats + result.feeSats);
  const lengths = req.outputs.map((o) => o.scriptLength).concat(result.changeSats > 0n ? [req.changeScriptLength] : []);
  const vsize = weightToVsize(p2wpkhTxWeight(result.selected.length, lengths));
  expect(result.vsize).toBe(vsize);
  expect(result.feeSats >= feeForVsize(vsize, req.feeRateSatPerVb)).toBe(true);
  if (result.changeSats > 0n) expect(result.changeSats >= req.changeDustSats).toBe(true);
}

describe('selectCoins', () => {
  it('finds a changeless exact match by branch and bound', () => {
    // One input paying a P2WSH output at 1 sat/vB: 11 + 68 + 43 = 122 vB (fixed part rounds up).
    const req = request([50_000, 30_000 + 122, 20_000], 30_000);
    const result = selectCoins(req);
    expect(result.algorithm).toBe('branch_and_bound');
    expect(result.selected.map((c) => c.key)).toEqual(['c1']);
    expect(result.changeSats).toBe(0n);
    expectBalanced(req, result);
  });

  it('combines coins for a changeless match when one coin cannot do it', () => {
    const req = request([10_000, 7_000, 5_000, 3_000], 12_000 - 2 * 68 - 54, 1);
    const result = selectCoins(req);
    expect(result.algorithm).toBe('branch_and_bound');
    expect(result.selected.map((c) => c.valueSats).sort()).toEqual([5_000n, 7_000n]);
    expectBalanced(req, result);
  });

  it('falls back to largest first with change', () => {
    const req = request([100_000, 40_000, 5_000], 120_000, 2);
    const result = selectCoins(req);
    expect(result.algorithm).toBe('largest_first');
    expect(result.selected.map((c) => c.valueSats)).toEqual([100_000n, 40_000n]);
    expect(result.changeSats > 0n).toBe(true);
    expectBalanced(req, result);
  });

  it('gives change below the dust limit to the fee', () => {
    // Change would be ~200 sats (< 294): dropped.
    const req = request([30_000], 30_000 - 122 - 31 - 200, 1);
    const result = selectCoins(req);
    expect(result.changeSats).toBe(0n);
    expect(result.feeSats > 122n).toBe(true);
    expectBalanced(req, result);
  });

  it('keeps change at the dust limit', () => {
    const fee = 11 + 68 + 43 + 31;
    const req = request([30_000], 30_000 - fee - 294, 1);
    const result = selectCoins(req);
    expect(result.changeSats).toBe(294n);
    expectBalanced(req, result);
  });

  it('spends exactly the given coins when told to', () => {
    const req = request([100_000, 40_000], 10_000, 3, { useAllCandidates: true });
    const result = selectCoins(req);
    expect(result.algorithm).toBe('manual');
    expect(result.selected).toHaveLength(2);
    expectBalanced(req, result);
  });

  it('pays a fractional fee rate rounding up', () => {
    const req = request([1_000_000, 250_000], 600_000, 1.5);
    const result = selectCoins(req);
    expectBalanced(req, result);
  });

  it('throws InsufficientFunds with what is available and needed', () => {
    expect(() => selectCoins(request([1_000, 2_000], 5_000))).toThrow(InsufficientFundsError);
    try {
      selectCoins(request([1_000, 2_000], 2_950));
    } catch (err) {
      expect(err).toMatchObject({ code: 'InsufficientFunds', availableSats: 3_000n });
      expect((err as InsufficientFundsError).neededSats > 3_000n).toBe(true);
    }
    expect(() => selectCoins(request([], 1_000))).toThrow(InsufficientFundsError);
    expect(() => selectCoins(request([1_000], 900, 3, { useAllCandidates: true }))).toThrow(InsufficientFundsError);
  });

  it('ignores coins worth less than their own input fee', () => {
    const req = request([60, 60, 60, 50_000], 40_000, 1);
    const result = selectCoins(req);
    expect(result.selected.map((c) => c.valueSats)).toEqual([50_000n]);
  });

  it('stays bounded on many equal coins', () => {
    const req = request(Array.from({ length: 2_000 }, () => 1_000), 900_000, 1);
    const result = selectCoins(req);
    expectBalanced(req, result);
  });
});
