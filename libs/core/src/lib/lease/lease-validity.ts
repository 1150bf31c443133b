/**
 * How long this process may act as the engine lease holder, by its own monotonic clock.
 *
 * The database grants the lease until `now() + ttl` at the renewal's commit, which is no earlier
 * than the moment the renewal was sent. Counting the validity from the send (never from the
 * answer) and stopping `marginMs` short of the ttl therefore ends it here before the database
 * lets another replica take over — with no clock shared between the machines, only the rate of
 * time. A process paused past that point (SIGSTOP, a VM freeze, a long GC) finds the lease
 * expired when it wakes, before anything else it does.
 */
export class LeaseValidity {
  private validUntilMs = Number.NEGATIVE_INFINITY;
  private revoked = false;

  constructor(
    readonly ttlMs: number,
    readonly marginMs: number,
  ) {
    if (!(marginMs > 0 && marginMs < ttlMs)) throw new Error(`lease margin ${marginMs} ms must be above 0 and below the ttl ${ttlMs} ms`);
  }

  /** A grant or renewal sent at `sentAtMs` (monotonic) succeeded. */
  granted(sentAtMs: number): void {
    if (this.revoked) return;
    this.validUntilMs = Math.max(this.validUntilMs, sentAtMs + this.ttlMs - this.marginMs);
  }

  /** The lease was lost or given up: never valid again in this process. */
  revoke(): void {
    this.revoked = true;
    this.validUntilMs = Number.NEGATIVE_INFINITY;
  }

  isValid(nowMs: number): boolean {
    return nowMs < this.validUntilMs;
  }

  /** Milliseconds left (negative once expired). */
  remainingMs(nowMs: number): number {
    return this.validUntilMs - nowMs;
  }
}
