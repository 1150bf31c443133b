import { difficultyOf } from './block-view.mapper';

describe('difficultyOf', () => {
  it('is 1 at the difficulty-1 target and tiny on regtest', () => {
    expect(difficultyOf(0x1d00ffff)).toBe(1);
    expect(difficultyOf(0x207fffff)).toBeCloseTo(4.6565423739069247e-10, 20);
    expect(difficultyOf(0x1b0404cb)).toBeCloseTo(16307.420938523983, 6);
  });
});
