import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events the database refuses for their content (U+0000 in jsonb, invalid text) are set aside
 * here instead of being retried forever at the head of the event outbox. The payload is JSON
 * kept as text, because jsonb refuses the very escapes (\u0000) that made it unstorable.
 */
export class EventDeadLetter1732335000000 implements MigrationInterface {
  name = 'EventDeadLetter1732335000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE event_dead_letter (
        id bigserial PRIMARY KEY,
        source text NOT NULL,
        type text NOT NULL,
        payload text NOT NULL,
        error text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS event_dead_letter`);
  }
}
