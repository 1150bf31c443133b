import fs, { appendFileSync, chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LightningEvent } from '../domain/lightning-event';
import { EventJournal } from './event-journal';

const sent = (n: number): LightningEvent => ({
  type: 'PaymentSent',
  paymentId: `${n}`.padStart(64, '0'),
  paymentHash: `${n}`.padStart(64, '0'),
  preimage: 'ab'.repeat(32),
  feePaidMsat: 12_345_678_901_234_567n,
});

const realFsync = fs.fsyncSync;
const freshPath = () => join(mkdtempSync(join(tmpdir(), 'journal-')), 'sub', 'events.journal');

describe('EventJournal', () => {
  it('keeps appended events across a reopen until they are marked delivered, bigints intact', () => {
    const path = freshPath();
    const journal = EventJournal.open(path);
    const a = journal.append(sent(1));
    journal.append(sent(2));
    journal.markDelivered(a);
    journal.close();

    const reopened = EventJournal.open(path);
    expect(reopened.pending()).toEqual([{ seq: 2, event: sent(2) }]);
    // Sequence numbers continue after the ones on disk.
    expect(reopened.append(sent(3))).toBe(3);
    reopened.close();
  });

  it('once closed, refuses appends and ignores delivery marks: the file it had may belong to another by then', () => {
    const path = freshPath();
    const journal = EventJournal.open(path);
    const a = journal.append(sent(1));
    journal.close();
    const other = join(dirname(path), 'other');
    const otherFd = fs.openSync(other, 'w+'); // the lowest free descriptor: usually the journal's old one
    expect(() => journal.append(sent(2))).toThrow(/closed/);
    journal.markDelivered(a);
    journal.close();
    fs.closeSync(otherFd);
    expect(readFileSync(other, 'utf8')).toBe('');
    expect(EventJournal.open(path).pending()).toEqual([{ seq: 1, event: sent(1) }]);
  });

  it('truncates itself once everything was delivered', () => {
    const path = freshPath();
    const journal = EventJournal.open(path);
    const seqs = [journal.append(sent(1)), journal.append(sent(2))];
    seqs.forEach((s) => journal.markDelivered(s));
    expect(journal.sizeBytes()).toBe(0);
    expect(journal.pending()).toEqual([]);
    journal.close();
    expect(readFileSync(path, 'utf8')).toBe('');
  });

  it('cuts off a torn last line (a crash inside append) and appends after it cleanly', () => {
    const path = freshPath();
    const journal = EventJournal.open(path);
    journal.append(sent(1));
    journal.close();
    appendFileSync(path, '{"k":"e","seq":2,"event":{"type":"Paym');

    const reopened = EventJournal.open(path);
    expect(reopened.pending().map((e) => e.seq)).toEqual([1]);
    reopened.append(sent(3));
    reopened.close();
    expect(EventJournal.open(path).pending().map((e) => e.event)).toEqual([sent(1), sent(3)]);
  });

  it('refuses to open a journal with a corrupt complete line rather than drop events', () => {
    const path = freshPath();
    EventJournal.open(path).close();
    writeFileSync(path, 'not json\n{"k":"e","seq":1,"event":{}}\n');
    expect(() => EventJournal.open(path)).toThrow(/line 1 is not valid JSON/);
  });

  it('ignores a delivery mark for an unknown sequence number', () => {
    const journal = EventJournal.open(freshPath());
    journal.append(sent(1));
    journal.markDelivered(99);
    expect(journal.pending()).toHaveLength(1);
    journal.close();
  });

  it('is mode 0600, also when an older journal was wider', () => {
    const path = freshPath();
    EventJournal.open(path).close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    chmodSync(path, 0o644);
    EventJournal.open(path).close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('compacts to the undelivered events while some are always pending, and the compacted file reopens', () => {
    const path = freshPath();
    const journal = EventJournal.open(path, { compactAtRecords: 8 });
    // Steady load: one event stays undelivered at all times, so the journal is never empty.
    let oldest = journal.append(sent(0));
    for (let n = 1; n <= 40; n++) {
      journal.append(sent(n));
      journal.markDelivered(oldest);
      oldest++;
      expect(lineCount(path)).toBeLessThanOrEqual(8);
    }
    journal.append(sent(41));
    expect(journal.pending().map((e) => e.seq)).toEqual([41, 42]);
    journal.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dirname(path))).toEqual(['events.journal']);

    const reopened = EventJournal.open(path);
    expect(reopened.pending()).toEqual([
      { seq: 41, event: sent(40) },
      { seq: 42, event: sent(41) },
    ]);
    expect(reopened.append(sent(42))).toBe(43);
    reopened.close();
  });

  it('compacts to exactly the pending entries', () => {
    const path = freshPath();
    const journal = EventJournal.open(path, { compactAtRecords: 6 });
    const seqs = [1, 2, 3, 4].map((n) => journal.append(sent(n)));
    journal.markDelivered(seqs[0]);
    journal.markDelivered(seqs[2]); // the sixth line: compacted instead of written
    journal.close();
    const lines = readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { k: string; seq: number });
    expect(lines.map((l) => [l.k, l.seq])).toEqual([
      ['e', 2],
      ['e', 4],
    ]);
    expect(EventJournal.open(path).pending().map((e) => e.event)).toEqual([sent(2), sent(4)]);
  });

  it('keeps appending to the file its path names when a compaction fails after the rename (directory fsync)', () => {
    const path = freshPath();
    const journal = EventJournal.open(path, { compactAtRecords: 6 });
    const seqs = [1, 2, 3, 4].map((n) => journal.append(sent(n)));
    journal.markDelivered(seqs[0]);
    // writeFileDurably fsyncs the temporary file, renames, then fsyncs the directory: fail that one.
    let calls = 0;
    const fsyncDirectoryFails = jest.spyOn(fs, 'fsyncSync').mockImplementation((fd) => {
      calls++;
      if (calls === 2) throw Object.assign(new Error('EIO: fsync of the directory failed'), { code: 'EIO' });
      realFsync(fd);
    });
    expect(() => journal.markDelivered(seqs[2])).toThrow(/EIO/);
    fsyncDirectoryFails.mockRestore();
    // After the failed compaction, a new event must reach the file the path names.
    journal.append(sent(5));
    journal.close();
    expect(EventJournal.open(path).pending().map((e) => e.event)).toEqual([sent(2), sent(4), sent(5)]);
  });

  it('does not rewrite on every delivery while many events are pending', () => {
    const path = freshPath();
    const journal = EventJournal.open(path, { compactAtRecords: 4 });
    for (let n = 1; n <= 10; n++) journal.append(sent(n));
    // Ten pending: the file may grow to twice that before a compaction pays off.
    journal.markDelivered(1);
    expect(lineCount(path)).toBe(11);
    journal.close();
  });
});

describe('EventJournal.outboundPaymentIds', () => {
  it('names the payments whose PaymentSent or PaymentFailed is undelivered', () => {
    const journal = EventJournal.open(freshPath());
    const delivered = journal.append(sent(1));
    journal.append(sent(2));
    journal.append({ type: 'PaymentFailed', paymentId: '03'.repeat(32), paymentHash: null, reason: 'no route', reasonCode: 'RouteNotFound' });
    journal.append({ type: 'ChannelReady', channelId: '04'.repeat(32), userChannelId: 1n, counterpartyNodeId: `02${'05'.repeat(32)}` });
    journal.markDelivered(delivered);
    expect(journal.outboundPaymentIds()).toEqual(new Set(['2'.padStart(64, '0'), '03'.repeat(32)]));
    journal.close();
  });
});

function lineCount(path: string): number {
  return readFileSync(path, 'utf8').split('\n').filter((l) => l.length > 0).length;
}
