import { NotFoundError } from '@rln/core';
import { EventQueue } from './event-queue.port';
import { NodeEvent, NodeEventType } from './node-event';

/**
 * At-least-once delivery to clients: `waitNext` returns the oldest unacknowledged event
 * (the same one until `handled` acknowledges it) and blocks up to a timeout for a new one.
 * The node never waits for clients: appending never blocks on readers.
 */
export class EventService {
  private waiters = new Set<() => void>();

  constructor(
    private readonly queue: EventQueue,
    private readonly pollMs = 1000,
  ) {}

  /** Appends an event (once per `dedupeKey` when given) and wakes waiting clients. */
  async publish(type: NodeEventType, data: Record<string, unknown>, dedupeKey?: string): Promise<NodeEvent | null> {
    const event = await this.queue.append(type, data, dedupeKey);
    if (event) this.wakeWaiters();
    return event;
  }

  async waitNext(timeoutSecs: number, signal?: AbortSignal): Promise<NodeEvent | null> {
    const deadline = Date.now() + timeoutSecs * 1000;
    for (;;) {
      const event = await this.queue.oldestUnhandled();
      if (event) return event;
      const remaining = deadline - Date.now();
      if (remaining <= 0 || signal?.aborted) return null;
      // Woken by a local publish; the poll interval also catches events other processes wrote.
      await this.sleep(Math.min(remaining, this.pollMs), signal);
    }
  }

  async handled(id: bigint): Promise<void> {
    if (!(await this.queue.markHandled(id))) throw new NotFoundError(`No unhandled event with id ${id}`);
  }

  /**
   * The retention limit: deletes every event older than `retentionHours` at `now`, acknowledged
   * or not, so the queue stays bounded also when no client reads it. Returns how many went.
   */
  prune(retentionHours: number, now: Date = new Date()): Promise<number> {
    return this.queue.pruneCreatedBefore(new Date(now.getTime() - retentionHours * 3_600_000));
  }

  private sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal?.addEventListener('abort', done);
    });
  }

  private wakeWaiters(): void {
    for (const wake of [...this.waiters]) wake();
  }
}
