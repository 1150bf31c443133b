/** A key's row: `running` while its first request executes, `done` with the kept response. */
export interface IdempotencyRecord {
  readonly key: string;
  readonly fingerprint: string;
  readonly state: 'running' | 'done';
  /** The process that runs (or ran) the first request; another owner's `running` row was interrupted. */
  readonly owner: string;
  readonly responseStatus: number | null;
  /** The kept response body as JSON text. */
  readonly responseBody: string | null;
  readonly createdAtUnixSecs: number;
}

export interface IdempotencyStore {
  /** Inserts a `running` row unless the key exists (atomically); returns the existing row, or null when this call claimed the key. */
  claim(key: string, fingerprint: string, owner: string, createdAtUnixSecs: number): Promise<IdempotencyRecord | null>;
  /** Moves a `running` row from one owner to another; false when someone else got there first. */
  takeOver(key: string, fromOwner: string, toOwner: string): Promise<boolean>;
  /** Keeps the response of the owner's running row. */
  complete(key: string, owner: string, responseStatus: number, responseBody: string): Promise<void>;
  /** Forgets the owner's running row, so the key can run again. */
  release(key: string, owner: string): Promise<void>;
  /** Drops rows created before the time; returns how many. */
  purgeCreatedBefore(unixSecs: number): Promise<number>;
}
