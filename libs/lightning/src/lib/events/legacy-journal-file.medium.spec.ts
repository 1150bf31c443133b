import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { InMemoryKvStore } from '@rln/core/testing';
import { FakeChain } from '../../testing/fake-chain';
import { RecordingSink, waitUntil } from '../../testing/recording-sink';
import type { LightningEvent } from '../domain/lightning-event';
import { LightningEngine } from '../engine/lightning-engine';
import { KV } from '../persistence/kv-namespaces';
import { toJournalJson } from './journal-json';

jest.setTimeout(30_000);

const ready = (n: number): LightningEvent => ({ type: 'ChannelReady', channelId: `${n}`.padStart(64, '0'), userChannelId: BigInt(n), counterpartyNodeId: `02${'11'.repeat(32)}` });

// A node upgraded from the file journal: the real engine (LDK on an in-memory chain) starts with
// the file its data directory still holds.
describe('upgrading from the event journal file', () => {
  it('moves its undelivered events into the database at start, removes the file, delivers them, and deletes them with the last manager write', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'legacy-journal-')), 'lightning', 'events.journal');
    mkdirSync(dirname(path));
    const lines = [{ k: 'e', seq: 1, event: ready(1) }, { k: 'e', seq: 2, event: ready(2) }, { k: 'd', seq: 1 }, { k: 'e', seq: 3, event: ready(3) }];
    writeFileSync(path, lines.map((l) => `${toJournalJson(l)}\n`).join(''));
    const chain = new FakeChain();
    chain.mine(5);
    const kv = new InMemoryKvStore();
    const sink = new RecordingSink();
    sink.failing = true;
    const engine = await LightningEngine.start({ network: 'regtest', lightningSeed: randomBytes(32), kv, chain, chainPollMs: 60_000, eventSink: sink, legacyEventJournalPath: path });
    try {
      expect(existsSync(path)).toBe(false);
      expect(await kv.list(KV.eventJournal)).toHaveLength(2);
      sink.failing = false;
      await waitUntil(() => sink.events.length === 2, 10_000, 'the imported events delivered');
      expect(sink.events).toEqual([ready(2), ready(3)]);
    } finally {
      await engine.stop();
    }
    expect(await kv.list(KV.eventJournal)).toEqual([]);
  });
});
