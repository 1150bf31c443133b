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
  /**
   * Attempts per write before it is reported as failed (which stops the engine). Default 20:
   * with the default backoff about 40 s, longer than the embedded server takes to come back
   * after it was killed (WAL recovery).
   */
  readonly attempts?: number;
  /** The wait before attempt n + 1 is n times this. Default 200 ms. */
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
    this.attempts = options.attempts ?? 20;
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
        // A version conflict means another writer owns this state: never retry over it. After a
        // failed attempt it may instead be that attempt's own commit, whose answer was lost.
        const conflict = err instanceof Error && err.name === 'VersionConflictError';
        if (conflict && attempt > 1 && (await this.landed(writes))) return;
        if (conflict || attempt >= this.attempts) throw err;
        await new Promise((r) => setTimeout(r, this.backoffMs * attempt));
      }
    }
  }

  /** True when the store holds exactly what `writes` would leave (and then takes its versions). */
  private async landed(writes: readonly EngineWrite[]): Promise<boolean> {
    const found = await Promise.all(writes.map((w) => this.kv.get(w.namespace, w.key)));
    const same = writes.every((w, i) => {
      const entry = found[i];
      return w.value === null ? entry === null : entry !== null && Buffer.from(entry.value).equals(Buffer.from(w.value));
    });
    if (same) writes.forEach((w, i) => this.remember(w, found[i]?.version ?? 0n));
    return same;
  }

  /** Versions are kept for versioned keys that exist: deleted and write-once keys are forgotten, so the map stays as small as the state. */
  private remember(w: EngineWrite, version: bigint): void {
    const key = id(w.namespace, w.key);
    if (w.value === null || w.versioned === false) this.versions.delete(key);
    else this.versions.set(key, version);
  }

  /** One write is one statement; more are one transaction. */
  private async apply(writes: readonly EngineWrite[]): Promise<void> {
    if (writes.length === 0) return; // an empty group only waits for the groups before it
    const expected = (w: EngineWrite) => (w.versioned === false ? undefined : (this.versions.get(id(w.namespace, w.key)) ?? 0n));
    if (writes.length === 1) {
      const [w] = writes;
      if (w.value === null) await this.kv.delete(w.namespace, w.key);
      this.remember(w, w.value === null ? 0n : await this.kv.put(w.namespace, w.key, w.value, expected(w)));
      return;
    }
    const versions = await this.kv.writeAll(writes.map((w) => ({ namespace: w.namespace, key: w.key, value: w.value, expectedVersion: w.value === null ? undefined : expected(w) })));
    writes.forEach((w, i) => this.remember(w, versions[i]));
  }
}

function id(namespace: string, key: string): string {
  return `${namespace}\u0000${key}`;
}
