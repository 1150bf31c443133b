import type { LightningEvent } from '../domain/lightning-event';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import type { EventJournal } from './event-journal';

export interface EventOutboxOptions {
  /**
   * Work an event needs before the sink gets it (a PaymentClaimed releases its hold record),
   * retried with the delivery. Done here rather than before LDK may forget the event: a
   * PaymentClaimed replayed until it finished kept every later event of LDK's, a PaymentSent
   * among them, pending, and a PaymentSent left pending holds the revoke_and_ack monitor update
   * LDK 0.1 then mis-orders (see EventJournal).
   */
  readonly beforeDelivery?: (event: LightningEvent) => Promise<void>;
  /** Called after a delivery, and when the outbox became empty (replayed events may go on). */
  readonly onDelivered?: (event: LightningEvent) => void;
  readonly retryDelayMs?: (attempts: number) => number;
}

/**
 * Delivers journaled events to the sink one at a time, in journal order, retrying a failed
 * delivery with backoff until it succeeds. An event goes out only once the ChannelManager write
 * carrying its journal record committed (EventJournal): before that a crash would have LDK offer
 * it again, and the sink must not act on it twice differently. Events pending in the journal at
 * start (a crash before delivery) go first.
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
  ) {
    // Called when a manager write committed, outside any LDK call; the sink starts a turn later.
    journal.whenDurable(() => queueMicrotask(() => this.kick()));
  }

  /**
   * Journals the event (in memory, called from inside LDK's event handler): it becomes durable
   * with the next ChannelManager write, which the event pump makes, and is delivered after.
   */
  enqueue(event: LightningEvent): void {
    this.journal.append(event);
  }

  /** Outbound payments whose outcome is journaled and not yet delivered (see EventJournal). */
  journaledPaymentIds(): Set<string> {
    return this.journal.outboundPaymentIds();
  }

  /** Nothing undelivered, durable or not (an event replayed behind the outbox waits for this). */
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

  /**
   * Delivers what is durable (not retrying a failure) and stops; the journal keeps the rest, and
   * the last ChannelManager write stores what is not durable yet.
   */
  async stop(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.journal.nextDeliverable() && !this.retryTimer && Date.now() < deadline) {
      this.kick();
      await (this.draining ?? Promise.resolve());
      await new Promise((r) => setImmediate(r));
    }
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    await this.draining;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const next = this.journal.nextDeliverable();
      if (!next || this.stopped) return;
      try {
        await this.options.beforeDelivery?.(next.event);
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
