import { MigrationInterface, QueryRunner } from 'typeorm';

export class RgbCore1732260000000 implements MigrationInterface {
  name = 'RgbCore1732260000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE rgb_wallet_state (wallet_id text PRIMARY KEY, last_address_index integer CHECK (last_address_index >= 0))`);
    await q.query(`
      CREATE TABLE rgb_utxo_confirmation (
        outpoint text PRIMARY KEY,
        status text NOT NULL CHECK (status IN ('confirmed', 'mempool')),
        height integer,
        CHECK ((status = 'confirmed') = (height IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE rgb_utxo_lock (
        outpoint text PRIMARY KEY,
        reservation_id text NOT NULL UNIQUE,
        kind text NOT NULL CHECK (kind IN ('manual_reservation', 'operation')),
        operation_id text NOT NULL,
        expires_at_unix_secs bigint
      )`);
    await q.query(`
      CREATE TABLE rgb_contract (
        contract_id text PRIMARY KEY CHECK (contract_id LIKE 'contract:%'),
        schema text NOT NULL CHECK (schema IN ('NIA', 'CFA', 'UDA', 'IFA')),
        issuer_name text,
        name text NOT NULL,
        ticker text,
        precision integer NOT NULL CHECK (precision BETWEEN 0 AND 18),
        issued_supply numeric(30, 0) NOT NULL CHECK (issued_supply >= 0),
        details text,
        origin text NOT NULL CHECK (origin IN ('issued', 'imported')),
        created_at_unix_secs bigint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE rgb_consignment (
        key text PRIMARY KEY,
        contract_id text NOT NULL,
        data bytea NOT NULL,
        created_at_unix_secs bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX rgb_consignment_contract_idx ON rgb_consignment (contract_id)`);
    await q.query(`
      CREATE TABLE rgb_issuer (
        name text PRIMARY KEY,
        source bytea NOT NULL,
        schema text,
        error text,
        updated_at_unix_secs bigint NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['rgb_issuer', 'rgb_consignment', 'rgb_contract', 'rgb_utxo_lock', 'rgb_utxo_confirmation', 'rgb_wallet_state']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
