import { fromLdkU128 } from './u128';

describe('fromLdkU128', () => {
  it('swaps the 16 bytes of a u128', () => {
    expect(fromLdkU128(0x0f0e0d0c0b0a09080706050403020100n)).toBe(0x000102030405060708090a0b0c0d0e0fn);
    expect(fromLdkU128(0n)).toBe(0n);
    expect(fromLdkU128(1n << 120n)).toBe(1n);
  });

  it('is its own inverse', () => {
    const v = 0x1234567890abcdef1234567890abcdefn;
    expect(fromLdkU128(fromLdkU128(v))).toBe(v);
  });
});
