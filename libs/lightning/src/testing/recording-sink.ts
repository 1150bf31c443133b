import type { LightningEvent } from '../lib/domain/lightning-event';
import type { LightningEventSink } from '../lib/ports/lightning-event-sink.port';

/** Test sink: keeps every event in memory; `next` waits for a matching one. */
export class RecordingSink implements LightningEventSink {
  readonly events: LightningEvent[] = [];
  /** While set, publish rejects (a database that is down). */
  failing = false;

  async publish(event: LightningEvent): Promise<void> {
    if (this.failing) throw new Error('sink unavailable');
    this.events.push(event);
  }

  async next<T extends LightningEvent['type']>(
    type: T,
    match: (e: Extract<LightningEvent, { type: T }>) => boolean = () => true,
    timeoutMs = 30_000,
  ): Promise<Extract<LightningEvent, { type: T }>> {
    let found: Extract<LightningEvent, { type: T }> | undefined;
    await waitUntil(() => {
      found = this.events.find((e): e is Extract<LightningEvent, { type: T }> => e.type === type && match(e as Extract<LightningEvent, { type: T }>));
      return found !== undefined;
    }, timeoutMs, `event ${type}`);
    return found as Extract<LightningEvent, { type: T }>;
  }
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
