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
}
