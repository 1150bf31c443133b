import { InMemoryKvStore } from '@rln/core/testing';
import type { ChannelManager, NetworkGraph, ProbabilisticScorer } from 'lightningdevkit';
import type { LightningEvent } from '../domain/lightning-event';
import { EventJournal } from '../events/event-journal';
import { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';
import { LdkStateWriter } from './ldk-state-writer';
import type { MonitorPersister } from './monitor-persister';

const ready = (n: number): LightningEvent => ({ type: 'ChannelReady', channelId: `${n}`, userChannelId: BigInt(n), counterpartyNodeId: '02' });

/** The writer over a real store and journal; LDK's manager and the monitor persister as fakes (no monitor updates wait). */
async function setup() {
  const kv = new InMemoryKvStore();
  const store = new EngineStore(kv, { attempts: 1 });
  const journal = await EventJournal.open(store);
  let serialised = 0;
  const manager = { write: () => new Uint8Array([++serialised]) } as unknown as ChannelManager;
  const monitors = { takeWaiting: () => [], writesFor: () => [], writtenWithManager: jest.fn(), putBack: jest.fn(), failed: jest.fn() };
  const writer = new LdkStateWriter(store, manager, {} as NetworkGraph, {} as ProbabilisticScorer, monitors as unknown as MonitorPersister, journal);
  return { kv, journal, writer, monitors };
}

describe('LdkStateWriter with the event journal', () => {
  it('stores the journaled events in the transaction of the manager write, and only then lets them be delivered', async () => {
    const { kv, journal, writer } = await setup();
    journal.append(ready(1));
    journal.append(ready(2));
    await writer.persistManager();
    expect(kv.puts).toBe(1); // one transaction: the manager and both records
    expect(await kv.get(KV.manager.namespace, KV.manager.key)).not.toBeNull();
    expect(await kv.list(KV.eventJournal)).toHaveLength(2);
    expect(journal.nextDeliverable()?.event).toEqual(ready(1));

    journal.markDelivered(1);
    await writer.persistManager();
    expect(await kv.list(KV.eventJournal)).toHaveLength(1);
  });

  it('stops the node when a write carrying journaled events fails (LDK has let go of them), not when it carried only deletes', async () => {
    const { kv, journal, writer, monitors } = await setup();
    journal.append(ready(1));
    journal.append(ready(2));
    kv.failWrites = 1;
    await expect(writer.persistManager()).rejects.toThrow(/unavailable/);
    expect(monitors.failed).toHaveBeenCalledTimes(1);
    expect(journal.nextDeliverable()).toBeNull();
    expect(await kv.list(KV.eventJournal)).toEqual([]);

    await writer.persistManager();
    journal.markDelivered(1);
    kv.failWrites = 1;
    await expect(writer.persistManager()).rejects.toThrow(/unavailable/);
    expect(monitors.failed).toHaveBeenCalledTimes(1);
  });
});
