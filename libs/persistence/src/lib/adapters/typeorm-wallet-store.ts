import {
  formatOutpoint,
  isWalletNetwork,
  SyncTipConflictError,
  UtxoLockedError,
  type BlockRef,
  type ChainEffects,
  type Keychain,
  type KeychainState,
  type LockRequest,
  type Outpoint,
  type StoredUtxo,
  type UnlockSelector,
  type UtxoLockKind,
  type UtxoLockRecord,
  type WalletAddress,
  type WalletRecord,
  type WalletStore,
} from '@rln/btc-wallet';
import type { EntityManager } from 'typeorm';
import { Database } from '../database';

interface UtxoRow {
  txid: string;
  vout: number;
  value_sats: string;
  script_pubkey: string;
  keychain: Keychain;
  derivation_index: number;
  is_coinbase: boolean;
  confirmed_height: number | null;
  confirmed_block_hash: string | null;
  spent_by_txid: string | null;
  spent_height: number | null;
}

interface LockRow {
  txid: string;
  vout: number;
  kind: UtxoLockKind;
  operation_id: string;
  expires_at_unix_secs: string | null;
}

const UTXO_COLUMNS = `txid, vout, value_sats::text AS value_sats, script_pubkey, keychain, derivation_index, is_coinbase,
  confirmed_height, confirmed_block_hash, spent_by_txid, spent_height`;
const LOCK_COLUMNS = `txid, vout, kind, operation_id, expires_at_unix_secs::text AS expires_at_unix_secs`;

/**
 * WalletStore on PostgreSQL/PGlite (tables wallet_*; migration 1732240000000). Amounts are
 * bigint columns read back as text so no value passes through a JavaScript number. Writes
 * that must not interleave take row locks: the keychain row (index reveal), the lock rows
 * (with a conditional upsert that a concurrent winner makes fail) and the sync-state row
 * (every chain write checks the tip under it).
 */
export class TypeormWalletStore implements WalletStore {
  constructor(private readonly db: Database) {}

  async loadWallet(walletId: string): Promise<WalletRecord | null> {
    return this.db.transaction((m) => readWallet(m, walletId));
  }

  async ensureWallet(record: WalletRecord): Promise<WalletRecord> {
    return this.db.transaction(async (m) => {
      await rows(
        m,
        `INSERT INTO wallet_account (id, network, external_descriptor, internal_descriptor, birthday_height, birthday_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, now()) ON CONFLICT (id) DO NOTHING`,
        [record.walletId, record.network, record.externalDescriptor, record.internalDescriptor, record.birthday.height, record.birthday.hash],
      );
      await rows(
        m,
        `INSERT INTO wallet_keychain (wallet_id, keychain) VALUES ($1, 'external'), ($1, 'internal') ON CONFLICT DO NOTHING`,
        [record.walletId],
      );
      const stored = await readWallet(m, record.walletId);
      if (!stored) throw new Error(`wallet ${record.walletId} vanished while being created`);
      return stored;
    });
  }

  async revealNextIndex(walletId: string, keychain: Keychain): Promise<number> {
    const [row] = await this.db.transaction((m) =>
      rows<{ last_revealed_index: number }>(
        m,
        `UPDATE wallet_keychain SET last_revealed_index = COALESCE(last_revealed_index, -1) + 1
         WHERE wallet_id = $1 AND keychain = $2 RETURNING last_revealed_index`,
        [walletId, keychain],
      ),
    );
    if (!row) throw new Error(`unknown wallet ${walletId}`);
    return row.last_revealed_index;
  }

  async keychainState(walletId: string, keychain: Keychain): Promise<KeychainState> {
    const [row] = await this.db.transaction((m) =>
      rows<{ last_revealed_index: number | null; last_used_index: number | null; derived_count: number }>(
        m,
        `SELECT k.last_revealed_index,
           (SELECT max(derivation_index) FROM wallet_utxo u WHERE u.wallet_id = k.wallet_id AND u.keychain = k.keychain) AS last_used_index,
           (SELECT COALESCE(max(derivation_index) + 1, 0) FROM wallet_address a WHERE a.wallet_id = k.wallet_id AND a.keychain = k.keychain) AS derived_count
         FROM wallet_keychain k WHERE k.wallet_id = $1 AND k.keychain = $2`,
        [walletId, keychain],
      ),
    );
    if (!row) throw new Error(`unknown wallet ${walletId}`);
    return { lastRevealedIndex: row.last_revealed_index, lastUsedIndex: row.last_used_index, derivedCount: Number(row.derived_count) };
  }

