import { ConflictError } from '@rln/core';
import type { OnchainTransferPatch, OnchainTransferRecord, OnchainTransferStatus, OnchainTransferStore } from '@rln/rgb-transfers';
import { Database } from '../database';
import { RgbOnchainTransferEntity } from '../entities/rgb-onchain-transfer.entity';

/** RGB on-chain transfer records on PostgreSQL or PGlite. */
export class TypeormOnchainTransferStore implements OnchainTransferStore {
  constructor(private readonly db: Database) {}

  async insert(record: OnchainTransferRecord): Promise<void> {
    try {
      await this.db.transaction(async (m) => {
        await m.insert(RgbOnchainTransferEntity, toRow(record));
      });
    } catch (error) {
      if (uniqueViolation(error)) {
        throw new ConflictError(
          record.direction === 'Outbound' ? 'This invoice already has a live send' : 'An invoice with this nonce or recipient already exists',
          'GET /rgb/onchain/payments shows it',
          { recipient_id: record.recipientId },
        );
      }
      throw error;
    }
  }

  async get(id: string): Promise<OnchainTransferRecord | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbOnchainTransferEntity, { id }));
    return row ? fromRow(row) : null;
  }

  async findInbound(recipientId: string): Promise<OnchainTransferRecord | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbOnchainTransferEntity, { recipientId, direction: 'Inbound' }));
    return row ? fromRow(row) : null;
  }

  async findByNonce(nonce: string): Promise<OnchainTransferRecord | null> {
    const row = await this.db.transaction((m) => m.findOneBy(RgbOnchainTransferEntity, { nonce }));
    return row ? fromRow(row) : null;
  }

  async findByIdempotencyKey(key: string): Promise<OnchainTransferRecord[]> {
    const rows = await this.db.transaction((m) => m.find(RgbOnchainTransferEntity, { where: { idempotencyKey: key }, order: { createdAtUnixSecs: 'DESC', id: 'ASC' } }));
    return rows.map(fromRow);
  }

  async list(): Promise<OnchainTransferRecord[]> {
    const rows = await this.db.transaction((m) => m.find(RgbOnchainTransferEntity, { order: { createdAtUnixSecs: 'DESC', id: 'ASC' } }));
    return rows.map(fromRow);
  }

  async listByStatus(status: OnchainTransferStatus): Promise<OnchainTransferRecord[]> {
    const rows = await this.db.transaction((m) => m.find(RgbOnchainTransferEntity, { where: { status }, order: { createdAtUnixSecs: 'ASC', id: 'ASC' } }));
    return rows.map(fromRow);
  }

  update(id: string, expectedStatus: OnchainTransferStatus, patch: OnchainTransferPatch): Promise<OnchainTransferRecord | null> {
    return this.db.transaction(async (m) => {
      const result = await m.update(RgbOnchainTransferEntity, { id, status: expectedStatus }, toRow(patch));
      if (!result.affected) return null;
      const row = await m.findOneBy(RgbOnchainTransferEntity, { id });
      return row ? fromRow(row) : null;
    });
  }
}

function toRow(r: OnchainTransferPatch & Partial<Pick<OnchainTransferRecord, 'id' | 'direction' | 'createdAtUnixSecs'>>): Partial<RgbOnchainTransferEntity> {
  const row: Partial<RgbOnchainTransferEntity> = {};
  for (const [key, value] of Object.entries(r)) {
    if (value === undefined) continue;
    if (key === 'createdAtUnixSecs' || key === 'updatedAtUnixSecs' || key === 'expiresAtUnixSecs' || key === 'amount') {
      (row as Record<string, unknown>)[key] = value === null ? null : String(value);
    } else {
      (row as Record<string, unknown>)[key] = value;
    }
  }
  return row;
}

function fromRow(row: RgbOnchainTransferEntity): OnchainTransferRecord {
  return {
    id: row.id,
    direction: row.direction,
    status: row.status,
    createdAtUnixSecs: Number(row.createdAtUnixSecs),
    updatedAtUnixSecs: Number(row.updatedAtUnixSecs),
    expiresAtUnixSecs: row.expiresAtUnixSecs === null ? null : Number(row.expiresAtUnixSecs),
    invoice: row.invoice,
    recipientId: row.recipientId,
    recipientKind: row.recipientKind,
    transport: row.transport,
    contractId: row.contractId,
    amount: BigInt(row.amount),
    txid: row.txid,
    consignmentKey: row.consignmentKey,
    purpose: row.purpose,
    batchTransferIdx: row.batchTransferIdx,
    stage: row.stage,
    psbt: row.psbt,
    blindingUtxo: row.blindingUtxo,
    nonce: row.nonce,
    idempotencyKey: row.idempotencyKey,
    failureReason: row.failureReason,
    receivedNotified: row.receivedNotified,
  };
}

/** PostgreSQL's unique_violation, as pg and PGlite report it through TypeORM. */
function uniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; driverError?: { code?: string } };
  return e?.code === '23505' || e?.driverError?.code === '23505';
}
