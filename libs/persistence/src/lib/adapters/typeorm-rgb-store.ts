import { ConflictError } from '@rln/core';
import type { ContractRecord, ContractStore, IssuerRecord, StoredConsignment } from '@rln/contracts';
import type { RgbSchema, RgbUtxoLock, RgbWalletStore, TxConfirmation } from '@rln/rgb-wallet';
import { Database } from '../database';
import { RgbConsignmentEntity } from '../entities/rgb-consignment.entity';
import { RgbContractEntity } from '../entities/rgb-contract.entity';
import { RgbIssuerEntity } from '../entities/rgb-issuer.entity';
import { RgbUtxoConfirmationEntity } from '../entities/rgb-utxo-confirmation.entity';
import { RgbUtxoLockEntity } from '../entities/rgb-utxo-lock.entity';
import { RgbWalletStateEntity } from '../entities/rgb-wallet-state.entity';

const WALLET_ID = 'rgb';

/** The RGB domain's state on PostgreSQL or PGlite. */
export class TypeormRgbStore implements RgbWalletStore, ContractStore {
  constructor(private readonly db: Database) {}

  revealNextAddressIndex(): Promise<number> {
    return this.db.transaction(async (m) => {
      await m.query(`INSERT INTO rgb_wallet_state (wallet_id, last_address_index) VALUES ($1, NULL) ON CONFLICT (wallet_id) DO NOTHING`, [WALLET_ID]);
      // The row lock serialises concurrent callers on PostgreSQL.
      const rows: { last_address_index: number | null }[] = await m.query(`SELECT last_address_index FROM rgb_wallet_state WHERE wallet_id = $1 FOR UPDATE`, [WALLET_ID]);
      const next = rows[0].last_address_index === null ? 0 : Number(rows[0].last_address_index) + 1;
      await m.update(RgbWalletStateEntity, { walletId: WALLET_ID }, { lastAddressIndex: next });
      return next;
    });
  }

