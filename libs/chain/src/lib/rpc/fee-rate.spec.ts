import { btcPerKvbToSatPerVb } from './fee-rate';

describe('btcPerKvbToSatPerVb', () => {
  it('converts BTC/kvB to sat/vB without float noise', () => {
    expect(btcPerKvbToSatPerVb(0.00001)).toBe(1);
    expect(btcPerKvbToSatPerVb(0.00002)).toBe(2);
    expect(btcPerKvbToSatPerVb(0.0001234)).toBe(12.34);
    expect(btcPerKvbToSatPerVb(0.000015)).toBe(1.5);
  });

  it('treats btcd "no estimate" answers (-1, 0) as null', () => {
    expect(btcPerKvbToSatPerVb(-1)).toBeNull();
    expect(btcPerKvbToSatPerVb(0)).toBeNull();
    expect(btcPerKvbToSatPerVb(Number.NaN)).toBeNull();
  });
});
