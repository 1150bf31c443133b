import { percentile } from '@rln/bench-common';

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  mean: number;
  max: number;
}

export function summarise(latenciesMs: readonly number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), mean: sum / Math.max(1, sorted.length), max: sorted[sorted.length - 1] ?? NaN };
}
