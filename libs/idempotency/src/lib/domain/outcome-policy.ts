/**
 * Which first responses a key keeps. Kept: successes, 408 (a payment still in flight) and
 * server errors other than 503 (the operation may have started). Not kept, so a retry runs
 * again: every other 4xx and 503, which by the API's rules change nothing (bad input,
 * insufficient balance, a conflict, the node not ready). A resumable route keeps no 5xx
 * either: its retry finds what the first run did by its operation key and answers that.
 */
export function keepsOutcome(status: number, resumable = false): boolean {
  if (status >= 200 && status < 300) return true;
  if (status === 408) return true;
  if (status >= 500) return !resumable && status !== 503;
  return false;
}
