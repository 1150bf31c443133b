import type { KvEntry, KvStore, KvWrite } from '@rln/core';
import { KV } from '../lib/persistence/kv-namespaces';
import { parseMonitorUpdateKey } from '../lib/persistence/monitor-records';

/**
 * A KvStore whose writes to chosen namespaces (or single keys) wait while their gate is closed,
 * or are slowed down: a slow database for one kind of state (e.g. one channel's monitor). It can
 * also die as a killed process would, right after a chosen write became durable.
 *
 * A monitor's update record counts as a write of that monitor: gates, delays and
 * `dieAfterNextWrite` set on `KV.monitors` (or one monitor's key) apply to its records in
 * `KV.monitorUpdates` too.
 */
export class GatedKvStore implements KvStore {
  private readonly closed = new Set<string>();
  private readonly delays = new Map<string, number>();
  private waiting: Array<{ target: string; release: () => void }> = [];
  private deathAfter: string | null = null;
  private deathOnNewKeyIn: string | null = null;
  private dead = false;
  /** Writes that have started a delay set by `slow` (a counter). */
  slowedWrites = 0;

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

  /**
   * As `dieAfterNextWrite`, for the next write to a key of `namespace` that holds no value yet (a
   * new channel's first monitor). Whichever armed death comes first disarms the other.
   */
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
    const [version] = await this.writeAll([{ namespace, key, value, expectedVersion }]);
    return version;
  }

  /** A batch passes every gate of its writes, and is "the next write" of each of them. */
  async writeAll(writes: readonly KvWrite[]): Promise<bigint[]> {
    for (const w of writes) await this.pass(w.namespace, w.key);
    let chosen = false;
    for (const w of writes) {
      if (this.deathAfter !== null && targetsOf(w.namespace, w.key).includes(this.deathAfter)) chosen = true;
      if (w.value !== null && this.deathOnNewKeyIn === w.namespace && (await this.inner.get(w.namespace, w.key)) === null) chosen = true;
    }
    // It may have died while the new-key check above read the store.
    this.checkAlive();
    if (!chosen) return this.inner.writeAll(writes);
    // Dead from the moment this write starts: writes started later never reach the database.
    this.deathAfter = null;
    this.deathOnNewKeyIn = null;
    this.dead = true;
    await this.inner.writeAll(writes);
    this.checkAlive();
    return writes.map(() => 0n);
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
    const names = targetsOf(namespace, key);
    const delay = names.map((n) => this.delays.get(n)).find((d) => d !== undefined);
    if (delay) {
      this.slowedWrites++;
      await new Promise((r) => setTimeout(r, delay));
    }
    for (const name of names) {
      if (this.closed.has(name)) await new Promise<void>((release) => this.waiting.push({ target: name, release }));
    }
    this.checkAlive();
  }
}

/** The gate names a write answers to, most specific first. */
function targetsOf(namespace: string, key: string): string[] {
  const names = [target(namespace, key), namespace];
  const update = namespace === KV.monitorUpdates ? parseMonitorUpdateKey(key) : null;
  return update ? [...names, target(KV.monitors, update.monitorKey), KV.monitors] : names;
}

function target(namespace: string, key?: string): string {
  return key === undefined ? namespace : `${namespace}\u0000${key}`;
}
