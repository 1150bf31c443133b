import { MigrationInterface, QueryRunner } from 'typeorm';

export class Payments1732250000000 implements MigrationInterface {
  name = 'Payments1732250000000';

  async up(q: QueryRunner): Promise<void> {
    // seq orders the list and backs the cursor; amounts are msat in numeric(30) so no
    // msat value can overflow (bigint would also do; numeric keeps one rule for all amounts).
    await q.query(`
      CREATE TABLE payment (
        seq bigserial UNIQUE NOT NULL,
        id text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('Bolt11', 'Bolt12Offer', 'Bolt12Refund', 'Spontaneous', 'RgbLightning')),
        direction text NOT NULL CHECK (direction IN ('Inbound', 'Outbound')),
        status text NOT NULL CHECK (status IN ('Pending', 'Succeeded', 'Failed')),
        amount_msat numeric(30, 0),
        fee_paid_msat numeric(30, 0),
        payment_hash text,
        preimage text,
        htlc_locked boolean NOT NULL DEFAULT false,
        counterparty_node_id text,
        invoice text,
        description text,
        custom_tlvs jsonb NOT NULL DEFAULT '[]',
        failure_reason text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX payment_hash_idx ON payment (payment_hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payment`);
  }
}
