import type { IdempotencyRecord, IdempotencyStore } from '../lib/ports/idempotency-store.port';

/** In-memory IdempotencyStore for unit tests; the TypeORM one is tested against the same cases. */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly rows = new Map<string, IdempotencyRecord>();

  async claim(key: string, fingerprint: string, owner: string, createdAtUnixSecs: number): Promise<IdempotencyRecord | null> {
    const existing = this.rows.get(key);
    if (existing) return existing;
    this.rows.set(key, { key, fingerprint, state: 'running', owner, responseStatus: null, responseBody: null, createdAtUnixSecs });
    return null;
  }

  async takeOver(key: string, fromOwner: string, toOwner: string): Promise<boolean> {
    const row = this.rows.get(key);
    if (row?.state !== 'running' || row.owner !== fromOwner) return false;
    this.rows.set(key, { ...row, owner: toOwner });
    return true;
  }

  async complete(key: string, owner: string, responseStatus: number, responseBody: string): Promise<void> {
    const row = this.rows.get(key);
    if (row?.state === 'running' && row.owner === owner) this.rows.set(key, { ...row, state: 'done', responseStatus, responseBody });
  }

  async release(key: string, owner: string): Promise<void> {
    const row = this.rows.get(key);
    if (row?.state === 'running' && row.owner === owner) this.rows.delete(key);
  }

  async purgeCreatedBefore(unixSecs: number): Promise<number> {
    let purged = 0;
    for (const [key, row] of this.rows) {
      if (row.createdAtUnixSecs < unixSecs) {
        this.rows.delete(key);
        purged += 1;
      }
    }
    return purged;
  }
}