  async addAddresses(walletId: string, addresses: readonly WalletAddress[]): Promise<void> {
    if (addresses.length === 0) return;
    await this.db.transaction((m) =>
      rows(
        m,
        `INSERT INTO wallet_address (wallet_id, keychain, derivation_index, script_pubkey, address)
         SELECT $1, * FROM unnest($2::text[], $3::integer[], $4::text[], $5::text[])
         ON CONFLICT (wallet_id, keychain, derivation_index) DO NOTHING`,
        [
          walletId,
          addresses.map((a) => a.keychain),
          addresses.map((a) => a.index),
          addresses.map((a) => a.scriptPubKeyHex),
          addresses.map((a) => a.address),
        ],
      ),
    );
  }

  async listAddresses(walletId: string): Promise<WalletAddress[]> {
    const found = await this.db.transaction((m) =>
      rows<AddressRow>(
        m,
        `SELECT keychain, derivation_index, script_pubkey, address FROM wallet_address WHERE wallet_id = $1
         ORDER BY keychain = 'internal', derivation_index`,
        [walletId],
      ),
    );
    return found.map(toAddress);
  }

  async getAddress(walletId: string, keychain: Keychain, index: number): Promise<WalletAddress | null> {
    const [row] = await this.db.transaction((m) =>
      rows<AddressRow>(
        m,
        `SELECT keychain, derivation_index, script_pubkey, address FROM wallet_address
         WHERE wallet_id = $1 AND keychain = $2 AND derivation_index = $3`,
        [walletId, keychain, index],
      ),
    );
    return row ? toAddress(row) : null;
  }

  async listUtxos(walletId: string, options: { readonly includeMempoolSpent?: boolean } = {}): Promise<StoredUtxo[]> {
    const spentFilter = options.includeMempoolSpent ? 'spent_height IS NULL' : 'spent_by_txid IS NULL';
    const found = await this.db.transaction((m) =>
      rows<UtxoRow>(m, `SELECT ${UTXO_COLUMNS} FROM wallet_utxo WHERE wallet_id = $1 AND ${spentFilter} ORDER BY txid, vout`, [walletId]),
    );
    return found.map(toUtxo);
  }

  async listUnconfirmedTxids(walletId: string): Promise<string[]> {
    const found = await this.db.transaction((m) =>
      rows<{ txid: string }>(
        m,
        `SELECT txid FROM wallet_utxo WHERE wallet_id = $1 AND confirmed_height IS NULL
         UNION
         SELECT spent_by_txid FROM wallet_utxo WHERE wallet_id = $1 AND spent_by_txid IS NOT NULL AND spent_height IS NULL
         ORDER BY 1`,
        [walletId],
      ),
    );
    return found.map((r) => r.txid);
  }

