import { MigrationInterface, QueryRunner } from 'typeorm';

/** RGB on-chain transfer records: one per invoice this node created and per send it made. */
export class RgbOnchainTransfers1732310000000 implements MigrationInterface {
  name = 'RgbOnchainTransfers1732310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rgb_onchain_transfer (
      id text PRIMARY KEY,
      direction text NOT NULL CHECK (direction IN ('Inbound', 'Outbound')),
      status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'expired')),
      created_at_unix_secs bigint NOT NULL,
      updated_at_unix_secs bigint NOT NULL,
      expires_at_unix_secs bigint,
      invoice text NOT NULL,
      recipient_id text NOT NULL,
      recipient_kind text NOT NULL CHECK (recipient_kind IN ('blinded', 'witness')),
      transport text NOT NULL CHECK (transport IN ('proxy', 'out_of_band')),
      contract_id text,
      amount numeric(20, 0) NOT NULL,
      txid text,
      consignment_key text,
      purpose text CHECK (purpose IN ('utxo_merge', 'utxo_top_up')),
      batch_transfer_idx integer,
      stage text CHECK (stage IN ('preparing', 'prepared', 'sent')),
      psbt text,
      blinding_utxo text,
      nonce text UNIQUE,
      failure_reason text,
      received_notified boolean NOT NULL DEFAULT false
    )`);
    await q.query(`CREATE INDEX rgb_onchain_transfer_status ON rgb_onchain_transfer (status)`);
    await q.query(`CREATE INDEX rgb_onchain_transfer_recipient ON rgb_onchain_transfer (recipient_id)`);
    // At most one live send per invoice: two would both spend (an out-of-band send broadcasts at once).
    await q.query(`CREATE UNIQUE INDEX rgb_onchain_transfer_live_send ON rgb_onchain_transfer (recipient_id) WHERE direction = 'Outbound' AND status <> 'failed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rgb_onchain_transfer`);
  }
}
