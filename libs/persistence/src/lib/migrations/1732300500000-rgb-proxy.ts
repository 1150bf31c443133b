import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The RGB proxy's files (libs/rgb-proxy): one consignment per recipient id, with the payee's
 * ack, and asset media by attachment id. Files are never replaced; `digest` is the file's
 * SHA-256 (a consignment's is its consignment key).
 */
export class RgbProxy1732300500000 implements MigrationInterface {
  name = 'RgbProxy1732300500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rgb_proxy_consignment (
        recipient_id text PRIMARY KEY,
        txid text NOT NULL CHECK (txid ~ '^[0-9a-f]{64}$'),
        vout bigint CHECK (vout BETWEEN 0 AND 4294967295),
        digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
        file bytea NOT NULL,
        ack boolean,
        posted_at_unix_secs bigint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE rgb_proxy_media (
        attachment_id text PRIMARY KEY,
        digest text NOT NULL CHECK (digest ~ '^[0-9a-f]{64}$'),
        file bytea NOT NULL,
        posted_at_unix_secs bigint NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rgb_proxy_media`);
    await q.query(`DROP TABLE IF EXISTS rgb_proxy_consignment`);
  }
}
