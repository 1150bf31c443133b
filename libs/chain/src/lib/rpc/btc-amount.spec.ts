import { btcToSats } from './btc-amount';

describe('btcToSats', () => {
  it('recovers exact satoshis from BTC JSON numbers', () => {
    expect(btcToSats(50)).toBe(5_000_000_000n);
    expect(btcToSats(0.00000001)).toBe(1n);
    expect(btcToSats(0.1 + 0.2)).toBe(30_000_000n);
    expect(btcToSats(20_999_999.9769)).toBe(2_099_999_997_690_000n);
  });

  it('rejects non-numbers', () => {
    expect(() => btcToSats(Number.NaN)).toThrow('not a BTC amount');
  });
});
