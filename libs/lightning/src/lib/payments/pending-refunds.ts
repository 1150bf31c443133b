import { DurableKvMap } from '../persistence/durable-kv-map';
import type { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';

/** A refund this node created: waiting for an invoice, or paying the invoice it accepted. */
export interface PendingRefund {
  readonly paymentId: string;
  readonly amountMsat: bigint;
  readonly expiryUnixSecs: number;
  /**
   * The payee's invoice (serialized, hex) once one was accepted for payment: from then on the
   * refund answers no other invoice, and a restart finishes paying this one (RefundPayer).
   */
  readonly invoiceHex: string | null;
}

interface Stored {
  readonly amountMsat: string;
  readonly expiryUnixSecs: number;
  readonly invoiceHex?: string;
}

/**
 * Our refunds until their payment is LDK's (durable: they survive restarts). An entry goes when
 * LDK took its invoice's payment, when it expires or when it is abandoned; the engine reports
 * the last two as PaymentFailed. Accepting an invoice is one write of the entry (`markPaying`),
 * made durable before LDK is asked to pay, so no crash can leave a refund that pays a second
 * invoice.
 */
export class PendingRefunds {
  private readonly pending: DurableKvMap<string, PendingRefund>;

  constructor(store: EngineStore) {
    this.pending = new DurableKvMap(store, KV.pendingRefunds, {
      toStored: (refund): Stored => ({
        amountMsat: refund.amountMsat.toString(),
        expiryUnixSecs: refund.expiryUnixSecs,
        ...(refund.invoiceHex === null ? {} : { invoiceHex: refund.invoiceHex }),
      }),
      fromStored: (paymentId, stored) => {
        const { amountMsat, expiryUnixSecs, invoiceHex } = stored as Stored;
        return { paymentId, amountMsat: BigInt(amountMsat), expiryUnixSecs, invoiceHex: invoiceHex ?? null };
      },
    });
  }

  load(): Promise<void> {
    return this.pending.load();
  }

  get(paymentId: string): PendingRefund | undefined {
    return this.pending.get(paymentId);
  }

  /** Every entry (waiting or paying): ids the engine answers for. */
  list(): PendingRefund[] {
    return this.pending.values();
  }

  /** Refunds still waiting for an invoice. */
  awaitingInvoice(): PendingRefund[] {
    return this.list().filter((r) => r.invoiceHex === null);
  }

  /** Refunds whose accepted invoice may not have reached LDK yet. */
  paying(): Array<PendingRefund & { invoiceHex: string }> {
    return this.list().filter((r): r is PendingRefund & { invoiceHex: string } => r.invoiceHex !== null);
  }

  /** A new refund waiting for an invoice; recorded in memory at once, resolves when durable. */
  add(refund: Omit<PendingRefund, 'invoiceHex'>): Promise<void> {
    return this.pending.set(refund.paymentId, { ...refund, invoiceHex: null });
  }

  /**
   * The refund pays `invoiceHex`: recorded in memory at once (no other invoice is accepted
   * from now on), resolves when durable. False when `paymentId` is not a refund of ours.
   */
  markPaying(paymentId: string, invoiceHex: string): Promise<void> | false {
    const refund = this.pending.get(paymentId);
    if (!refund) return false;
    return this.pending.set(paymentId, { ...refund, invoiceHex });
  }

  /** Forgotten in memory at once (false when it was not pending); the returned write resolves when durable. */
  take(paymentId: string): { taken: boolean; durable: Promise<void> } {
    const { deleted, durable } = this.pending.delete(paymentId);
    return { taken: deleted, durable };
  }

  /** Puts back in memory and storage an entry whose removal did not become durable. */
  restore(refund: PendingRefund): Promise<void> {
    return this.pending.set(refund.paymentId, refund);
  }
}
