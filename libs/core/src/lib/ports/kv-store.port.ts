/**
 * Durable key-value storage for engine state (LDK channel manager, monitors, graph, scorer).
 * `version` gives optimistic concurrency: a write that names a stale version is refused, so
 * two engine instances can never silently overwrite each other's state.
 */
export interface KvEntry {
  namespace: string;
  key: string;
  value: Uint8Array;
  version: bigint;
}

export interface KvStore {
  get(namespace: string, key: string): Promise<KvEntry | null>;
  /**
   * Writes `value`. With `expectedVersion` the write succeeds only when the stored version
   * equals it (0n = must not exist yet); returns the new version.
   */
  put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint>;
  delete(namespace: string, key: string): Promise<boolean>;
  list(namespace: string): Promise<string[]>;
  /**
   * Applies every write in one transaction: all of them are durable, or none is (a version
   * conflict in any of them refuses the whole batch). Returns each write's new version (0n for
   * a delete). Keys must be distinct.
   */
  writeAll(writes: readonly KvWrite[]): Promise<bigint[]>;
}

/** One write of a batch: `value` null deletes the key; `expectedVersion` as in `put`. */
export interface KvWrite {
  readonly namespace: string;
  readonly key: string;
  readonly value: Uint8Array | null;
  readonly expectedVersion?: bigint;
}
