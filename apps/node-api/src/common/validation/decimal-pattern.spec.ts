import { decimalAtMostPattern } from './decimal-pattern';

describe('decimalAtMostPattern', () => {
  const matches = (max: bigint, value: string, positive = false) => new RegExp(decimalAtMostPattern(max, { positive })).test(value);

  it.each([1n, 7n, 9n, 10n, 19n, 20n, 99n, 100n, 101n, 250n, 1000n, 2100n])('agrees with BigInt comparison for every value to 3000 (max %s)', (max) => {
    for (let n = 0n; n <= 3000n; n++) {
      expect([n, matches(max, n.toString())]).toEqual([n, n <= max]);
      expect([n, matches(max, n.toString(), true)]).toEqual([n, n >= 1n && n <= max]);
    }
  });

  it('handles u64 and the msat cap at their edges', () => {
    const u64 = (1n << 64n) - 1n;
    expect(matches(u64, u64.toString())).toBe(true);
    expect(matches(u64, (u64 + 1n).toString())).toBe(false);
    expect(matches(u64, '9'.repeat(20))).toBe(false);
    expect(matches(u64, '9'.repeat(19))).toBe(true);
    const msat = 2_100_000_000_000_000_000n;
    expect(matches(msat, msat.toString())).toBe(true);
    expect(matches(msat, (msat + 1n).toString())).toBe(false);
    expect(matches(msat, '2099999999999999999')).toBe(true);
    expect(matches(msat, '3000000000000000000')).toBe(false);
  });

  it('refuses leading zeros, signs and non-digits', () => {
    for (const value of ['00', '01', '-1', '+1', '1.0', '1e3', ' 1', '', '0x10']) expect([value, matches(1000n, value)]).toEqual([value, false]);
  });
});
