import type { EngineStore } from './engine-store';

/** How a value is stored as JSON (the key is the KV key, not repeated in the stored form). */
export interface DurableKvCodec<K extends string, V> {
  toStored(value: V): unknown;
  fromStored(key: K, stored: unknown): V;
}

/**
 * A map held in memory and mirrored to one KvStore namespace (one JSON entry per key). Reads
 * are served from memory; a change applies in memory at once and its returned promise resolves
 * when it is durable, so callers choose whether to wait for the write.
 */
export class DurableKvMap<K extends string, V> {
  private readonly entries = new Map<K, V>();

  constructor(
    private readonly store: EngineStore,
    private readonly namespace: string,
    private readonly codec: DurableKvCodec<K, V>,
  ) {}

  /** Reads every stored entry into memory (once, before use). */
  async load(): Promise<void> {
    for (const { key, value } of await this.store.readAll(this.namespace)) {
      this.entries.set(key as K, this.codec.fromStored(key as K, JSON.parse(new TextDecoder().decode(value))));
    }
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  values(): V[] {
    return [...this.entries.values()];
  }

  /** Set in memory at once; resolves when durable. */
  set(key: K, value: V): Promise<void> {
    this.entries.set(key, value);
    return this.store.write(this.namespace, key, new TextEncoder().encode(JSON.stringify(this.codec.toStored(value))));
  }

  /** Gone from memory at once (`deleted` false when it was absent); `durable` resolves when the store agrees. */
  delete(key: K): { deleted: boolean; durable: Promise<void> } {
    if (!this.entries.delete(key)) return { deleted: false, durable: Promise.resolve() };
    return { deleted: true, durable: this.store.delete(this.namespace, key) };
  }
}
