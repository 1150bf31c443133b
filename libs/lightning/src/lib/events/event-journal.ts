import { closeSync, existsSync, fchmodSync, fdatasyncSync, fstatSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { ensureDirectoryDurably, fsyncDirectory, writeFileDurably } from '@rln/core';
import type { LightningEvent } from '../domain/lightning-event';

export interface JournalEntry {
  readonly seq: number;
  readonly event: LightningEvent;
}

/**
 * A synchronous, durable, append-only file of engine events not yet delivered to the sink.
 *
 * LDK's event handler is synchronous, while the sink (the database) is not. Answering
 * "replay" until the database write finished keeps the event durable, but for PaymentSent
 * it also keeps LDK holding the channel's revoke_and_ack monitor update (LDK's
 * EventCompletionAction), and LDK 0.1 mis-orders held updates when HTLCs from the holding
 * cell are freed meanwhile: with concurrent payments on one channel it panicked with
 * "Attempted to apply ChannelMonitorUpdates out of order". Writing the event here first
 * (fsync'd before the handler returns) lets the handler finish at once and still never lose
 * it: what was appended and not marked delivered is delivered again after a restart.
 *
 * Format: one JSON object per line, `{"k":"e","seq":n,"event":…}` for an event and
 * `{"k":"d","seq":n}` once it was delivered; bigints as `{"$bigint":"…"}`. A torn last line
 * (a crash inside `append`, before the handler returned) is cut off on open.
 *
 * The file is mode 0600 (events name payment hashes, preimages and amounts). It is truncated
 * when nothing is left undelivered and, since under steady load that may never happen, also
 * compacted once it holds `compactAtRecords` lines (and twice as many as are undelivered): the
 * undelivered events are rewritten to a new file that replaces this one atomically
 * (writeFileDurably), so a crash during compaction leaves either journal whole.
 */
export class EventJournal {
  private fd: number;
  /** In sequence order: entries are inserted in file order, and sequence numbers only grow. */
  private readonly undelivered = new Map<number, LightningEvent>();
  private nextSeq = 1;
  /** Lines in the file now: what compaction is measured by. */
  private records = 0;
  private readonly compactAtRecords: number;

  private constructor(
    private readonly path: string,
    options: EventJournalOptions,
  ) {
    this.compactAtRecords = Math.max(2, options.compactAtRecords ?? DEFAULT_COMPACT_AT_RECORDS);
    ensureDirectoryDurably(dirname(path));
    const created = !existsSync(path);
    const content = created ? '' : readFileSync(path, 'utf8');
    this.fd = openJournalFile(path);
    // The new file's name must be durable before the first fsync'd append relies on it.
    if (created) fsyncDirectory(dirname(path));
    const complete = content.slice(0, content.lastIndexOf('\n') + 1);
    if (complete.length !== content.length) {
      ftruncateSync(this.fd, Buffer.byteLength(complete));
      fdatasyncSync(this.fd);
    }
    for (const [i, line] of complete.split('\n').entries()) {
      if (line.length === 0) continue;
      this.replay(line, i + 1);
      this.records++;
    }
  }

  static open(path: string, options: EventJournalOptions = {}): EventJournal {
    return new EventJournal(path, options);
  }

  /** Appends the event and waits until it is on disk; returns its sequence number. */
  append(event: LightningEvent): number {
    const seq = this.nextSeq++;
    this.write({ k: 'e', seq, event });
    fdatasyncSync(this.fd);
    this.undelivered.set(seq, event);
    return seq;
  }

  /**
   * The sink has the event. Not fsync'd: losing this mark only means one more delivery,
   * which the sink tolerates (it deduplicates). An empty journal is truncated, a long one
   * compacted.
   */
  markDelivered(seq: number): void {
    if (this.closed) return; // delivered again after the restart, which the sink tolerates
    if (!this.undelivered.delete(seq)) return;
    if (this.undelivered.size === 0) {
      ftruncateSync(this.fd, 0);
      this.records = 0;
      return;
    }
    // Also at least twice what is pending: each compaction is paid for by as many lines as it keeps.
    if (this.records + 1 >= Math.max(this.compactAtRecords, 2 * this.undelivered.size)) {
      this.compact();
      return;
    }
    this.write({ k: 'd', seq });
  }

  /** Events appended and not yet delivered, oldest first. */
  pending(): JournalEntry[] {
    return [...this.undelivered.entries()].map(([seq, event]) => ({ seq, event }));
  }

  /** Payment ids of the undelivered PaymentSent and PaymentFailed events. */
  outboundPaymentIds(): Set<string> {
    const ids = new Set<string>();
    for (const event of this.undelivered.values()) {
      if (event.type === 'PaymentSent' || event.type === 'PaymentFailed') ids.add(event.paymentId);
    }
    return ids;
  }

  /** The oldest undelivered event, without copying the rest (the outbox asks per delivery). */
  oldest(): JournalEntry | null {
    for (const [seq, event] of this.undelivered) return { seq, event };
    return null;
  }

  get size(): number {
    return this.undelivered.size;
  }

  sizeBytes(): number {
    return fstatSync(this.fd).size;
  }

  /** Closes the file; later appends throw (its descriptor number may belong to another file by then). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    closeSync(this.fd);
  }

  private write(record: object): void {
    if (this.closed) throw new Error(`event journal ${this.path} is closed (the engine is stopping)`);
    if (this.broken) throw new Error(`event journal ${this.path} lost its file during a compaction; restart the node`, { cause: this.broken });
    const line = Buffer.from(encodeLine(record), 'utf8');
    let offset = 0;
    while (offset < line.length) offset += writeSync(this.fd, line, offset);
    this.records++;
  }

  /** Rewrites the file with only the undelivered events (their sequence numbers kept). */
  private compact(): void {
    const lines = [...this.undelivered.entries()].map(([seq, event]) => encodeLine({ k: 'e', seq, event }));
    try {
      writeFileDurably(this.path, lines.join(''), { mode: JOURNAL_MODE });
    } finally {
      // Even when it failed, the rename may have happened (a failed directory fsync comes
      // after it): the descriptor must follow the path, or appends would land in the unlinked
      // old file and vanish at restart.
      this.reopen();
    }
    this.records = lines.length;
  }

  /** Opens the path anew before letting the old descriptor go; if that fails, every later write fails. */
  private reopen(): void {
    let next: number;
    try {
      next = openJournalFile(this.path);
    } catch (error) {
      this.broken = error;
      throw error;
    }
    const old = this.fd;
    this.fd = next;
    closeSync(old);
  }

  /** Set when a compaction could not reopen the journal: appends must not go to a file the path no longer names. */
  private broken: unknown = null;
  private closed = false;

  private replay(line: string, lineNo: number): void {
    let record: { k?: unknown; seq?: unknown; event?: unknown };
    try {
      record = JSON.parse(line, decodeBigint) as typeof record;
    } catch {
      throw new Error(`event journal ${this.path} line ${lineNo} is not valid JSON; refusing to drop undelivered events`);
    }
    if (typeof record.seq !== 'number') throw new Error(`event journal ${this.path} line ${lineNo} has no sequence number`);
    if (record.k === 'e') this.undelivered.set(record.seq, record.event as LightningEvent);
    else if (record.k === 'd') this.undelivered.delete(record.seq);
    else throw new Error(`event journal ${this.path} line ${lineNo} has an unknown kind`);
    this.nextSeq = Math.max(this.nextSeq, record.seq + 1);
  }
}

export interface EventJournalOptions {
  /** Lines the file may hold before it is compacted to the undelivered events (at least 2). */
  readonly compactAtRecords?: number;
}

/** A few hundred kilobytes at most between compactions; each costs one rewrite of what is pending. */
const DEFAULT_COMPACT_AT_RECORDS = 1024;
const JOURNAL_MODE = 0o600;

function openJournalFile(path: string): number {
  const fd = openSync(path, 'a+', JOURNAL_MODE);
  // Mode applies only to a new file, through the umask: set it, also on a journal made before.
  fchmodSync(fd, JOURNAL_MODE);
  return fd;
}

function encodeLine(record: object): string {
  return `${JSON.stringify(record, encodeBigint)}\n`;
}

function encodeBigint(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { $bigint: value.toString() } : value;
}

function decodeBigint(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && Object.keys(value).length === 1 && '$bigint' in value) {
    return BigInt((value as { $bigint: string }).$bigint);
  }
  return value;
}
