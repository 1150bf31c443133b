import type { ChannelManager, NetworkGraph, ProbabilisticScorer } from 'lightningdevkit';
import type { EngineStore } from './engine-store';
import { KV } from './kv-namespaces';
import type { MonitorPersister } from './monitor-persister';

/** The graph and scorer are caches: written this often, and on stop. */
const GRAPH_PERSIST_MS = 10 * 60_000;

/**
 * Writes LDK's serialised state: the ChannelManager (whenever LDK says it changed or a monitor
 * update waits for it, and on stop), and the network graph with its scorer (every ten
 * minutes, and on stop).
 */
export class LdkStateWriter {
  private lastGraphPersist = Date.now();

  constructor(
    private readonly store: EngineStore,
    private readonly channelManager: ChannelManager,
    private readonly graph: NetworkGraph,
    private readonly scorer: ProbabilisticScorer,
    private readonly monitors: Pick<MonitorPersister, 'takeWaiting' | 'writeAfterManager' | 'putBack'>,
  ) {}

  /**
   * Writes the manager, then releases the monitor updates that waited for it: each was handed
   * out by LDK before this serialisation, so the manager holds it as in flight (and replays it
   * on load) and may be stored before the monitor that contains it, never after.
   */
  async persistManager(): Promise<void> {
    const waiting = this.monitors.takeWaiting();
    try {
      await this.store.write(KV.manager.namespace, KV.manager.key, this.channelManager.write());
    } catch (err) {
      this.monitors.putBack(waiting);
      throw err;
    }
    this.monitors.writeAfterManager(waiting);
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
