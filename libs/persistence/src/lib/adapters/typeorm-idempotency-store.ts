import type { IdempotencyRecord, IdempotencyStore } from '@rln/idempotency';
import { LessThan } from 'typeorm';
import { Database } from '../database';
import { IdempotencyKeyEntity } from '../entities/idempotency-key.entity';

/**
 * Idempotency keys on PostgreSQL or PGlite. A claim is one INSERT .. ON CONFLICT DO NOTHING,
 * and every later change is conditional on state and owner, so two requests (or two
 * processes) can never both own a key.
 */
export class TypeormIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: Database) {}

  async claim(key: string, fingerprint: string, owner: string, createdAtUnixSecs: number): Promise<IdempotencyRecord | null> {
    return this.db.transaction(async (m) => {
      const inserted: unknown[] = await m.query(
        `INSERT INTO idempotency_key (key, fingerprint, state, owner, created_at_unix_secs)
         VALUES ($1, $2, 'running', $3, $4) ON CONFLICT (key) DO NOTHING RETURNING key`,
        [key, fingerprint, owner, String(createdAtUnixSecs)],
      );
      if (inserted.length === 1) return null;
      const row = await m.findOneByOrFail(IdempotencyKeyEntity, { key });
      return recordOf(row);
    });
  }

  async takeOver(key: string, fromOwner: string, toOwner: string): Promise<boolean> {
    const result = await this.db.transaction((m) => m.update(IdempotencyKeyEntity, { key, state: 'running', owner: fromOwner }, { owner: toOwner }));
    return (result.affected ?? 0) === 1;
  }

  async complete(key: string, owner: string, responseStatus: number, responseBody: string): Promise<void> {
    await this.db.transaction((m) => m.update(IdempotencyKeyEntity, { key, state: 'running', owner }, { state: 'done', responseStatus, responseBody }));
  }

  async release(key: string, owner: string): Promise<void> {
    await this.db.transaction((m) => m.delete(IdempotencyKeyEntity, { key, state: 'running', owner }));
  }

  async purgeCreatedBefore(unixSecs: number): Promise<number> {
    const result = await this.db.transaction((m) => m.delete(IdempotencyKeyEntity, { createdAtUnixSecs: LessThan(String(unixSecs)) }));
    return result.affected ?? 0;
  }
}

function recordOf(row: IdempotencyKeyEntity): IdempotencyRecord {
  return {
    key: row.key,
    fingerprint: row.fingerprint,
    state: row.state,
    owner: row.owner,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    createdAtUnixSecs: Number(row.createdAtUnixSecs),
  };
}
