import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fsyncDirectory } from '@rln/core';
import type { LightningEvent } from '../domain/lightning-event';
import { fromJournalJson } from './journal-json';

/**
 * The event journal as a file in the data directory, which the database journal replaced
 * (EventJournal): read once at start to carry a node's undelivered events over, then removed.
 *
 * Format: one JSON object per line, `{"k":"e","seq":n,"event":…}` for an event and
 * `{"k":"d","seq":n}` once it was delivered. A torn last line (a crash inside an append, before
 * LDK's handler returned, so LDK still had the event) is ignored.
 */

/** The undelivered events of the file at `path`, oldest first; null when there is no file. */
export function readLegacyJournalFile(path: string): LightningEvent[] | null {
  if (!existsSync(path)) return null;
  const content = readFileSync(path, 'utf8');
  const complete = content.slice(0, content.lastIndexOf('\n') + 1);
  const undelivered = new Map<number, LightningEvent>();
  for (const [i, line] of complete.split('\n').entries()) {
    if (line.length > 0) replay(undelivered, line, `${path} line ${i + 1}`);
  }
  return [...undelivered.values()]; // file order is sequence order
}

/**
 * Removes the file once its events are in the database, durably (the directory is fsync'd: a
 * file back after a power loss would be imported twice), with the temporary file a compaction
 * interrupted by a crash may have left beside it.
 */
export function removeLegacyJournalFile(path: string): void {
  rmSync(path, { force: true });
  rmSync(`${path}.tmp`, { force: true });
  fsyncDirectory(dirname(path));
}

function replay(undelivered: Map<number, LightningEvent>, line: string, where: string): void {
  let record: { k?: unknown; seq?: unknown; event?: unknown };
  try {
    record = fromJournalJson(line) as typeof record;
  } catch {
    throw new Error(`event journal ${where} is not valid JSON; refusing to drop undelivered events`);
  }
  if (typeof record.seq !== 'number') throw new Error(`event journal ${where} has no sequence number`);
  if (record.k === 'e') undelivered.set(record.seq, record.event as LightningEvent);
  else if (record.k === 'd') undelivered.delete(record.seq);
  else throw new Error(`event journal ${where} has an unknown kind`);
}
