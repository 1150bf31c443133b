import { MigrationInterface, QueryRunner } from 'typeorm';

/** BOLT12: the payer's note of an offer payment or refund, shown to both sides. */
export class PaymentPayerNote1732270000000 implements MigrationInterface {
  name = 'PaymentPayerNote1732270000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment ADD COLUMN payer_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment DROP COLUMN payer_note`);
  }
}