  async lockUtxos(walletId: string, request: LockRequest, nowUnixSecs: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const outpoints = outpointArrays(request.outpoints);
      // Row locks on the existing locks: concurrent lockers of one outpoint queue here.
      const held = await rows<LockRow>(
        m,
        `SELECT ${LOCK_COLUMNS} FROM wallet_lock
         WHERE wallet_id = $1 AND (txid, vout) IN (SELECT * FROM unnest($2::text[], $3::integer[]))
         ORDER BY txid, vout FOR UPDATE`,
        [walletId, outpoints.txids, outpoints.vouts],
      );
      for (const lock of held) {
        if (isActive(lock, nowUnixSecs) && lock.operation_id !== request.operationId) {
          throw new UtxoLockedError(`${lock.txid}:${lock.vout}`, lock.operation_id);
        }
      }
      const expires = request.expiresAtUnixSecs === null ? null : String(request.expiresAtUnixSecs);
      for (const o of request.outpoints) {
        // A lock row inserted by a concurrent transaction after our read wins: the guarded
        // upsert then changes nothing and this unit of work rolls back.
        const taken = await rows(
          m,
          `INSERT INTO wallet_lock (wallet_id, txid, vout, kind, operation_id, expires_at_unix_secs, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, now())
           ON CONFLICT (wallet_id, txid, vout) DO UPDATE
             SET kind = EXCLUDED.kind, operation_id = EXCLUDED.operation_id,
                 expires_at_unix_secs = EXCLUDED.expires_at_unix_secs, created_at = EXCLUDED.created_at
             WHERE wallet_lock.operation_id = EXCLUDED.operation_id
                OR (wallet_lock.expires_at_unix_secs IS NOT NULL AND wallet_lock.expires_at_unix_secs <= $7)
           RETURNING txid`,
          [walletId, o.txid, o.vout, request.kind, request.operationId, expires, String(nowUnixSecs)],
        );
        if (taken.length === 0) throw new UtxoLockedError(formatOutpoint(o), 'a concurrent operation');
      }
    });
  }

  async unlockUtxos(walletId: string, selector: UnlockSelector): Promise<number> {
    const removed = await this.db.transaction((m) => {
      if ('operationId' in selector) {
        return rows(m, `DELETE FROM wallet_lock WHERE wallet_id = $1 AND operation_id = $2 RETURNING txid`, [walletId, selector.operationId]);
      }
      const outpoints = outpointArrays(selector.outpoints);
      return rows(
        m,
        `DELETE FROM wallet_lock WHERE wallet_id = $1 AND (txid, vout) IN (SELECT * FROM unnest($2::text[], $3::integer[])) RETURNING txid`,
        [walletId, outpoints.txids, outpoints.vouts],
      );
    });
    return removed.length;
  }

  async listLocks(walletId: string, nowUnixSecs: number): Promise<UtxoLockRecord[]> {
    const found = await this.db.transaction((m) =>
      rows<LockRow>(
        m,
        `SELECT ${LOCK_COLUMNS} FROM wallet_lock
         WHERE wallet_id = $1 AND (expires_at_unix_secs IS NULL OR expires_at_unix_secs > $2) ORDER BY txid, vout`,
        [walletId, String(nowUnixSecs)],
      ),
    );
    return found.map((l) => ({
      outpoint: { txid: l.txid, vout: l.vout },
      kind: l.kind,
      operationId: l.operation_id,
      expiresAtUnixSecs: l.expires_at_unix_secs === null ? null : Number(l.expires_at_unix_secs),
    }));
  }

  async syncTip(walletId: string): Promise<BlockRef | null> {
    return this.db.transaction((m) => readTip(m, walletId, false));
  }

  async blockHashAt(walletId: string, height: number): Promise<string | null> {
    const [row] = await this.db.transaction((m) =>
      rows<{ hash: string }>(m, `SELECT hash FROM wallet_block WHERE wallet_id = $1 AND height = $2`, [walletId, height]),
    );
    return row?.hash ?? null;
  }

  async initSyncTip(walletId: string, base: BlockRef): Promise<BlockRef> {
    return this.db.transaction(async (m) => {
      const created = await rows(
        m,
        `INSERT INTO wallet_sync_state (wallet_id, tip_height, tip_hash, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (wallet_id) DO NOTHING RETURNING wallet_id`,
        [walletId, base.height, base.hash],
      );
      if (created.length > 0) await putBlock(m, walletId, base);
      const tip = await readTip(m, walletId, false);
      if (!tip) throw new Error(`wallet ${walletId} has no sync tip after setting it`);
      return tip;
    });
  }

  async applyBlock(walletId: string, previous: BlockRef, block: BlockRef, effects: ChainEffects): Promise<void> {
    if (block.height !== previous.height + 1) throw new Error(`block ${block.height} does not follow ${previous.height}`);
    await this.db.transaction(async (m) => {
      const tip = await readTip(m, walletId, true);
      if (!tip || tip.height !== previous.height || tip.hash !== previous.hash) {
        throw new SyncTipConflictError(`wallet ${walletId} tip is ${describe(tip)}, not ${describe(previous)}`);
      }
      for (const r of effects.received) {
        await rows(
          m,
          `INSERT INTO wallet_utxo (wallet_id, txid, vout, value_sats, script_pubkey, keychain, derivation_index, is_coinbase,
             confirmed_height, confirmed_block_hash, first_seen_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
           ON CONFLICT (wallet_id, txid, vout) DO UPDATE
             SET confirmed_height = EXCLUDED.confirmed_height, confirmed_block_hash = EXCLUDED.confirmed_block_hash`,
          [walletId, ...receivedParams(r), block.height, block.hash],
        );
      }
      for (const s of effects.spent) {
        await rows(m, `UPDATE wallet_utxo SET spent_by_txid = $4, spent_height = $5 WHERE wallet_id = $1 AND txid = $2 AND vout = $3`, [
          walletId,
          s.outpoint.txid,
          s.outpoint.vout,
          s.spendingTxid,
          block.height,
        ]);
        await deleteLock(m, walletId, s.outpoint);
      }
      await putBlock(m, walletId, block);
      await setTip(m, walletId, block);
    });
  }

  async rollbackTo(walletId: string, fork: BlockRef): Promise<void> {
    await this.db.transaction(async (m) => {
      const tip = await readTip(m, walletId, true);
      if (!tip || fork.height > tip.height) throw new Error(`cannot roll wallet ${walletId} back to ${fork.height} from ${describe(tip)}`);
      await rows(
        m,
        `UPDATE wallet_utxo SET confirmed_height = NULL, confirmed_block_hash = NULL WHERE wallet_id = $1 AND confirmed_height > $2`,
        [walletId, fork.height],
      );
      await rows(m, `UPDATE wallet_utxo SET spent_height = NULL WHERE wallet_id = $1 AND spent_height > $2`, [walletId, fork.height]);
      await rows(m, `DELETE FROM wallet_block WHERE wallet_id = $1 AND height > $2`, [walletId, fork.height]);
      await putBlock(m, walletId, fork);
      await setTip(m, walletId, fork);
    });
  }

  async applyMempool(walletId: string, effects: ChainEffects, evictedTxids: readonly string[]): Promise<void> {
    await this.db.transaction(async (m) => {
      // Serialised with applyBlock/rollbackTo on the sync-state row.
      await readTip(m, walletId, true);
      if (evictedTxids.length > 0) {
        const evicted = [...evictedTxids];
        await rows(m, `DELETE FROM wallet_utxo WHERE wallet_id = $1 AND confirmed_height IS NULL AND txid = ANY($2::text[])`, [walletId, evicted]);
        await rows(
          m,
          `UPDATE wallet_utxo SET spent_by_txid = NULL
           WHERE wallet_id = $1 AND spent_height IS NULL AND spent_by_txid = ANY($2::text[])`,
          [walletId, evicted],
        );
      }
      for (const r of effects.received) {
        await rows(
          m,
          `INSERT INTO wallet_utxo (wallet_id, txid, vout, value_sats, script_pubkey, keychain, derivation_index, is_coinbase, first_seen_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now()) ON CONFLICT (wallet_id, txid, vout) DO NOTHING`,
          [walletId, ...receivedParams(r)],
        );
      }
      for (const s of effects.spent) {
        const marked = await rows(
          m,
          `UPDATE wallet_utxo SET spent_by_txid = $4
           WHERE wallet_id = $1 AND txid = $2 AND vout = $3 AND spent_by_txid IS NULL RETURNING txid`,
          [walletId, s.outpoint.txid, s.outpoint.vout, s.spendingTxid],
        );
        if (marked.length > 0) await deleteLock(m, walletId, s.outpoint);
      }
    });
  }
}

