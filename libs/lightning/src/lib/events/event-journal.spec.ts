import { InMemoryKvStore } from '@rln/core/testing';
import type { LightningEvent } from '../domain/lightning-event';
import { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { GatedKvStore } from '../../testing/gated-kv-store';
import { commitJournalWrites } from '../../testing/journal-manager-write';
import { EventJournal } from './event-journal';

const sent = (n: number): LightningEvent => ({
  type: 'PaymentSent',
  paymentId: `${n}`.padStart(64, '0'),
  paymentHash: `${n}`.padStart(64, '0'),
  preimage: 'ab'.repeat(32),
  feePaidMsat: 12_345_678_901_234_567n,
});

const key = (seq: number) => `${seq}`.padStart(20, '0');

function setup() {
  const kv = new InMemoryKvStore();
  return { kv, store: new EngineStore(kv, { attempts: 1 }) };
}

describe('EventJournal', () => {
  it('keeps an appended event in memory, not durable and not deliverable, until a manager write carries it', async () => {
    const { kv, store } = setup();
    const journal = await EventJournal.open(store);
    expect(journal.append(sent(1))).toBe(1);
    expect(journal.waitsForManager).toBe(true);
    expect(journal.nextDeliverable()).toBeNull();
    expect(await kv.list(KV.eventJournal)).toEqual([]);

    const taken = journal.writesForManager();
    expect(taken.puts).toEqual([1]);
    expect(taken.writes).toEqual([{ namespace: KV.eventJournal, key: key(1), value: expect.any(Buffer), versioned: false }]);
    // The file format's JSON, bigints included.
    expect(JSON.parse(Buffer.from(taken.writes[0].value!).toString('utf8'))).toMatchObject({ feePaidMsat: { $bigint: '12345678901234567' } });
    await store.writeTogether(taken.writes);
    expect(journal.nextDeliverable()).toBeNull(); // committed, but not reported yet
    const durable = jest.fn();
    journal.whenDurable(durable);
    journal.written(taken);
    expect(durable).toHaveBeenCalledTimes(1);
    expect(journal.waitsForManager).toBe(false);
    expect(journal.nextDeliverable()).toEqual({ seq: 1, event: sent(1) });
    expect(await kv.list(KV.eventJournal)).toEqual([key(1)]);
  });

  it('marks durable only what the committed write carried: an event appended after it was taken waits for the next', async () => {
    const { store } = setup();
    const journal = await EventJournal.open(store);
    journal.append(sent(1));
    const taken = journal.writesForManager();
    journal.append(sent(2)); // handled by LDK after that manager was serialised
    await store.writeTogether(taken.writes);
    journal.written(taken);
    expect(journal.waitsForManager).toBe(true);
    journal.markDelivered(1);
    expect(journal.nextDeliverable()).toBeNull();
    expect(journal.writesForManager().puts).toEqual([2]);
  });

  it('after a failed write, carries the same entries in the next one; nothing was made durable', async () => {
    const { kv, store } = setup();
    const journal = await EventJournal.open(store);
    journal.append(sent(1));
    kv.failWrites = 1;
    await expect(commitJournalWrites(store, journal)).rejects.toThrow(/unavailable/);
    expect(journal.nextDeliverable()).toBeNull();
    expect(journal.waitsForManager).toBe(true);
    expect(await kv.list(KV.eventJournal)).toEqual([]);
    await commitJournalWrites(store, journal);
    expect(journal.nextDeliverable()?.seq).toBe(1);
  });

  it('carries an entry a write still in flight carries: a failure of that write cannot leave a later manager without it', async () => {
    const kv = new InMemoryKvStore();
    const gate = new GatedKvStore(kv);
    const store = new EngineStore(gate, { attempts: 1 });
    const journal = await EventJournal.open(store);
    journal.append(sent(1));
    gate.close(KV.eventJournal);
    const first = commitJournalWrites(store, journal); // held at the gate
    await new Promise((r) => setImmediate(r));
    const second = commitJournalWrites(store, journal); // the next manager write, queued behind it
    kv.failWrites = 1;
    gate.open(KV.eventJournal);
    await expect(first).rejects.toThrow(/unavailable/);
    await second;
    expect(await kv.list(KV.eventJournal)).toEqual([key(1)]);
    expect(journal.nextDeliverable()?.seq).toBe(1);
  });

  it('deletes a delivered entry with a later write, never before it was durable', async () => {
    const { kv, store } = setup();
    const journal = await EventJournal.open(store);
    [1, 2, 3].forEach((n) => journal.append(sent(n)));
    expect(() => journal.markDelivered(1)).toThrow(/before it was durable/);
    await commitJournalWrites(store, journal);
    journal.markDelivered(1);
    journal.markDelivered(2);
    expect(journal.waitsForManager).toBe(false); // a delete does not ask for a manager write of its own
    expect(journal.nextDeliverable()?.seq).toBe(3);
    // Deletes whose write failed are carried again.
    kv.failWrites = 1;
    await expect(commitJournalWrites(store, journal)).rejects.toThrow(/unavailable/);
    expect(journal.writesForManager().deletes).toEqual([1, 2]);
    await commitJournalWrites(store, journal);
    expect(await kv.list(KV.eventJournal)).toEqual([key(3)]);
    expect(journal.writesForManager().writes).toEqual([]);
  });

  it('cannot resurrect a delivered entry: a write queued with its put is applied before the one deleting it', async () => {
    const kv = new InMemoryKvStore();
    const gate = new GatedKvStore(kv);
    const store = new EngineStore(gate);
    const journal = await EventJournal.open(store);
    journal.append(sent(1));
    gate.close(KV.eventJournal);
    const first = commitJournalWrites(store, journal); // held at the gate
    await new Promise((r) => setImmediate(r));
    const second = commitJournalWrites(store, journal); // queued behind it, carrying the put again
    gate.open(KV.eventJournal);
    await first;
    journal.markDelivered(1);
    await second;
    await commitJournalWrites(store, journal); // the delete
    expect(await kv.list(KV.eventJournal)).toEqual([]);
    expect(journal.size).toBe(0);
  });

  it('loads the stored entries in sequence order, deliverable, and continues the sequence after the highest', async () => {
    const { kv, store } = setup();
    const journal = await EventJournal.open(store);
    for (let n = 1; n <= 12; n++) journal.append(sent(n)); // past 9: keys must sort as numbers
    await commitJournalWrites(store, journal);
    journal.markDelivered(1);
    journal.markDelivered(2);
    await commitJournalWrites(store, journal);
    journal.markDelivered(3); // delivered, its delete not written: delivered again after a restart

    const reopened = await EventJournal.open(new EngineStore(kv));
    expect(reopened.pending().map((e) => e.seq)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(reopened.pending()[0].event).toEqual(sent(3));
    expect(reopened.nextDeliverable()?.seq).toBe(3);
    expect(reopened.waitsForManager).toBe(false);
    expect(reopened.append(sent(13))).toBe(13);
  });

  it('refuses to load a record it cannot read rather than drop an event', async () => {
    const { kv, store } = setup();
    await kv.put(KV.eventJournal, key(1), Buffer.from('{"type":"Paym'));
    await expect(EventJournal.open(store)).rejects.toThrow(/not valid JSON/);
  });
});

describe('EventJournal.outboundPaymentIds', () => {
  it('names the payments whose PaymentSent or PaymentFailed is undelivered, durable or not', async () => {
    const { store } = setup();
    const journal = await EventJournal.open(store);
    const delivered = journal.append(sent(1));
    journal.append(sent(2));
    await commitJournalWrites(store, journal);
    journal.append({ type: 'PaymentFailed', paymentId: '03'.repeat(32), paymentHash: null, reason: 'no route', reasonCode: 'RouteNotFound' });
    journal.append({ type: 'ChannelReady', channelId: '04'.repeat(32), userChannelId: 1n, counterpartyNodeId: `02${'05'.repeat(32)}` });
    journal.markDelivered(delivered);
    expect(journal.outboundPaymentIds()).toEqual(new Set(['2'.padStart(64, '0'), '03'.repeat(32)]));
  });
});
