import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Why a payment failed, as a code beside the readable reason: the interface's error (NoRoute
 * or PaymentFailed) is chosen from it. Rows failed before it have none (PaymentFailed).
 */
export class PaymentFailureCode1732290000000 implements MigrationInterface {
  name = 'PaymentFailureCode1732290000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment ADD COLUMN failure_code text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment DROP COLUMN failure_code`);
  }
}
