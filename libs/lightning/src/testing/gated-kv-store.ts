import type { KvEntry, KvStore } from '@rln/core';

/**
 * A KvStore whose writes to chosen namespaces wait while their gate is closed: a slow
 * database for one kind of state (e.g. monitor writes held while the rest goes on).
 */
export class GatedKvStore implements KvStore {
  private readonly closed = new Set<string>();
  private waiting: Array<{ namespace: string; release: () => void }> = [];

  constructor(private readonly inner: KvStore) {}

  /** Writes to `namespace` wait from now on. */
  close(namespace: string): void {
    this.closed.add(namespace);
  }

  /** Lets waiting and later writes to `namespace` through. */
  open(namespace: string): void {
    this.closed.delete(namespace);
    const [go, stay] = [this.waiting.filter((w) => w.namespace === namespace), this.waiting.filter((w) => w.namespace !== namespace)];
    this.waiting = stay;
    for (const w of go) w.release();
  }

  /** Writes waiting at a closed gate. */
  held(namespace: string): number {
    return this.waiting.filter((w) => w.namespace === namespace).length;
  }

  get(namespace: string, key: string): Promise<KvEntry | null> {
    return this.inner.get(namespace, key);
  }

  async put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    await this.pass(namespace);
    return this.inner.put(namespace, key, value, expectedVersion);
  }

  async delete(namespace: string, key: string): Promise<boolean> {
    await this.pass(namespace);
    return this.inner.delete(namespace, key);
  }

  list(namespace: string): Promise<string[]> {
    return this.inner.list(namespace);
  }

  private pass(namespace: string): Promise<void> {
    if (!this.closed.has(namespace)) return Promise.resolve();
    return new Promise((release) => this.waiting.push({ namespace, release }));
  }
}
