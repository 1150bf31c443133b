import type { KvStore } from '@rln/core';

interface Slot {
  /** The newest value waiting to be written (older waiting values are superseded). */
  next: { value: Uint8Array | null; waiters: Array<{ resolve(): void; reject(err: unknown): void }> } | null;
  running: boolean;
}

export interface EngineStoreOptions {
  /** Attempts per write before it is reported as failed. Default 5. */
  readonly attempts?: number;
  readonly backoffMs?: number;
}

/**
 * The engine's view of the KvStore: every write names the version it last saw (so a second
 * engine on the same database fails loudly instead of overwriting), writes of one key run one
 * at a time in order, and a write queued behind a running one is coalesced with later writes
 * of the same key (only the newest bytes are written; every caller's promise resolves when a
 * write containing its bytes, or newer ones, is durable).
 */
export class EngineStore {
  private readonly versions = new Map<string, bigint>();
  private readonly slots = new Map<string, Slot>();
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
    return this.enqueue(namespace, key, value);
  }

  /** Resolves once the key is gone (after any earlier writes of it). */
  delete(namespace: string, key: string): Promise<void> {
    return this.enqueue(namespace, key, null);
  }

  /** Resolves when every write queued so far has finished (successfully or not). */
  async flush(): Promise<void> {
    while ([...this.slots.values()].some((s) => s.running || s.next)) await new Promise((r) => setTimeout(r, 5));
  }

  private enqueue(namespace: string, key: string, value: Uint8Array | null): Promise<void> {
    const slotId = id(namespace, key);
    let slot = this.slots.get(slotId);
    if (!slot) {
      slot = { next: null, running: false };
      this.slots.set(slotId, slot);
    }
    const promise = new Promise<void>((resolve, reject) => {
      if (slot.next) {
        slot.next.value = value;
        slot.next.waiters.push({ resolve, reject });
      } else {
        slot.next = { value, waiters: [{ resolve, reject }] };
      }
    });
    if (!slot.running) void this.drain(namespace, key, slot);
    return promise;
  }

  private async drain(namespace: string, key: string, slot: Slot): Promise<void> {
    slot.running = true;
    try {
      while (slot.next) {
        const job = slot.next;
        slot.next = null;
        try {
          await this.persist(namespace, key, job.value);
          for (const w of job.waiters) w.resolve();
        } catch (err) {
          for (const w of job.waiters) w.reject(err);
        }
      }
    } finally {
      slot.running = false;
    }
  }

  private async persist(namespace: string, key: string, value: Uint8Array | null): Promise<void> {
    const slotId = id(namespace, key);
    for (let attempt = 1; ; attempt++) {
      try {
        if (value === null) {
          await this.kv.delete(namespace, key);
          this.versions.set(slotId, 0n);
        } else {
          const expected = this.versions.get(slotId) ?? 0n;
          this.versions.set(slotId, await this.kv.put(namespace, key, value, expected));
        }
        return;
      } catch (err) {
        // A version conflict means another writer owns this state: never retry over it.
        const conflict = err instanceof Error && err.name === 'VersionConflictError';
        if (conflict || attempt >= this.attempts) throw err;
        await new Promise((r) => setTimeout(r, this.backoffMs * attempt));
      }
    }
  }
}

function id(namespace: string, key: string): string {
  return `${namespace}\u0000${key}`;
}
