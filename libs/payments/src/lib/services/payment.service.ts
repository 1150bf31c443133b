import { InvalidRequestError } from '@rln/core';
import { NewPayment } from '../domain/new-payment';
import { Payment, PaymentFailureCode, PaymentStatus, isTerminal } from '../domain/payment';
import { DuplicatePaymentError, PaymentNotFoundError, PaymentStateConflictError, PaymentTimeoutError } from '../errors/payment.errors';
import { PaymentEngine } from '../ports/payment-engine.port';
import { PaymentPage, PaymentStore, PaymentUpdate } from '../ports/payment-store.port';
import { PaymentWaiters } from './payment-waiters';

export const DEFAULT_WAIT_SECS = 60;
export const MAX_WAIT_SECS = 3600;
export const DEFAULT_PAGE_SIZE = 1000;
export const MAX_PAGE_SIZE = 10_000;
/** The reason of an outbound payment that never left before the node stopped. */
export const NOT_SENT_REASON = 'not sent: the node stopped before the payment left';

/**
 * The one payment store every payment kind shares: records are written Pending before the
 * outcome is known, moved to a terminal status exactly once by the engine's event handler,
 * and read, awaited or abandoned by clients.
 */
export class PaymentService {
  private readonly waiters = new PaymentWaiters();
  private readonly terminalListeners = new Set<(payment: Payment) => void>();

  constructor(
    private readonly store: PaymentStore,
    private readonly engine: Pick<PaymentEngine, 'abandon'>,
    private readonly now: () => Date = () => new Date(),
    private readonly pollMs = 500,
  ) {}

