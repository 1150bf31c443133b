import type { LightningEvent } from '../domain/lightning-event';
import type { EngineStore, EngineWrite } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { fromJournalJson, toJournalJson } from './journal-json';
import { readLegacyJournalFile, removeLegacyJournalFile } from './legacy-journal-file';

export interface JournalEntry {
  readonly seq: number;
  readonly event: LightningEvent;
}

/** The journal's part of one ChannelManager write (`writesForManager`, then `written`). */
export interface JournalWrites {
  readonly writes: readonly EngineWrite[];
  /** The entries these writes make durable, and the delivered ones they delete. */
  readonly puts: readonly number[];
  readonly deletes: readonly number[];
}

export interface EventJournalOptions {
  /**
   * The file the journal was kept in before it moved to the database: its undelivered events
   * are written to the database at open, then the file is removed.
   */
  readonly legacyFilePath?: string;
}

/**
 * Engine events not yet delivered to the sink, kept in the engine's database (KvStore namespace
 * `ldk_event_journal`, one record per event), so whichever replica runs the engine next finds
 * them.
 *
 * LDK's event handler is synchronous, while the sink (the database) is not. Answering
 * "replay" until the database write finished keeps the event durable, but for PaymentSent
 * it also keeps LDK holding the channel's revoke_and_ack monitor update (LDK's
 * EventCompletionAction), and LDK 0.1 mis-orders held updates when HTLCs from the holding
 * cell are freed meanwhile: with concurrent payments on one channel it panicked with
 * "Attempted to apply ChannelMonitorUpdates out of order". So the handler appends the event
 * here (in memory, synchronously) and lets LDK forget it at once.
 *
 * That loses nothing without a synchronous write because LDK forgets a handled event durably
 * only when a ChannelManager serialised after the handling is stored, and the engine writes the
 * manager only through LdkStateWriter, whose transaction carries `writesForManager`: every
 * entry not yet durable (also those a write still in flight carries: a failed earlier write can
 * then never leave a later manager without them). Until that transaction commits the stored
 * manager still holds the event, and LDK offers it again after a crash; once it commits, the
 * record is stored. Only then is the entry delivered (`nextDeliverable`), so the sink never acts
 * on an event a crash could take back. A delivered entry's record is deleted by a later manager
 * write; a delete lost to a crash means one more delivery, which the sink tolerates (it
 * deduplicates). Puts precede deletes: an entry is put only while not durable, deleted only once
 * delivered (so durable), and the store applies manager writes in order.
 *
 * Records are keyed by sequence number, zero-padded to 20 digits so the store lists them in
 * order; values are the event as JSON (bigints as `{"$bigint":"…"}`), written once.
 */
export class EventJournal {
  /** Undelivered entries in sequence order (appended in order, loaded sorted). */
  private readonly undelivered = new Map<number, { readonly event: LightningEvent; durable: boolean }>();
  /** Delivered entries whose record no committed write has deleted yet. */
  private readonly toDelete = new Set<number>();
  private notDurable = 0;
  private nextSeq: number;
  private onDurable: () => void = () => undefined;

  private constructor(stored: readonly JournalEntry[]) {
    for (const { seq, event } of stored) this.undelivered.set(seq, { event, durable: true });
    this.nextSeq = (stored.at(-1)?.seq ?? 0) + 1;
  }

  /**
   * Loads the stored entries (all undelivered as far as is known), first importing the legacy
   * file's events when there is one: written in one transaction, the file removed only after it
   * committed (a crash in between imports them again, delivered twice, which the sink tolerates).
   */
  static async open(store: EngineStore, options: EventJournalOptions = {}): Promise<EventJournal> {
    const stored = (await store.readAll(KV.eventJournal)).map(entryOf).sort((a, b) => a.seq - b.seq);
    const legacyPath = options.legacyFilePath;
    const legacy = legacyPath ? readLegacyJournalFile(legacyPath) : null;
    if (legacyPath && legacy) {
      const first = (stored.at(-1)?.seq ?? 0) + 1;
      const imported = legacy.map((event, i) => ({ seq: first + i, event }));
      if (imported.length > 0) await store.writeTogether(imported.map(putOf));
      removeLegacyJournalFile(legacyPath);
      stored.push(...imported);
    }
    return new EventJournal(stored);
  }

