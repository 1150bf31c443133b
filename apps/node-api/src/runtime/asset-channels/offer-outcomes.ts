import type { ChannelEvent } from '@rln/rgb-channel';

/** Where a waiting payment's asset HTLC stands: not (or no longer) proposed, in a round, committed, or dropped by the round. */
export type OfferOutcome = 'idle' | 'proposed' | 'committed' | 'dropped';

/**
 * What became of the asset HTLC each waiting payment proposed, as the links' events tell it (a
 * round of ours `committed`, or `proposal-dropped`), and a wake-up for the payments waiting on
 * rounds. The HTLC id a proposal was made with is no evidence: with payments in parallel, a
 * proposal that lost the turn saw the same next id as the add that took it (found by the RGB
 * benchmark: such a payment sent its carrier with no asset HTLC behind it).
 */
export class OfferOutcomes {
  private readonly outcomes = new Map<string, OfferOutcome>();
  private readonly wakers = new Set<() => void>();

  track(paymentHash: string): void {
    this.outcomes.set(paymentHash, 'idle');
  }

  forget(paymentHash: string): void {
    this.outcomes.delete(paymentHash);
  }

  get(paymentHash: string): OfferOutcome | undefined {
    return this.outcomes.get(paymentHash);
  }

  /** Sets the outcome of a tracked payment; an untracked hash is not ours to follow. */
  set(paymentHash: string, outcome: OfferOutcome): void {
    if (this.outcomes.has(paymentHash)) this.outcomes.set(paymentHash, outcome);
  }

  /** The links' events of one channel, after their record was written. Any round that ends wakes every waiter: the turn is free. */
  observe(events: readonly ChannelEvent[]): void {
    let roundEnded = false;
    for (const event of events) {
      if (event.type === 'committed' && event.proposedBy === 'local') {
        for (const change of event.changes) if (change.kind === 'add') this.set(change.htlc.paymentHash, 'committed');
      } else if (event.type === 'proposal-dropped') {
        for (const change of event.changes) if (change.kind === 'add' && this.get(change.htlc.paymentHash) === 'proposed') this.set(change.htlc.paymentHash, 'dropped');
      }
      roundEnded ||= event.type === 'committed' || event.type === 'proposal-dropped';
    }
    if (!roundEnded) return;
    const wakers = [...this.wakers];
    this.wakers.clear();
    for (const wake of wakers) wake();
  }

  /** Resolves at the end of the next round, or after `ms`. */
  async nextRound(ms: number): Promise<void> {
    await new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }
}
