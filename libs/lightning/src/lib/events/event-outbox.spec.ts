import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightningEvent } from '../domain/lightning-event';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import { silentLogger } from '../ports/engine-logger.port';
import { EventJournal } from './event-journal';
import { EventOutbox } from './event-outbox';

const ready = (n: number): LightningEvent => ({ type: 'ChannelReady', channelId: `${n}`, userChannelId: BigInt(n), counterpartyNodeId: '02' });
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
};

class FlakySink implements LightningEventSink {
  readonly published: LightningEvent[] = [];
  failuresLeft = 0;
  async publish(event: LightningEvent): Promise<void> {
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('database down');
    }
    this.published.push(event);
  }
}

describe('EventOutbox', () => {
  const journalPath = () => join(mkdtempSync(join(tmpdir(), 'outbox-')), 'events.journal');

  it('delivers in order and empties the journal', async () => {
    const sink = new FlakySink();
    const delivered = jest.fn();
    const outbox = new EventOutbox(EventJournal.open(journalPath()), sink, silentLogger, { onDelivered: delivered });
    outbox.enqueue(ready(1));
    outbox.enqueue(ready(2));
    outbox.enqueue(ready(3));
    await settle();
    expect(sink.published).toEqual([ready(1), ready(2), ready(3)]);
    expect(delivered).toHaveBeenCalledTimes(3);
    expect(outbox.isEmpty()).toBe(true);
    await outbox.stop(1000);
  });

  it('retries a failed delivery without reordering what follows', async () => {
    const sink = new FlakySink();
    sink.failuresLeft = 2;
    const outbox = new EventOutbox(EventJournal.open(journalPath()), sink, silentLogger, { retryDelayMs: () => 1 });
    outbox.enqueue(ready(1));
    outbox.enqueue(ready(2));
    for (let i = 0; i < 20 && sink.published.length < 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect(sink.published).toEqual([ready(1), ready(2)]);
    await outbox.stop(1000);
  });

  it('delivers after a restart what was journaled and never delivered', async () => {
    const path = journalPath();
    const down = new FlakySink();
    down.failuresLeft = Number.MAX_SAFE_INTEGER;
    const first = new EventOutbox(EventJournal.open(path), down, silentLogger, { retryDelayMs: () => 60_000 });
    first.enqueue(ready(7));
    await settle();
    await first.stop(100); // the process goes away with the event undelivered

    const sink = new FlakySink();
    const second = new EventOutbox(EventJournal.open(path), sink, silentLogger);
    expect(second.isEmpty()).toBe(false);
    second.kick();
    await settle();
    expect(sink.published).toEqual([ready(7)]);
    await second.stop(1000);
  });
});