  /** Keeps the event, not yet durable: the next ChannelManager write stores it. Returns its sequence number. */
  append(event: LightningEvent): number {
    const seq = this.nextSeq++;
    this.undelivered.set(seq, { event, durable: false });
    this.notDurable++;
    return seq;
  }

  /** True while an entry waits for a ChannelManager write to become durable. */
  get waitsForManager(): boolean {
    return this.notDurable > 0;
  }

  /** What the ChannelManager write about to be serialised must carry, in its transaction. */
  writesForManager(): JournalWrites {
    const puts = [...this.undelivered].filter(([, e]) => !e.durable).map(([seq, e]) => ({ seq, event: e.event }));
    const deletes = [...this.toDelete];
    return {
      writes: [...puts.map(putOf), ...deletes.map((seq) => ({ namespace: KV.eventJournal, key: keyOf(seq), value: null }))],
      puts: puts.map((e) => e.seq),
      deletes,
    };
  }

  /**
   * The transaction carrying `taken` committed: its entries are durable (and deliverable), its
   * deletes done. A failed one needs nothing back: what it carried is carried by the next.
   */
  written(taken: JournalWrites): void {
    let madeDurable = false;
    for (const seq of taken.puts) {
      const entry = this.undelivered.get(seq);
      if (!entry || entry.durable) continue; // a write before this one carried it too
      entry.durable = true;
      this.notDurable--;
      madeDurable = true;
    }
    for (const seq of taken.deletes) this.toDelete.delete(seq);
    if (madeDurable) this.onDurable();
  }

  /** Called whenever entries became durable (one listener: the outbox). */
  whenDurable(listener: () => void): void {
    this.onDurable = listener;
  }

  /** The oldest undelivered entry once it is durable; null while there is none or it waits for a manager write. */
  nextDeliverable(): JournalEntry | null {
    for (const [seq, entry] of this.undelivered) return entry.durable ? { seq, event: entry.event } : null;
    return null;
  }

  /** The sink has the event; its record is deleted by a later manager write. */
  markDelivered(seq: number): void {
    const entry = this.undelivered.get(seq);
    if (!entry) return;
    // A delete must never reach the store before the put it undoes.
    if (!entry.durable) throw new Error(`event journal entry ${seq} was delivered before it was durable`);
    this.undelivered.delete(seq);
    this.toDelete.add(seq);
  }

  /** Events appended (or loaded) and not yet delivered, oldest first. */
  pending(): JournalEntry[] {
    return [...this.undelivered].map(([seq, e]) => ({ seq, event: e.event }));
  }

  /** Payment ids of the undelivered PaymentSent and PaymentFailed events. */
  outboundPaymentIds(): Set<string> {
    const ids = new Set<string>();
    for (const { event } of this.undelivered.values()) {
      if (event.type === 'PaymentSent' || event.type === 'PaymentFailed') ids.add(event.paymentId);
    }
    return ids;
  }

  get size(): number {
    return this.undelivered.size;
  }
}

function keyOf(seq: number): string {
  return seq.toString().padStart(20, '0');
}

/** A stored record; one that cannot be read stops the start rather than drop an event. */
function entryOf({ key, value }: { key: string; value: Uint8Array }): JournalEntry {
  if (!/^\d{20}$/.test(key)) throw new Error(`event journal record ${key} has no sequence number as its key`);
  try {
    return { seq: Number(key), event: fromJournalJson(Buffer.from(value).toString('utf8')) as LightningEvent };
  } catch (err) {
    throw new Error(`event journal record ${key} is not valid JSON; refusing to drop undelivered events`, { cause: err });
  }
}

/** Write-once: the key fixes the content, so a retry after an ambiguous commit is no conflict. */
function putOf({ seq, event }: JournalEntry): EngineWrite {
  return { namespace: KV.eventJournal, key: keyOf(seq), value: Buffer.from(toJournalJson(event), 'utf8'), versioned: false };
}
