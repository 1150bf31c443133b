import { percentile } from '@rln/bench-common';

export interface Spread {
  readonly p50: number;
  readonly p90: number;
  readonly max: number;
}

export function spread(values: readonly number[]): Spread {
  return { p50: percentile(values, 50), p90: percentile(values, 90), max: percentile(values, 100) };
}
