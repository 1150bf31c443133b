import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Outbound payments remember the idempotent operation key of the request that made them
 * (supplement.md "Idempotency"), so a retry after a crash answers with that payment instead
 * of paying again. One payment per key.
 */
export class PaymentOperationKey1732340000000 implements MigrationInterface {
  name = 'PaymentOperationKey1732340000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment ADD COLUMN operation_key text`);
    await q.query(`CREATE UNIQUE INDEX idx_payment_operation_key ON payment (operation_key) WHERE operation_key IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS idx_payment_operation_key`);
    await q.query(`ALTER TABLE payment DROP COLUMN operation_key`);
  }
}
