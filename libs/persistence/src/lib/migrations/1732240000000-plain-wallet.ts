import { MigrationInterface, QueryRunner } from 'typeorm';

/** The plain BTC wallet (libs/btc-wallet): addresses, UTXOs, locks and sync state. */
export class PlainWallet1732240000000 implements MigrationInterface {
  name = 'PlainWallet1732240000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallet_account (
        id text PRIMARY KEY,
        network text NOT NULL CHECK (network IN ('regtest', 'testnet', 'signet', 'bitcoin')),
        external_descriptor text NOT NULL,
        internal_descriptor text NOT NULL,
        birthday_height integer NOT NULL CHECK (birthday_height >= 0),
        birthday_hash text NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE wallet_keychain (
        wallet_id text NOT NULL REFERENCES wallet_account (id) ON DELETE CASCADE,
        keychain text NOT NULL CHECK (keychain IN ('external', 'internal')),
        last_revealed_index integer CHECK (last_revealed_index >= 0),
        PRIMARY KEY (wallet_id, keychain)
      )`);
    await q.query(`
      CREATE TABLE wallet_address (
        wallet_id text NOT NULL REFERENCES wallet_account (id) ON DELETE CASCADE,
        keychain text NOT NULL CHECK (keychain IN ('external', 'internal')),
        derivation_index integer NOT NULL CHECK (derivation_index >= 0),
        script_pubkey text NOT NULL,
        address text NOT NULL,
        PRIMARY KEY (wallet_id, keychain, derivation_index)
      )`);
    await q.query(`CREATE UNIQUE INDEX wallet_address_script ON wallet_address (wallet_id, script_pubkey)`);
    await q.query(`
      CREATE TABLE wallet_utxo (
        wallet_id text NOT NULL REFERENCES wallet_account (id) ON DELETE CASCADE,
        txid text NOT NULL,
        vout integer NOT NULL CHECK (vout >= 0),
        value_sats bigint NOT NULL CHECK (value_sats >= 0),
        script_pubkey text NOT NULL,
        keychain text NOT NULL CHECK (keychain IN ('external', 'internal')),
        derivation_index integer NOT NULL CHECK (derivation_index >= 0),
        is_coinbase boolean NOT NULL,
        confirmed_height integer,
        confirmed_block_hash text,
        spent_by_txid text,
        spent_height integer,
        first_seen_at timestamptz NOT NULL,
        PRIMARY KEY (wallet_id, txid, vout),
        CHECK ((confirmed_height IS NULL) = (confirmed_block_hash IS NULL)),
        CHECK (spent_height IS NULL OR spent_by_txid IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX wallet_utxo_unspent ON wallet_utxo (wallet_id) WHERE spent_by_txid IS NULL`);
    await q.query(`CREATE INDEX wallet_utxo_spent_by ON wallet_utxo (wallet_id, spent_by_txid) WHERE spent_by_txid IS NOT NULL`);
    await q.query(`
      CREATE TABLE wallet_lock (
        wallet_id text NOT NULL REFERENCES wallet_account (id) ON DELETE CASCADE,
        txid text NOT NULL,
        vout integer NOT NULL CHECK (vout >= 0),
        kind text NOT NULL CHECK (kind IN ('operation', 'manual_reservation')),
        operation_id text NOT NULL,
        expires_at_unix_secs bigint,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (wallet_id, txid, vout)
      )`);
    await q.query(`CREATE INDEX wallet_lock_operation ON wallet_lock (wallet_id, operation_id)`);
    await q.query(`
      CREATE TABLE wallet_sync_state (
        wallet_id text PRIMARY KEY REFERENCES wallet_account (id) ON DELETE CASCADE,
        tip_height integer NOT NULL CHECK (tip_height >= 0),
        tip_hash text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE wallet_block (
        wallet_id text NOT NULL REFERENCES wallet_account (id) ON DELETE CASCADE,
        height integer NOT NULL CHECK (height >= 0),
        hash text NOT NULL,
        PRIMARY KEY (wallet_id, height)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['wallet_block', 'wallet_sync_state', 'wallet_lock', 'wallet_utxo', 'wallet_address', 'wallet_keychain', 'wallet_account']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