  async lastAddressIndex(): Promise<number | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbWalletStateEntity, { walletId: WALLET_ID }));
    return row?.lastAddressIndex ?? null;
  }

  async confirmations(): Promise<Map<string, TxConfirmation>> {
    const rows = await this.db.transaction((m) => m.find(RgbUtxoConfirmationEntity));
    return new Map(rows.map((r) => [r.outpoint, r.status === 'confirmed' && r.height !== null ? { status: 'confirmed', height: r.height } : { status: 'mempool' }]));
  }

  /** Replaces the whole cache with `entries`. */
  saveConfirmations(entries: ReadonlyMap<string, TxConfirmation>): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.clear(RgbUtxoConfirmationEntity);
      const rows = [...entries].map(([outpoint, c]) => ({ outpoint, status: c.status, height: c.status === 'confirmed' ? c.height : null }));
      if (rows.length > 0) await m.insert(RgbUtxoConfirmationEntity, rows);
    });
  }

  listLocks(nowUnixSecs: number): Promise<RgbUtxoLock[]> {
    return this.db.transaction(async (m) => {
      await m.query(`DELETE FROM rgb_utxo_lock WHERE expires_at_unix_secs IS NOT NULL AND expires_at_unix_secs <= $1`, [nowUnixSecs]);
      const rows = await m.find(RgbUtxoLockEntity, { order: { outpoint: 'ASC' } });
      return rows.map((r) => ({
        outpoint: r.outpoint,
        reservationId: r.reservationId,
        kind: r.kind,
        operationId: r.operationId,
        expiresAtUnixSecs: r.expiresAtUnixSecs === null ? null : Number(r.expiresAtUnixSecs),
      }));
    });
  }

  addLock(lock: RgbUtxoLock, nowUnixSecs: number): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.query(`DELETE FROM rgb_utxo_lock WHERE outpoint = $1 AND expires_at_unix_secs IS NOT NULL AND expires_at_unix_secs <= $2`, [lock.outpoint, nowUnixSecs]);
      const held = await m.findOne(RgbUtxoLockEntity, { where: { outpoint: lock.outpoint }, lock: { mode: 'pessimistic_write' } });
      if (!held) {
        await m.insert(RgbUtxoLockEntity, {
          outpoint: lock.outpoint,
          reservationId: lock.reservationId,
          kind: lock.kind,
          operationId: lock.operationId,
          expiresAtUnixSecs: lock.expiresAtUnixSecs === null ? null : String(lock.expiresAtUnixSecs),
        });
        return;
      }
      if (held) throw new ConflictError(`RGB UTXO ${lock.outpoint} is already reserved or locked`, 'Release it first or wait for the reservation to expire', { outpoint: lock.outpoint });
    });
  }

  async releaseLock(selector: { readonly reservationId: string } | { readonly outpoint: string }): Promise<boolean> {
    const where = 'reservationId' in selector ? { reservationId: selector.reservationId } : { outpoint: selector.outpoint };
    const result = await this.db.transaction((m) => m.delete(RgbUtxoLockEntity, where));
    return (result.affected ?? 0) > 0;
  }

  async getContract(contractId: string): Promise<ContractRecord | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbContractEntity, { contractId }));
    return row ? contractOf(row) : null;
  }

  async listContracts(): Promise<ContractRecord[]> {
    const rows = await this.db.transaction((m) => m.find(RgbContractEntity, { order: { createdAtUnixSecs: 'ASC', contractId: 'ASC' } }));
    return rows.map(contractOf);
  }

  saveContract(contract: ContractRecord): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.upsert(RgbContractEntity, contractRow(contract), ['contractId']);
    });
  }

  importContract(contract: ContractRecord, consignment: StoredConsignment): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.insert(RgbContractEntity, contractRow(contract));
      await m.insert(RgbConsignmentEntity, consignmentRow(consignment));
    });
  }

  /** Idempotent: keys of transfer consignments are content hashes, so a second save is the same bytes. */
  saveConsignment(consignment: StoredConsignment): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.createQueryBuilder().insert().into(RgbConsignmentEntity).values(consignmentRow(consignment)).orIgnore().execute();
    });
  }

  async getConsignment(key: string): Promise<StoredConsignment | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbConsignmentEntity, { key }));
    return row ? { key: row.key, contractId: row.contractId, data: new Uint8Array(row.data), createdAtUnixSecs: Number(row.createdAtUnixSecs) } : null;
  }

  saveIssuer(issuer: IssuerRecord): Promise<void> {
    return this.db.transaction(async (m) => {
      await m.upsert(
        RgbIssuerEntity,
        { name: issuer.name, source: Buffer.from(issuer.source), schema: issuer.schema, error: issuer.error, updatedAtUnixSecs: String(issuer.updatedAtUnixSecs) },
        ['name'],
      );
    });
  }

  async listIssuers(): Promise<IssuerRecord[]> {
    const rows = await this.db.transaction((m) => m.find(RgbIssuerEntity, { order: { name: 'ASC' } }));
    return rows.map((r) => ({ name: r.name, source: new Uint8Array(r.source), schema: r.schema as RgbSchema | null, error: r.error, updatedAtUnixSecs: Number(r.updatedAtUnixSecs) }));
  }
}

function contractRow(c: ContractRecord): RgbContractEntity {
  return {
    contractId: c.contractId,
    schema: c.schema,
    issuerName: c.issuerName,
    name: c.name,
    ticker: c.ticker,
    precision: c.precision,
    issuedSupply: c.issuedSupply.toString(),
    details: c.details,
    origin: c.origin,
    createdAtUnixSecs: String(c.createdAtUnixSecs),
  };
}

function contractOf(r: RgbContractEntity): ContractRecord {
  return {
    contractId: r.contractId,
    schema: r.schema as RgbSchema,
    issuerName: r.issuerName,
    name: r.name,
    ticker: r.ticker,
    precision: r.precision,
    issuedSupply: BigInt(r.issuedSupply),
    details: r.details,
    origin: r.origin,
    createdAtUnixSecs: Number(r.createdAtUnixSecs),
  };
}

function consignmentRow(c: StoredConsignment): RgbConsignmentEntity {
  return { key: c.key, contractId: c.contractId, data: Buffer.from(c.data), createdAtUnixSecs: String(c.createdAtUnixSecs) };
}
