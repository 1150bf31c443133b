import type { KvEntry, KvStore } from '@rln/core';

/**
 * A KvStore whose writes to chosen namespaces (or single keys) wait while their gate is closed,
 * or are slowed down: a slow database for one kind of state (e.g. one channel's monitor). It can
 * also die as a killed process would, right after a chosen write became durable.
 */
export class GatedKvStore implements KvStore {
  private readonly closed = new Set<string>();
  private readonly delays = new Map<string, number>();
  private waiting: Array<{ target: string; release: () => void }> = [];
  private deathAfter: string | null = null;
  private deathOnNewKeyIn: string | null = null;
  private dead = false;

  constructor(private readonly inner: KvStore) {}

  /** Writes to `namespace` (or only to its `key`) wait from now on. */
  close(namespace: string, key?: string): void {
    this.closed.add(target(namespace, key));
  }

  /** Lets waiting and later writes through (the same namespace and key given to close). */
  open(namespace: string, key?: string): void {
    const name = target(namespace, key);
    this.closed.delete(name);
    const go = this.waiting.filter((w) => w.target === name);
    this.waiting = this.waiting.filter((w) => w.target !== name);
    for (const w of go) w.release();
  }

  /** Every write to `namespace` (or only to its `key`) takes `ms` longer; 0 ends it. */
  slow(ms: number, namespace: string, key?: string): void {
    if (ms > 0) this.delays.set(target(namespace, key), ms);
    else this.delays.delete(target(namespace, key));
  }

  /**
   * The next write to `namespace` (or only to its `key`) reaches the database, and the store dies
   * as it starts: that write reports failure, and every write started after it fails without
   * reaching the database. What is stored is what a
   * `kill -9` right after that write would leave; the engine sees failed writes and stops.
   */
  dieAfterNextWrite(namespace: string, key?: string): void {
    this.deathAfter = target(namespace, key);
  }

  /** As `dieAfterNextWrite`, for the next write to a key of `namespace` that holds no value yet (a new channel's first monitor). */
  dieAfterNextNewKey(namespace: string): void {
    this.deathOnNewKeyIn = namespace;
  }

  /** Dies now, as a `kill -9` would: every write from here on fails without reaching the database. */
  die(): void {
    this.dead = true;
  }

  /** True once the store died (see `dieAfterNextWrite`). */
  get died(): boolean {
    return this.dead;
  }

  /** Writes waiting at a closed gate of `namespace` (any key). */
  held(namespace: string): number {
    return this.waiting.filter((w) => w.target === namespace || w.target.startsWith(`${namespace}\u0000`)).length;
  }

  get(namespace: string, key: string): Promise<KvEntry | null> {
    return this.inner.get(namespace, key);
  }

  async put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    await this.pass(namespace, key);
    const chosen = this.deathAfter !== null && [target(namespace, key), namespace].includes(this.deathAfter);
    const firstOfKey = this.deathOnNewKeyIn === namespace && (await this.inner.get(namespace, key)) === null;
    if (!chosen && !firstOfKey) return this.inner.put(namespace, key, value, expectedVersion);
    // Dead from the moment this write starts: writes started later never reach the database.
    this.deathAfter = null;
    this.deathOnNewKeyIn = null;
    this.dead = true;
    await this.inner.put(namespace, key, value, expectedVersion);
    this.checkAlive();
    return 0n;
  }

  async delete(namespace: string, key: string): Promise<boolean> {
    await this.pass(namespace, key);
    return this.inner.delete(namespace, key);
  }

  list(namespace: string): Promise<string[]> {
    return this.inner.list(namespace);
  }

  private checkAlive(): void {
    if (this.dead) throw new Error('the store died (a simulated kill -9): nothing more is written');
  }

  private async pass(namespace: string, key: string): Promise<void> {
    this.checkAlive();
    const delay = this.delays.get(target(namespace, key)) ?? this.delays.get(namespace);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    for (const name of [target(namespace, key), namespace]) {
      if (this.closed.has(name)) await new Promise<void>((release) => this.waiting.push({ target: name, release }));
    }
    this.checkAlive();
  }
}

function target(namespace: string, key?: string): string {
  return key === undefined ? namespace : `${namespace}\u0000${key}`;
}
