import { InMemoryKvStore } from '@rln/core/testing';
import type { LightningEvent } from '../domain/lightning-event';
import type { LightningEventSink } from '../ports/lightning-event-sink.port';
import { silentLogger } from '../ports/engine-logger.port';
import { EngineStore } from '../persistence/engine-store';
import { commitJournalWrites } from '../../testing/journal-manager-write';
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
  const kv = () => new InMemoryKvStore();

  it('delivers nothing until a manager write made the events durable, then all of them in order', async () => {
    const store = new EngineStore(kv());
    const journal = await EventJournal.open(store);
    const sink = new FlakySink();
    const delivered = jest.fn();
    const outbox = new EventOutbox(journal, sink, silentLogger, { onDelivered: delivered });
    outbox.enqueue(ready(1));
    outbox.enqueue(ready(2));
    outbox.kick();
    await settle();
    expect(sink.published).toEqual([]);
    expect(outbox.isEmpty()).toBe(false);

    await commitJournalWrites(store, journal);
    outbox.enqueue(ready(3)); // not durable yet: waits for the next write
    await settle();
    expect(sink.published).toEqual([ready(1), ready(2)]);
    await commitJournalWrites(store, journal);
    await settle();
    expect(sink.published).toEqual([ready(1), ready(2), ready(3)]);
    expect(delivered).toHaveBeenCalledTimes(3);
    expect(outbox.isEmpty()).toBe(true);
    await outbox.stop(1000);
  });

  it("runs an event's work before its delivery, retried with it, and delivers only after it succeeded", async () => {
    const store = new EngineStore(kv());
    const journal = await EventJournal.open(store);
    const sink = new FlakySink();
    const work: string[] = [];
    let failWork = 1;
    const outbox = new EventOutbox(journal, sink, silentLogger, {
      retryDelayMs: () => 1,
      beforeDelivery: async (event) => {
        work.push(event.type === 'ChannelReady' ? event.channelId : '?');
        if (failWork-- > 0) throw new Error('database down');
        expect(sink.published).toHaveLength(Number(event.type === 'ChannelReady' ? event.channelId : 0) - 1);
      },
    });
    outbox.enqueue(ready(1));
    outbox.enqueue(ready(2));
    await commitJournalWrites(store, journal);
    outbox.kick();
    await new Promise((r) => setTimeout(r, 50));
    expect(work).toEqual(['1', '1', '2']);
    expect(sink.published).toEqual([ready(1), ready(2)]);
    await outbox.stop(1000);
  });

  it('retries a failed delivery without reordering what follows', async () => {
    const store = new EngineStore(kv());
    const journal = await EventJournal.open(store);
    const sink = new FlakySink();
    sink.failuresLeft = 2;
    const outbox = new EventOutbox(journal, sink, silentLogger, { retryDelayMs: () => 1 });
    outbox.enqueue(ready(1));
    outbox.enqueue(ready(2));
    await commitJournalWrites(store, journal);
    for (let i = 0; i < 20 && sink.published.length < 2; i++) await new Promise((r) => setTimeout(r, 5));
    expect(sink.published).toEqual([ready(1), ready(2)]);
    await outbox.stop(1000);
  });

  it('stops without waiting for events no manager write has stored (the last one at stop stores them)', async () => {
    const journal = await EventJournal.open(new EngineStore(kv()));
    const outbox = new EventOutbox(journal, new FlakySink(), silentLogger);
    outbox.enqueue(ready(1));
    const started = Date.now();
    await outbox.stop(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(journal.waitsForManager).toBe(true);
  });

  it('delivers after a restart what was stored and never delivered', async () => {
    const stored = kv();
    const store = new EngineStore(stored);
    const down = new FlakySink();
    down.failuresLeft = Number.MAX_SAFE_INTEGER;
    const journal = await EventJournal.open(store);
    const first = new EventOutbox(journal, down, silentLogger, { retryDelayMs: () => 60_000 });
    first.enqueue(ready(7));
    await commitJournalWrites(store, journal);
    await settle();
    await first.stop(100); // the process goes away with the event undelivered

    const sink = new FlakySink();
    const second = new EventOutbox(await EventJournal.open(new EngineStore(stored)), sink, silentLogger);
    expect(second.isEmpty()).toBe(false);
    second.kick();
    await settle();
    expect(sink.published).toEqual([ready(7)]);
    await second.stop(1000);
  });
});