interface AddressRow {
  keychain: Keychain;
  derivation_index: number;
  script_pubkey: string;
  address: string;
}

/**
 * Raw SQL with the rows it returns, alike on pg and PGlite (TypeORM's plain `query`
 * returns [rows, count] for UPDATE/DELETE on pg only; the structured result does not).
 */
async function rows<T = Record<string, unknown>>(m: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  if (!m.queryRunner) throw new Error('wallet store queries run inside Database.transaction');
  const result = await m.queryRunner.query(sql, [...params], true);
  return (result.records ?? []) as T[];
}

async function readWallet(m: EntityManager, walletId: string): Promise<WalletRecord | null> {
  const [row] = await rows<{
    id: string;
    network: string;
    external_descriptor: string;
    internal_descriptor: string;
    birthday_height: number;
    birthday_hash: string;
  }>(m, `SELECT id, network, external_descriptor, internal_descriptor, birthday_height, birthday_hash FROM wallet_account WHERE id = $1`, [
    walletId,
  ]);
  if (!row) return null;
  if (!isWalletNetwork(row.network)) throw new Error(`wallet ${walletId} has unknown network ${row.network}`);
  return {
    walletId: row.id,
    network: row.network,
    externalDescriptor: row.external_descriptor,
    internalDescriptor: row.internal_descriptor,
    birthday: { height: row.birthday_height, hash: row.birthday_hash },
  };
}

