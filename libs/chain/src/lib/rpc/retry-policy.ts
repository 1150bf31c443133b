/** Exponential backoff for transport failures (node down, restarting, overloaded). */
export interface RetryPolicy {
  /** Attempts after the first one. */
  readonly retries: number;
  readonly initialBackoffMs: number;
  readonly maxBackoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 4, initialBackoffMs: 250, maxBackoffMs: 4_000 };

/** Delay before retry number `retry` (1-based): initial, 2x, 4x... capped. */
export function backoffDelayMs(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.maxBackoffMs, policy.initialBackoffMs * 2 ** (retry - 1));
}
