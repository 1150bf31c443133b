import { blockSubsidySats } from './regtest-network';

describe('blockSubsidySats', () => {
  it('halves every 150 regtest blocks', () => {
    expect(blockSubsidySats(1)).toBe(5_000_000_000n);
    expect(blockSubsidySats(149)).toBe(5_000_000_000n);
    expect(blockSubsidySats(150)).toBe(2_500_000_000n);
    expect(blockSubsidySats(300)).toBe(1_250_000_000n);
    expect(blockSubsidySats(150 * 64)).toBe(0n);
  });
});
