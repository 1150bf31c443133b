import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key (supplement.md "Idempotency"): one row per key (stored as a digest of the
 * client's token and its key) with the first request's fingerprint and, once it answered, its
 * kept response. RGB sends also remember their operation key (key and request) so a retry
 * after a crash finds the send the interrupted request made.
 */
export class IdempotencyKeys1732320000000 implements MigrationInterface {
  name = 'IdempotencyKeys1732320000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_key (
        key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        state text NOT NULL CHECK (state IN ('running', 'done')),
        owner text NOT NULL,
        response_status integer,
        response_body text,
        created_at_unix_secs bigint NOT NULL,
        CHECK ((state = 'done') = (response_status IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idx_idempotency_key_created ON idempotency_key (created_at_unix_secs)`);
    await q.query(`ALTER TABLE rgb_onchain_transfer ADD COLUMN idempotency_key text`);
    await q.query(`CREATE INDEX idx_rgb_onchain_transfer_idempotency_key ON rgb_onchain_transfer (idempotency_key) WHERE idempotency_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_rgb_onchain_transfer_idempotency_key`);
    await q.query(`ALTER TABLE rgb_onchain_transfer DROP COLUMN IF EXISTS idempotency_key`);
    await q.query(`DROP TABLE IF EXISTS idempotency_key`);
  }
}
