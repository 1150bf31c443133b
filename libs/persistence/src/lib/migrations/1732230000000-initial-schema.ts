import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1732230000000 implements MigrationInterface {
  name = 'InitialSchema1732230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_token (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        scope text NOT NULL CHECK (scope IN ('admin', 'read')),
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX api_token_hash ON api_token (token_hash)`);
    await q.query(`CREATE UNIQUE INDEX api_token_active_name ON api_token (name) WHERE revoked_at IS NULL`);
    await q.query(`
      CREATE TABLE kv_entry (
        namespace text NOT NULL,
        key text NOT NULL,
        value bytea NOT NULL,
        version bigint NOT NULL CHECK (version > 0),
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (namespace, key)
      )`);
    await q.query(`
      CREATE TABLE node_event (
        id bigserial PRIMARY KEY,
        type text NOT NULL,
        data jsonb NOT NULL,
        created_at timestamptz NOT NULL,
        handled_at timestamptz
      )`);
    await q.query(`CREATE INDEX node_event_unhandled ON node_event (id) WHERE handled_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE node_event`);
    await q.query(`DROP TABLE kv_entry`);
    await q.query(`DROP TABLE api_token`);
  }
}
