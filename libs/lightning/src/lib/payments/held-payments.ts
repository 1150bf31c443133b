import type { HeldPaymentInfo } from '../domain/engine-views';
import { DurableKvMap } from '../persistence/durable-kv-map';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';

interface Stored {
  readonly amountMsat: string;
  readonly claimDeadlineHeight: number | null;
}

/**
 * Hold-invoice payments whose HTLCs LDK keeps claimable until we call `claim_funds` or
 * `fail_htlc_backwards`. LDK has no call to list claimable payments, so the engine records
 * each one (durably, before the PaymentClaimable event is published) to check a
 * claimForHash/failForHash against it, and forgets it on PaymentClaimed, on a failure, or
 * once its claim deadline has passed (LDK then fails the HTLCs back itself).
 */
export class HeldPayments {
  private readonly held: DurableKvMap<string, HeldPaymentInfo>;

  constructor(store: EngineStore) {
    this.held = new DurableKvMap(store, KV.heldPayments, {
      toStored: (info): Stored => ({ amountMsat: info.amountMsat.toString(), claimDeadlineHeight: info.claimDeadlineHeight }),
      fromStored: (paymentHash, stored) => {
        const { amountMsat, claimDeadlineHeight } = stored as Stored;
        return { paymentHash, amountMsat: BigInt(amountMsat), claimDeadlineHeight };
      },
    });
  }

  load(): Promise<void> {
    return this.held.load();
  }

  get(paymentHash: string): HeldPaymentInfo | undefined {
    return this.held.get(paymentHash);
  }

  list(): HeldPaymentInfo[] {
    return this.held.values();
  }

  /** Recorded in memory at once; resolves when durable. */
  hold(info: HeldPaymentInfo): Promise<void> {
    return this.held.set(info.paymentHash, info);
  }

  /** Forgotten in memory at once; resolves when durable. A hash not held resolves at once. */
  release(paymentHash: string): Promise<void> {
    return this.held.delete(paymentHash).durable;
  }

  /** Forgets payments whose claim deadline is below `height` (LDK failed them back). */
  async releaseExpired(height: number): Promise<void> {
    for (const info of this.list()) {
      if (info.claimDeadlineHeight !== null && info.claimDeadlineHeight < height) await this.release(info.paymentHash);
    }
  }
}
