import type { EventService } from '@rln/events';
import type { Logger } from 'pino';

const HOUR_MS = 3_600_000;

/**
 * Keeps the client event queue (`/events`) bounded: at start and then hourly, events older than
 * RLN_EVENT_RETENTION_HOURS are deleted, acknowledged or not, so the table does not grow
 * forever when no client reads it. A client away longer than that misses the pruned events;
 * the records they reported (payments, channels, transfers) stay. A failed run (database away)
 * is logged and tried again at the next one.
 */
export class EventRetention {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly events: EventService,
    private readonly retentionHours: number,
    private readonly logger: Logger,
    private readonly intervalMs = HOUR_MS,
  ) {}

  start(): void {
    void this.runOnce();
    this.timer = setInterval(() => void this.runOnce(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pruning run (runs never overlap); resolves with how many events went, or null when it failed. */
  runOnce(now: Date = new Date()): Promise<number | null> {
    if (this.running) return this.running.then(() => null);
    const run = this.events
      .prune(this.retentionHours, now)
      .then((pruned) => {
        if (pruned > 0) this.logger.info({ pruned, retentionHours: this.retentionHours }, 'pruned client events past their retention');
        return pruned;
      })
      .catch((error: unknown) => {
        this.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'pruning client events failed; trying again in an hour');
        return null;
      })
      .finally(() => {
        this.running = null;
      });
    this.running = run;
    return run;
  }
}
