import type { EventJournal } from '../lib/events/event-journal';
import type { EngineStore } from '../lib/persistence/engine-store';

/**
 * The journal's part of a ChannelManager write (LdkStateWriter.persistManager) without a
 * manager: its records committed in one transaction, then reported. Rejects as the write does.
 */
export async function commitJournalWrites(store: EngineStore, journal: EventJournal): Promise<void> {
  const taken = journal.writesForManager();
  await store.writeTogether(taken.writes);
  journal.written(taken);
}
