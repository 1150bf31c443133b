import { backoffDelayMs } from './retry-policy';

describe('backoffDelayMs', () => {
  const policy = { retries: 10, initialBackoffMs: 100, maxBackoffMs: 1_000 };

  it('doubles from the initial delay and caps at the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(policy, n))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });
});
