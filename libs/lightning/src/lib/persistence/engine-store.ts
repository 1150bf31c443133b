import type { KvStore } from '@rln/core';

/** One write of the engine's state: `value` null deletes the key. */
export interface EngineWrite {
  readonly namespace: string;
  readonly key: string;
  readonly value: Uint8Array | null;
  /**
   * Names the version this engine last saw (the default), so a second engine on the same
   * database fails loudly; false for write-once records whose content their key fixes (a
   * retry after an ambiguous commit must not turn into a conflict).
   */
  readonly versioned?: boolean;
}

interface Waiter {
  resolve(): void;
  reject(err: unknown): void;
}

/** A queue of writes run one job at a time; a job waiting behind a running one absorbs later ones. */
interface Lane {
  next: { writes: Map<string, EngineWrite>; waiters: Waiter[] } | null;
  running: boolean;
}

export interface EngineStoreOptions {
  /** Attempts per write before it is reported as failed. Default 5. */
  readonly attempts?: number;
  readonly backoffMs?: number;
}

/** The lane of `writeTogether`: LDK's manager, monitors and monitor updates. */
const LDK_STATE_LANE = '\u0000ldk-state';

/**
 * The engine's view of the KvStore: every write names the version it last saw (so a second
 * engine on the same database fails loudly instead of overwriting), writes of one key run one
 * at a time in order, and a write queued behind a running one is coalesced with later writes
 * of the same key (only the newest bytes are written; every caller's promise resolves when a
 * write containing its bytes, or newer ones, is durable).
 *
 * `writeTogether` is the same for groups of keys: each group is one transaction, groups run one
 * at a time in order, and groups queued behind a running one merge into one transaction in
 * which the last write of each key wins (the state applying them in order would leave). Keys
 * written through it must not also be written through `write`/`delete`.
 */
export class EngineStore {
  private readonly versions = new Map<string, bigint>();
  private readonly lanes = new Map<string, Lane>();
  private readonly attempts: number;
  private readonly backoffMs: number;

  constructor(
    private readonly kv: KvStore,
    options: EngineStoreOptions = {},
  ) {
    this.attempts = options.attempts ?? 5;
    this.backoffMs = options.backoffMs ?? 200;
  }

  async read(namespace: string, key: string): Promise<Uint8Array | null> {
    const entry = await this.kv.get(namespace, key);
    this.versions.set(id(namespace, key), entry?.version ?? 0n);
    return entry ? entry.value : null;
  }

  /** Reads every entry of a namespace, in key order. */
  async readAll(namespace: string): Promise<Array<{ key: string; value: Uint8Array }>> {
    const out: Array<{ key: string; value: Uint8Array }> = [];
    for (const key of await this.kv.list(namespace)) {
      const value = await this.read(namespace, key);
      if (value) out.push({ key, value });
    }
    return out;
  }

  /** Resolves once `value` (or a newer value of the same key) is durable. */
  write(namespace: string, key: string, value: Uint8Array): Promise<void> {
    return this.enqueue(id(namespace, key), [{ namespace, key, value }]);
  }

  /** Resolves once the key is gone (after any earlier writes of it). */
  delete(namespace: string, key: string): Promise<void> {
    return this.enqueue(id(namespace, key), [{ namespace, key, value: null }]);
  }

  /**
   * Resolves once every write of the group (or a group merged after it) is durable, in one
   * transaction; an empty group resolves once the groups queued before it are.
   */
  writeTogether(writes: readonly EngineWrite[]): Promise<void> {
    return this.enqueue(LDK_STATE_LANE, writes);
  }

  /** Resolves when every write queued so far has finished (successfully or not). */
  async flush(): Promise<void> {
    while ([...this.lanes.values()].some((s) => s.running || s.next)) await new Promise((r) => setTimeout(r, 5));
  }

  private enqueue(laneId: string, writes: readonly EngineWrite[]): Promise<void> {
    let lane = this.lanes.get(laneId);
    if (!lane) {
      lane = { next: null, running: false };
      this.lanes.set(laneId, lane);
    }
    const queued = lane;
    const promise = new Promise<void>((resolve, reject) => {
      queued.next ??= { writes: new Map(), waiters: [] };
      for (const w of writes) queued.next.writes.set(id(w.namespace, w.key), w);
      queued.next.waiters.push({ resolve, reject });
    });
    if (!lane.running) void this.drain(lane);
    return promise;
  }

  private async drain(lane: Lane): Promise<void> {
    lane.running = true;
    try {
      while (lane.next) {
        const job = lane.next;
        lane.next = null;
        try {
          await this.persist([...job.writes.values()]);
          for (const w of job.waiters) w.resolve();
        } catch (err) {
          for (const w of job.waiters) w.reject(err);
        }
      }
    } finally {
      lane.running = false;
    }
  }

  private async persist(writes: readonly EngineWrite[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.apply(writes);
        return;
      } catch (err) {
        // A version conflict means another writer owns this state: never retry over it.
        const conflict = err instanceof Error && err.name === 'VersionConflictError';
        if (conflict || attempt >= this.attempts) throw err;
        await new Promise((r) => setTimeout(r, this.backoffMs * attempt));
      }
    }
  }

  /** One write is one statement; more are one transaction. */
  private async apply(writes: readonly EngineWrite[]): Promise<void> {
    if (writes.length === 0) return; // an empty group only waits for the groups before it
    const expected = (w: EngineWrite) => (w.versioned === false ? undefined : (this.versions.get(id(w.namespace, w.key)) ?? 0n));
    if (writes.length === 1) {
      const [w] = writes;
      if (w.value === null) await this.kv.delete(w.namespace, w.key);
      this.versions.set(id(w.namespace, w.key), w.value === null ? 0n : await this.kv.put(w.namespace, w.key, w.value, expected(w)));
      return;
    }
    const versions = await this.kv.writeAll(writes.map((w) => ({ namespace: w.namespace, key: w.key, value: w.value, expectedVersion: w.value === null ? undefined : expected(w) })));
    writes.forEach((w, i) => this.versions.set(id(w.namespace, w.key), versions[i]));
  }
}

function id(namespace: string, key: string): string {
  return `${namespace}\u0000${key}`;
}
