/** Nearest-rank percentile (p in 0..100). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export interface Spread {
  readonly p50: number;
  readonly p90: number;
  readonly max: number;
}

export function spread(values: readonly number[]): Spread {
  return { p50: percentile(values, 50), p90: percentile(values, 90), max: percentile(values, 100) };
}
