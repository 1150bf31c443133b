import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The engine lease of replicas on one database (docs/operations.md): `engine_lease` says who
 * runs the engine and until when (renewed every second or so); `engine_fence` holds only the
 * lease's epoch, the fencing token every unit of work of the holder locks FOR SHARE and checks.
 * Two tables so that renewals never wait for those locks: only a takeover updates the fence,
 * and it waits for the old holder's transactions in flight to end.
 */
export class EngineLease1732350000000 implements MigrationInterface {
  name = 'EngineLease1732350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE engine_fence (name text PRIMARY KEY, epoch bigint NOT NULL)`);
    await q.query(
      `CREATE TABLE engine_lease (
        name text PRIMARY KEY,
        holder_id text NOT NULL,
        holder_url text,
        holder_pid integer,
        holder_backend_start timestamptz,
        epoch bigint NOT NULL,
        expires_at timestamptz NOT NULL,
        acquired_at timestamptz NOT NULL DEFAULT now()
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE engine_lease`);
    await q.query(`DROP TABLE engine_fence`);
  }
}