  async list(limit = DEFAULT_PAGE_SIZE, cursor: string | null = null): Promise<PaymentPage> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw new InvalidRequestError(`limit must be an integer from 1 to ${MAX_PAGE_SIZE}`, undefined, { field: 'limit' });
    }
    return this.store.list(limit, cursor);
  }

  /** The record, or null; for event handlers that must not throw on unknown ids. */
  find(id: string): Promise<Payment | null> {
    return this.store.get(id);
  }

  async get(id: string): Promise<Payment> {
    const payment = await this.store.get(id);
    if (!payment) throw new PaymentNotFoundError(id);
    return payment;
  }

  /** Blocks until the payment is terminal; PaymentTimeout (state unchanged) otherwise. */
  async wait(id: string, timeoutSecs = DEFAULT_WAIT_SECS, signal?: AbortSignal): Promise<Payment> {
    const deadline = Date.now() + timeoutSecs * 1000;
    for (;;) {
      const payment = await this.get(id);
      if (isTerminal(payment.status)) return payment;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || signal?.aborted) {
        throw new PaymentTimeoutError(`Payment ${id} is still Pending after ${timeoutSecs} s`, 'Wait again or read it later; it may still complete.');
      }
      await this.waiters.sleep(id, Math.min(remaining, this.pollMs), signal);
    }
  }

  /** Supplement: only a Pending outbound payment can be abandoned; it fails once no HTLC is in flight. */
  async abandon(id: string): Promise<void> {
    const payment = await this.get(id);
    if (payment.direction !== 'Outbound') throw new PaymentStateConflictError(`Payment ${id} is inbound; only outbound payments can be abandoned`);
    if (payment.status !== 'Pending') throw new PaymentStateConflictError(`Payment ${id} is already ${payment.status}`);
    await this.engine.abandon(id);
  }

  /**
   * After a restart: an outbound payment recorded Pending that the engine does not track was
   * never handed to it (the node stopped between the record and the send), so it is Failed,
   * unless `carriedElsewhere` says another protocol still carries it. Returns the ids it failed.
   */
  async reconcileUntracked(startedAt: Date, tracked: Set<string>, carriedElsewhere?: (payment: Payment) => Promise<boolean>): Promise<string[]> {
    const failed: string[] = [];
    for (const payment of await this.store.listPendingOutbound(startedAt)) {
      if (tracked.has(payment.id)) continue;
      // Another protocol still carries it (an RGB payment's asset HTLC that may commit): it stays Pending and follows that.
      if (carriedElsewhere && (await carriedElsewhere(payment))) continue;
      if (await this.fail(payment.id, NOT_SENT_REASON, 'NotSent')) failed.push(payment.id);
    }
    return failed;
  }

  // --- used by the engine adapters ---

  /**
   * Records a new Pending payment before anything irreversible happens. A Failed record with
   * the same id may be retried; a Pending or Succeeded one is a duplicate.
   */
  /**
   * The outbound payment an earlier request with this idempotent operation key made: a retry
   * after a crash answers with it instead of paying again. Null without a key or a payment.
   */
  async madeUnder(operationKey: string | null | undefined): Promise<Payment | null> {
    if (!operationKey) return null;
    const found = await this.store.findByOperationKey(operationKey);
    if (found?.status === 'Failed' && found.failureCode === 'NotSent' && found.failureReason !== NOT_SENT_REASON) {
      // The engine refused it outright (no route, no capacity): nothing left, so the key may
      // pay now. A payment failed at start-up as "never sent" is not taken as proof of that.
      await this.store.transition(found.id, ['Failed'], null, { operationKey: null });
      return null;
    }
    return found;
  }

  async recordPending(payment: NewPayment): Promise<Payment> {
    const at = this.now();
    const record: Payment = { ...payment, status: 'Pending', failureCode: null, createdAt: at, updatedAt: at };
    if (await this.store.insert(record)) return record;
    const existing = await this.store.get(payment.id);
    // A retry must be the same payment: an inbound record never turns into an outbound one.
    if (existing && (existing.direction !== payment.direction || existing.kind !== payment.kind)) throw new DuplicatePaymentError(payment.id);
    const retried = await this.store.transition(payment.id, ['Failed'], 'Pending', {
      operationKey: payment.operationKey ?? null,
      amountMsat: payment.amountMsat,
      feePaidMsat: null,
      failureReason: null,
      failureCode: null,
    });
    if (!retried) throw new DuplicatePaymentError(payment.id);
    this.waiters.notify(payment.id);
    return retried;
  }

  /**
   * Success is the engine's word that money moved, so it also overrides an earlier Failed
   * (e.g. a stale failure applied before a retry settled); only Succeeded is final.
   */
  succeed(id: string, update: PaymentUpdate = {}): Promise<Payment | null> {
    return this.move(id, ['Pending', 'Failed'], 'Succeeded', { htlcLocked: false, ...update });
  }

  /** `reason` is for people, `code` for the interface's error (see paymentFailureError). */
  fail(id: string, reason: string, code: PaymentFailureCode): Promise<Payment | null> {
    return this.move(id, ['Pending'], 'Failed', { htlcLocked: false, failureReason: reason, failureCode: code });
  }

  /**
   * Fails the record of a send the engine refused (nothing left this node) and rethrows the
   * refusal; otherwise returns what `send` returned.
   */
  async sendOrFail<T>(id: string, send: () => T | Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (error) {
      await this.fail(id, error instanceof Error ? error.message : String(error), 'NotSent');
      throw error;
    }
  }

  /** Updates fields of a Pending payment (e.g. an inbound HTLC now held). */
  async updatePending(id: string, update: PaymentUpdate): Promise<Payment | null> {
    const updated = await this.store.transition(id, ['Pending'], null, update);
    if (updated) this.waiters.notify(id);
    return updated;
  }

  /**
   * `listener` hears every payment this process moves to a terminal status, after the write
   * (an RGB payer folds the fulfil of a paid asset HTLC into its next round). Returns the unsubscribe.
   */
  onTerminal(listener: (payment: Payment) => void): () => void {
    this.terminalListeners.add(listener);
    return () => this.terminalListeners.delete(listener);
  }

  /** Guarded transitions: a repeated engine event for a record already moved is ignored. */
  private async move(id: string, from: PaymentStatus[], status: PaymentStatus, update: PaymentUpdate): Promise<Payment | null> {
    const updated = await this.store.transition(id, from, status, update);
    if (updated) {
      this.waiters.notify(id);
      if (isTerminal(updated.status)) {
        for (const listener of this.terminalListeners) {
          try {
            listener(updated);
          } catch {
            // A listener's failure is its own: the record is written and the waiters woken.
          }
        }
      }
    }
    return updated;
  }
}
