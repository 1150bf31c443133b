import { VersionConflictError } from '../lib/errors/common.errors';
import type { KvEntry, KvStore } from '../lib/ports/kv-store.port';

/** KvStore in memory with the same version rules as the database adapter. */
export class InMemoryKvStore implements KvStore {
  private readonly entries = new Map<string, KvEntry>();
  puts = 0;
  /** Set to make the next writes fail (simulating an outage). */
  failWrites = 0;

  async get(namespace: string, key: string): Promise<KvEntry | null> {
    return this.entries.get(`${namespace}/${key}`) ?? null;
  }

  async put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    await Promise.resolve();
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new Error('database unavailable');
    }
    const current = this.entries.get(`${namespace}/${key}`)?.version ?? 0n;
    if (expectedVersion !== undefined && expectedVersion !== current) {
      throw new VersionConflictError(`kv ${namespace}/${key} is at version ${current}, not ${expectedVersion}`);
    }
    this.puts++;
    this.entries.set(`${namespace}/${key}`, { namespace, key, value: Uint8Array.from(value), version: current + 1n });
    return current + 1n;
  }

  async delete(namespace: string, key: string): Promise<boolean> {
    return this.entries.delete(`${namespace}/${key}`);
  }

  async list(namespace: string): Promise<string[]> {
    return [...this.entries.values()].filter((e) => e.namespace === namespace).map((e) => e.key).sort();
  }
}
