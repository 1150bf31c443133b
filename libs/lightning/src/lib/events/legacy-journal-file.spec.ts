import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { InMemoryKvStore, recordFsyncs } from '@rln/core/testing';
import type { LightningEvent } from '../domain/lightning-event';
import { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { commitJournalWrites } from '../../testing/journal-manager-write';
import { EventJournal } from './event-journal';
import { toJournalJson } from './journal-json';
import { readLegacyJournalFile } from './legacy-journal-file';

const ready = (n: number): LightningEvent => ({ type: 'ChannelReady', channelId: `${n}`, userChannelId: 10n ** 20n + BigInt(n), counterpartyNodeId: '02' });
const line = (record: object) => `${toJournalJson(record)}\n`;
/** `<data dir>/lightning/events.journal`, its directory made, no file yet. */
function freshPath(): string {
  const path = join(mkdtempSync(join(tmpdir(), 'legacy-journal-')), 'lightning', 'events.journal');
  mkdirSync(dirname(path));
  return path;
}

/** A journal file as the file-based version left it: 1 and 3 undelivered, 2 delivered, a torn append after them. */
function writeLegacyFile(path: string): void {
  const lines = [line({ k: 'e', seq: 1, event: ready(1) }), line({ k: 'e', seq: 2, event: ready(2) }), line({ k: 'd', seq: 2 }), line({ k: 'e', seq: 3, event: ready(3) })];
  writeFileSync(path, `${lines.join('')}{"k":"e","seq":4,"event":{"ty`);
}

function withLegacyFile(): string {
  const path = freshPath();
  writeLegacyFile(path);
  return path;
}

afterEach(() => jest.restoreAllMocks());

describe('the legacy event journal file', () => {
  it('reads the undelivered events in order, bigints intact, ignoring a torn last line', () => {
    expect(readLegacyJournalFile(withLegacyFile())).toEqual([ready(1), ready(3)]);
    expect(readLegacyJournalFile(freshPath())).toBeNull();
  });

  it('is imported at open after the stored entries, in one write, and removed only then (directory fsynced)', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const before = await EventJournal.open(store);
    before.append(ready(100));
    await commitJournalWrites(store, before); // an entry already in the database (a second import after a crash)
    const path = withLegacyFile();
    const puts = kv.puts;
    const { steps } = recordFsyncs();

    const journal = await EventJournal.open(new EngineStore(kv), { legacyFilePath: path });
    expect(kv.puts).toBe(puts + 1);
    expect(journal.pending()).toEqual([
      { seq: 1, event: ready(100) },
      { seq: 2, event: ready(1) },
      { seq: 3, event: ready(3) },
    ]);
    expect(journal.nextDeliverable()?.seq).toBe(1); // stored: deliverable at once
    expect(existsSync(path)).toBe(false);
    expect(steps).toContain(`fsync ${dirname(path)}`);
    expect((await EventJournal.open(new EngineStore(kv))).pending().map((e) => e.event)).toEqual([ready(100), ready(1), ready(3)]);
    expect(journal.append(ready(4))).toBe(4);
  });

  it('stays on disk when the database write fails, and is imported at the next open', async () => {
    const kv = new InMemoryKvStore();
    const path = withLegacyFile();
    kv.failWrites = 1;
    await expect(EventJournal.open(new EngineStore(kv, { attempts: 1 }), { legacyFilePath: path })).rejects.toThrow(/unavailable/);
    expect(existsSync(path)).toBe(true);
    expect(await kv.list(KV.eventJournal)).toEqual([]);
    const journal = await EventJournal.open(new EngineStore(kv), { legacyFilePath: path });
    expect(journal.pending().map((e) => e.event)).toEqual([ready(1), ready(3)]);
    expect(existsSync(path)).toBe(false);
  });

  it('is removed without a write when everything in it was delivered', async () => {
    const kv = new InMemoryKvStore();
    const path = freshPath();
    writeFileSync(path, line({ k: 'e', seq: 1, event: ready(1) }) + line({ k: 'd', seq: 1 }));
    const journal = await EventJournal.open(new EngineStore(kv), { legacyFilePath: path });
    expect(journal.size).toBe(0);
    expect(kv.puts).toBe(0);
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a corrupt complete line rather than drop events, and keeps the file', async () => {
    const path = withLegacyFile();
    writeFileSync(path, 'not json\n' + line({ k: 'e', seq: 1, event: ready(1) }));
    await expect(EventJournal.open(new EngineStore(new InMemoryKvStore()), { legacyFilePath: path })).rejects.toThrow(/line 1 is not valid JSON/);
    expect(existsSync(path)).toBe(true);
  });
});
