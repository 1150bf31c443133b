import { VersionConflictError } from '../lib/errors/common.errors';
import type { KvEntry, KvStore, KvWrite } from '../lib/ports/kv-store.port';

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
    const [version] = await this.writeAll([{ namespace, key, value, expectedVersion }]);
    return version;
  }

  /** All or nothing, like the database's transaction; one `puts` per call. */
  async writeAll(writes: readonly KvWrite[]): Promise<bigint[]> {
    await Promise.resolve();
    if (this.failWrites > 0) {
      this.failWrites--;
      throw new Error('database unavailable');
    }
    for (const w of writes) {
      const current = this.entries.get(`${w.namespace}/${w.key}`)?.version ?? 0n;
      if (w.value !== null && w.expectedVersion !== undefined && w.expectedVersion !== current) {
        throw new VersionConflictError(`kv ${w.namespace}/${w.key} is at version ${current}, not ${w.expectedVersion}`);
      }
    }
    this.puts++;
    return writes.map((w) => {
      const id = `${w.namespace}/${w.key}`;
      if (w.value === null) {
        this.entries.delete(id);
        return 0n;
      }
      const version = (this.entries.get(id)?.version ?? 0n) + 1n;
      this.entries.set(id, { namespace: w.namespace, key: w.key, value: Uint8Array.from(w.value), version });
      return version;
    });
  }

  async delete(namespace: string, key: string): Promise<boolean> {
    return this.entries.delete(`${namespace}/${key}`);
  }

  async list(namespace: string): Promise<string[]> {
    return [...this.entries.values()].filter((e) => e.namespace === namespace).map((e) => e.key).sort();
  }
}
