import type { AssetHtlc, ChannelEvent, ForwardInstruction } from '@rln/rgb-channel';

/** Where a waiting payment's asset HTLC stands: not (or no longer) proposed, in a round, committed, or dropped by the round. */
export type OfferOutcome = 'idle' | 'proposed' | 'committed' | 'dropped';

/** The asset HTLC a waiting payment wants on a channel; its id is given when a round takes it. */
export type WantedAdd = Pick<AssetHtlc, 'paymentHash' | 'assetAmount' | 'cltvExpiry'> & { readonly forward?: ForwardInstruction };

/** A waiting add this close to its payment's deadline is left out of other payments' rounds: committed after `pay` gave up, it would hold assets and a slot with no carrier (review batch F1). */
const BATCH_MARGIN_MS = 3_000;

interface Offer {
  readonly channelId: string;
  readonly add: WantedAdd;
  readonly deadline: number;
  outcome: OfferOutcome;
  /** Rounds this add was proposed in. */
  proposals: number;
}

/**
 * The payer's waiting asset HTLCs: what became of each (a round of ours `committed`, or
 * `proposal-dropped`, as the links' events tell it), the ones a round may take together, and a
 * wake-up at the end of each round. The HTLC id a proposal was made with is no evidence: with
 * payments in parallel, a proposal that lost the turn saw the same next id as the add that took
 * it (found by the RGB benchmark: such a payment sent its carrier with no asset HTLC behind it).
 */
export class OfferOutcomes {
  private readonly offers = new Map<string, Offer>();
  private readonly wakers = new Set<() => void>();

  track(channelId: string, add: WantedAdd, deadline: number): void {
    this.offers.set(add.paymentHash, { channelId, add, deadline, outcome: 'idle', proposals: 0 });
  }

  forget(paymentHash: string): void {
    this.offers.delete(paymentHash);
  }

  get(paymentHash: string): OfferOutcome | undefined {
    return this.offers.get(paymentHash)?.outcome;
  }

  proposals(paymentHash: string): number {
    return this.offers.get(paymentHash)?.proposals ?? 0;
  }

  /**
   * The adds a round on `channelId` may take now: those in no round and not committed, below
   * `maxProposals`; `first`'s before the others, then oldest first. Empty when another round
   * already took them all.
   */
  waiting(channelId: string, first: string, maxProposals: number): WantedAdd[] {
    const free = [...this.offers.values()].filter((o) => o.channelId === channelId && (o.outcome === 'idle' || o.outcome === 'dropped') && o.proposals < maxProposals);
    const others = free.filter((o) => o.add.paymentHash !== first && o.deadline - Date.now() > BATCH_MARGIN_MS);
    return [...free.filter((o) => o.add.paymentHash === first), ...others].map((o) => o.add);
  }

  /** The adds just written into a round of ours. */
  proposed(paymentHashes: readonly string[]): void {
    for (const hash of paymentHashes) {
      const offer = this.offers.get(hash);
      if (!offer) continue;
      offer.outcome = 'proposed';
      offer.proposals += 1;
    }
  }

  /** The round was never written (its proposal threw first): the adds wait again, uncounted. */
  notProposed(paymentHashes: readonly string[]): void {
    for (const hash of paymentHashes) {
      const offer = this.offers.get(hash);
      if (offer?.outcome !== 'proposed') continue;
      offer.outcome = 'idle';
      offer.proposals -= 1;
    }
  }

  /** The links' events of one channel, after their record was written. Any round that ends wakes every waiter: the turn is free. */
  observe(events: readonly ChannelEvent[]): void {
    let roundEnded = false;
    for (const event of events) {
      if (event.type === 'committed' && event.proposedBy === 'local') {
        for (const change of event.changes) if (change.kind === 'add') this.settle(change.htlc.paymentHash, 'committed');
      } else if (event.type === 'proposal-dropped') {
        for (const change of event.changes) {
          if (change.kind !== 'add') continue;
          const offer = this.offers.get(change.htlc.paymentHash);
          if (offer?.outcome !== 'proposed') continue;
          offer.outcome = 'dropped';
          // A collision is the turn's rule, not the peer refusing the add: it does not count (review batch F6).
          if (event.reason === 'collision') offer.proposals -= 1;
        }
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

  private settle(paymentHash: string, outcome: 'committed' | 'dropped'): void {
    const offer = this.offers.get(paymentHash);
    if (offer) offer.outcome = outcome;
  }
}
