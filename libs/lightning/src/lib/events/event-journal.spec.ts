import { appendFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightningEvent } from '../domain/lightning-event';
import { EventJournal } from './event-journal';

const sent = (n: number): LightningEvent => ({
  type: 'PaymentSent',
  paymentId: `${n}`.padStart(64, '0'),
  paymentHash: `${n}`.padStart(64, '0'),
  preimage: 'ab'.repeat(32),
  feePaidMsat: 12_345_678_901_234_567n,
});

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
});