async function readTip(m: EntityManager, walletId: string, forUpdate: boolean): Promise<BlockRef | null> {
  const [row] = await rows<{ tip_height: number; tip_hash: string }>(
    m,
    `SELECT tip_height, tip_hash FROM wallet_sync_state WHERE wallet_id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [walletId],
  );
  return row ? { height: row.tip_height, hash: row.tip_hash } : null;
}

async function setTip(m: EntityManager, walletId: string, tip: BlockRef): Promise<void> {
  await rows(m, `UPDATE wallet_sync_state SET tip_height = $2, tip_hash = $3, updated_at = now() WHERE wallet_id = $1`, [
    walletId,
    tip.height,
    tip.hash,
  ]);
}

async function putBlock(m: EntityManager, walletId: string, block: BlockRef): Promise<void> {
  await rows(
    m,
    `INSERT INTO wallet_block (wallet_id, height, hash) VALUES ($1, $2, $3) ON CONFLICT (wallet_id, height) DO UPDATE SET hash = EXCLUDED.hash`,
    [walletId, block.height, block.hash],
  );
}

async function deleteLock(m: EntityManager, walletId: string, o: Outpoint): Promise<void> {
  await rows(m, `DELETE FROM wallet_lock WHERE wallet_id = $1 AND txid = $2 AND vout = $3`, [walletId, o.txid, o.vout]);
}

function receivedParams(r: ChainEffects['received'][number]): unknown[] {
  return [r.outpoint.txid, r.outpoint.vout, r.valueSats.toString(), r.scriptPubKeyHex, r.keychain, r.derivationIndex, r.isCoinbase];
}

function outpointArrays(outpoints: readonly Outpoint[]): { txids: string[]; vouts: number[] } {
  return { txids: outpoints.map((o) => o.txid), vouts: outpoints.map((o) => o.vout) };
}

function isActive(lock: LockRow, nowUnixSecs: number): boolean {
  return lock.expires_at_unix_secs === null || Number(lock.expires_at_unix_secs) > nowUnixSecs;
}

function toAddress(row: AddressRow): WalletAddress {
  return { keychain: row.keychain, index: row.derivation_index, scriptPubKeyHex: row.script_pubkey, address: row.address };
}

function toUtxo(row: UtxoRow): StoredUtxo {
  return {
    outpoint: { txid: row.txid, vout: row.vout },
    valueSats: BigInt(row.value_sats),
    scriptPubKeyHex: row.script_pubkey,
    keychain: row.keychain,
    derivationIndex: row.derivation_index,
    isCoinbase: row.is_coinbase,
    confirmedAt:
      row.confirmed_height === null || row.confirmed_block_hash === null ? null : { height: row.confirmed_height, hash: row.confirmed_block_hash },
    spentByTxid: row.spent_by_txid,
    spentHeight: row.spent_height,
  };
}

function describe(ref: BlockRef | null): string {
  return ref ? `${ref.height}/${ref.hash}` : 'unset';
}
