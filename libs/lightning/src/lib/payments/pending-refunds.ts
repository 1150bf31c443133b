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
  private readonly pending = new Map<string, PendingRefund>();

  constructor(private readonly store: EngineStore) {}

  async load(): Promise<void> {
    for (const { key, value } of await this.store.readAll(KV.pendingRefunds)) {
      const stored = JSON.parse(new TextDecoder().decode(value)) as Stored;
      this.pending.set(key, { paymentId: key, amountMsat: BigInt(stored.amountMsat), expiryUnixSecs: stored.expiryUnixSecs });
    }
  }

  get(paymentId: string): PendingRefund | undefined {
    return this.pending.get(paymentId);
  }

  list(): PendingRefund[] {
    return [...this.pending.values()];
  }

  /** Recorded in memory at once; resolves when durable. */
  add(refund: PendingRefund): Promise<void> {
    this.pending.set(refund.paymentId, refund);
    const stored: Stored = { amountMsat: refund.amountMsat.toString(), expiryUnixSecs: refund.expiryUnixSecs };
    return this.store.write(KV.pendingRefunds, refund.paymentId, new TextEncoder().encode(JSON.stringify(stored)));
  }

  /** Forgotten in memory at once (false when it was not pending); the returned write resolves when durable. */
  take(paymentId: string): { taken: boolean; durable: Promise<void> } {
    if (!this.pending.delete(paymentId)) return { taken: false, durable: Promise.resolve() };
    return { taken: true, durable: this.store.delete(KV.pendingRefunds, paymentId) };
  }
}
