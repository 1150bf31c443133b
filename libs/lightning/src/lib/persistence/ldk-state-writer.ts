import type { ChannelManager, NetworkGraph, ProbabilisticScorer } from 'lightningdevkit';
import type { EventJournal, JournalWrites } from '../events/event-journal';
import type { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';
import type { MonitorPersister } from './monitor-persister';

/** The graph and scorer are caches: written this often, and on stop. */
const GRAPH_PERSIST_MS = 10 * 60_000;
const NO_JOURNAL_WRITES: JournalWrites = { writes: [], puts: [], deletes: [] };

/**
 * Writes LDK's serialised state: the ChannelManager (whenever LDK says it changed, a monitor
 * update or a journaled event waits for it, and on stop), and the network graph with its
 * scorer (every ten minutes, and on stop).
 */
export class LdkStateWriter {
  private lastGraphPersist = Date.now();

  constructor(
    private readonly store: EngineStore,
    private readonly channelManager: ChannelManager,
    private readonly graph: NetworkGraph,
    private readonly scorer: ProbabilisticScorer,
    private readonly monitors: Pick<MonitorPersister, 'takeWaiting' | 'writesFor' | 'writtenWithManager' | 'putBack' | 'failed'>,
    /** The event journal (none without an event sink). */
    private readonly journal: Pick<EventJournal, 'writesForManager' | 'written'> | null = null,
  ) {}

  /**
   * Writes the manager, the monitor records that waited for it and the journal's records in
   * one transaction. Each monitor update was handed out by LDK before this serialisation, so
   * the manager holds it as in flight (and replays it on load if it were missing); a monitor
   * ahead of its stored manager, which LDK force-closes, is never stored. Each event journaled
   * before it was handled by LDK, which forgets it durably only with this manager: the events
   * are stored together with the first manager that lacks them (EventJournal).
   */
  async persistManager(): Promise<void> {
    const waiting = this.monitors.takeWaiting();
    const journaled = this.journal?.writesForManager() ?? NO_JOURNAL_WRITES;
    try {
      await this.store.writeTogether([
        { namespace: KV.manager.namespace, key: KV.manager.key, value: this.channelManager.write() },
        ...this.monitors.writesFor(waiting),
        ...journaled.writes,
      ]);
    } catch (err) {
      this.monitors.putBack(waiting);
      // Monitor records or journaled events that cannot be made durable stop the node (LDK's
      // rule for Persist; LDK has let go of the events), and so does a manager another writer
      // changed (a second engine on this database); a manager alone that failed otherwise is
      // written again by the next pump run.
      const conflict = err instanceof Error && err.name === 'VersionConflictError';
      if (waiting.length > 0 || journaled.puts.length > 0 || conflict) this.monitors.failed(err);
      throw err;
    }
    this.monitors.writtenWithManager(waiting);
    this.journal?.written(journaled);
  }

  async persistGraph(): Promise<void> {
    this.lastGraphPersist = Date.now();
    await this.store.write(KV.graph.namespace, KV.graph.key, this.graph.write());
    await this.store.write(KV.scorer.namespace, KV.scorer.key, this.scorer.write());
  }

  /** Writes the graph and scorer when the last write is older than the interval. */
  async persistGraphIfDue(): Promise<void> {
    if (Date.now() - this.lastGraphPersist > GRAPH_PERSIST_MS) await this.persistGraph();
  }
}
