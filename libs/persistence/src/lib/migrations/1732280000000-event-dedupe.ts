import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events derived from engine events are appended once per cause: the dedupe key makes a
 * replayed engine event (at-least-once delivery after a crash) a no-op instead of a duplicate.
 */
export class EventDedupe1732280000000 implements MigrationInterface {
  name = 'EventDedupe1732280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE node_event ADD COLUMN dedupe_key text`);
    await q.query(`CREATE UNIQUE INDEX node_event_dedupe ON node_event (dedupe_key) WHERE dedupe_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX node_event_dedupe`);
    await q.query(`ALTER TABLE node_event DROP COLUMN dedupe_key`);
  }
}
