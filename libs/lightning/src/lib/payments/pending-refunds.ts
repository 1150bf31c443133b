import { DurableKvMap } from '../persistence/durable-kv-map';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';

/** A refund this node created and will pay once an invoice for it arrives. */
export interface PendingRefund {
  readonly paymentId: string;
  readonly amountMsat: bigint;
  readonly expiryUnixSecs: number;
}

interface Stored {
  readonly amountMsat: string;
  readonly expiryUnixSecs: number;
}

/**
 * The refunds awaiting an invoice (durable: a refund stays payable across restarts). An entry
 * goes when its invoice is paid, when it expires or when it is abandoned; the engine reports
 * the last two as PaymentFailed.
 */
export class PendingRefunds {
  private readonly pending: DurableKvMap<string, PendingRefund>;

  constructor(store: EngineStore) {
    this.pending = new DurableKvMap(store, KV.pendingRefunds, {
      toStored: (refund): Stored => ({ amountMsat: refund.amountMsat.toString(), expiryUnixSecs: refund.expiryUnixSecs }),
      fromStored: (paymentId, stored) => {
        const { amountMsat, expiryUnixSecs } = stored as Stored;
        return { paymentId, amountMsat: BigInt(amountMsat), expiryUnixSecs };
      },
    });
  }

  load(): Promise<void> {
    return this.pending.load();
  }

  get(paymentId: string): PendingRefund | undefined {
    return this.pending.get(paymentId);
  }

  list(): PendingRefund[] {
    return this.pending.values();
  }

  /** Recorded in memory at once; resolves when durable. */
  add(refund: PendingRefund): Promise<void> {
    return this.pending.set(refund.paymentId, refund);
  }

  /** Forgotten in memory at once (false when it was not pending); the returned write resolves when durable. */
  take(paymentId: string): { taken: boolean; durable: Promise<void> } {
    const { deleted, durable } = this.pending.delete(paymentId);
    return { taken: deleted, durable };
  }
}
