import type { KvStore } from '../ports/kv-store.port';

/**
 * Plain JSON records under one KvStore namespace, for the small sets of pending work a service
 * keeps across restarts (no versions: each key has one writer). Values must be JSON-safe.
 */
export class KvJsonRecords<T> {
  constructor(
    private readonly kv: KvStore,
    private readonly namespace: string,
  ) {}

  async put(key: string, value: T): Promise<void> {
    await this.kv.put(this.namespace, key, new TextEncoder().encode(JSON.stringify(value)));
  }

  async get(key: string): Promise<T | null> {
    const entry = await this.kv.get(this.namespace, key);
    return entry ? (JSON.parse(new TextDecoder().decode(entry.value)) as T) : null;
  }

  async remove(key: string): Promise<void> {
    await this.kv.delete(this.namespace, key);
  }

  async list(): Promise<T[]> {
    const out: T[] = [];
    for (const key of await this.kv.list(this.namespace)) {
      const value = await this.get(key);
      if (value !== null) out.push(value);
    }
    return out;
  }
}
