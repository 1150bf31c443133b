import type { LightningEvent } from '../domain/lightning-event';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EventJournal } from './event-journal';

export interface EventOutboxOptions {
  /** Called after a delivery, and when the outbox became empty (replayed events may go on). */
  readonly onDelivered?: (event: LightningEvent) => void;
  readonly retryDelayMs?: (attempts: number) => number;
}

/**
 * Delivers journaled events to the sink one at a time, in journal order, retrying a failed
 * delivery with backoff until it succeeds. Events pending in the journal at start (a crash
 * before delivery) go first.
 */
export class EventOutbox {
  private draining: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private attempts = 0;
  private stopped = false;

  constructor(
    private readonly journal: EventJournal,
    private readonly sink: LightningEventSink,
    private readonly logger: EngineLogger,
    private readonly options: EventOutboxOptions = {},
  ) {}

  /** Durable when it returns (the journal fsync'd it); delivery follows asynchronously. */
  enqueue(event: LightningEvent): void {
    this.journal.append(event);
    // Called from inside LDK's event handler: start the sink only once that call returned,
    // so nothing the sink does synchronously runs inside LDK.
    queueMicrotask(() => this.kick());
  }

  /** Outbound payments whose outcome is journaled and not yet delivered (see EventJournal). */
  journaledPaymentIds(): Set<string> {
    return this.journal.outboundPaymentIds();
  }

  isEmpty(): boolean {
    return this.journal.size === 0;
  }

  /** Starts delivering what the journal holds (call once the sink is ready). */
  kick(): void {
    if (this.stopped || this.draining || this.retryTimer) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Waits for the delivery in progress (not for retries) and stops; the journal keeps the rest. */
  async stop(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isEmpty() && !this.retryTimer && Date.now() < deadline) {
      this.kick();
      await (this.draining ?? Promise.resolve());
      await new Promise((r) => setImmediate(r));
    }
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.draining;
    this.journal.close();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = this.journal.oldest();
      if (!next || this.stopped) return;
      try {
        await this.sink.publish(next.event);
      } catch (err) {
        this.attempts++;
        const delay = (this.options.retryDelayMs ?? defaultRetryDelay)(this.attempts);
        this.logger.warn({ component: 'events', type: next.event.type, attempts: this.attempts, err: String(err) }, 'event delivery failed; will retry');
        this.retryTimer = setTimeout(() => {
          this.retryTimer = null;
          this.kick();
        }, delay);
        this.retryTimer.unref();
        return;
      }
      this.attempts = 0;
      this.journal.markDelivered(next.seq);
      this.logger.info({ component: 'events', type: next.event.type }, 'event');
      this.options.onDelivered?.(next.event);
    }
  }
}

function defaultRetryDelay(attempts: number): number {
  return Math.min(30_000, 250 * 2 ** attempts);
}
