import {
  PAYMENT_DIRECTIONS,
  PAYMENT_FAILURE_CODES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  Payment,
  PaymentDirection,
  PaymentFailureCode,
  PaymentKind,
  PaymentPage,
  PaymentStatus,
  PaymentStore,
  PaymentUpdate,
} from '@rln/payments';
import { InvalidRequestError } from '@rln/core';
import { In, LessThan } from 'typeorm';
import { Database } from '../database';
import { PaymentEntity } from '../entities/payment.entity';

export class TypeormPaymentStore implements PaymentStore {
  constructor(private readonly db: Database) {}

  /** One `INSERT … ON CONFLICT DO NOTHING`: a record already there (its id or operation key) stays as it is. */
  async insert(payment: Payment): Promise<boolean> {
    const result = await this.db.single((m) => m.createQueryBuilder().insert().into(PaymentEntity).values(toRow(payment)).orIgnore().returning('id').execute());
    return (result.raw as unknown[]).length === 1;
  }

  async get(id: string): Promise<Payment | null> {
    const row = await this.db.single((m) => m.findOneBy(PaymentEntity, { id }));
    return row ? toDomain(row) : null;
  }

  async findByOperationKey(operationKey: string): Promise<Payment | null> {
    const row = await this.db.single((m) => m.findOneBy(PaymentEntity, { operationKey }));
    return row ? toDomain(row) : null;
  }

  async listPendingOutbound(before: Date): Promise<Payment[]> {
    const rows = await this.db.transaction((m) =>
      m.find(PaymentEntity, { where: { direction: 'Outbound', status: 'Pending', createdAt: LessThan(before) }, order: { seq: 'ASC' } }),
    );
    return rows.map(toDomain);
  }

  async list(limit: number, cursor: string | null): Promise<PaymentPage> {
    if (cursor !== null && !(/^\d{1,19}$/.test(cursor) && BigInt(cursor) < 1n << 63n)) {
      throw new InvalidRequestError('cursor is not a value this node returned', undefined, { field: 'cursor' });
    }
    const rows = await this.db.single((m) =>
      m
        .createQueryBuilder(PaymentEntity, 'p')
        .where(cursor === null ? '1=1' : 'p.seq > :cursor', { cursor })
        .orderBy('p.seq', 'ASC')
        .limit(limit + 1)
        .getMany(),
    );
    const page = rows.slice(0, limit);
    return { payments: page.map(toDomain), nextCursor: rows.length > limit ? page[page.length - 1].seq : null };
  }

  async transition(id: string, from: readonly PaymentStatus[], status: PaymentStatus | null, update: PaymentUpdate): Promise<Payment | null> {
    return this.db.transaction(async (m) => {
      const changes: Partial<PaymentEntity> = { ...updateToRow(update), updatedAt: new Date() };
      if (status) changes.status = status;
      const result = await m.update(PaymentEntity, { id, status: In([...from]) }, changes);
      if (!result.affected) return null;
      const row = await m.findOneByOrFail(PaymentEntity, { id });
      return toDomain(row);
    });
  }
}

function toRow(p: Payment): Omit<PaymentEntity, 'seq'> {
  return {
    id: p.id,
    kind: p.kind,
    direction: p.direction,
    status: p.status,
    amountMsat: p.amountMsat?.toString() ?? null,
    feePaidMsat: p.feePaidMsat?.toString() ?? null,
    paymentHash: p.paymentHash,
    preimage: p.preimage,
    htlcLocked: p.htlcLocked,
    counterpartyNodeId: p.counterpartyNodeId,
    invoice: p.invoice,
    description: p.description,
    customTlvs: p.customTlvs.map((t) => ({ type: t.type.toString(), value_hex: t.valueHex })),
    payerNote: p.payerNote ?? null,
    operationKey: p.operationKey ?? null,
    failureReason: p.failureReason,
    failureCode: p.failureCode,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

function updateToRow(u: PaymentUpdate): Partial<PaymentEntity> {
  const row: Partial<PaymentEntity> = {};
  if ('amountMsat' in u) row.amountMsat = u.amountMsat?.toString() ?? null;
  if ('feePaidMsat' in u) row.feePaidMsat = u.feePaidMsat?.toString() ?? null;
  if ('preimage' in u) row.preimage = u.preimage ?? null;
  if ('htlcLocked' in u && u.htlcLocked !== undefined) row.htlcLocked = u.htlcLocked;
  if ('failureReason' in u) row.failureReason = u.failureReason ?? null;
  if ('failureCode' in u) row.failureCode = u.failureCode ?? null;
  if ('paymentHash' in u) row.paymentHash = u.paymentHash ?? null;
  if ('counterpartyNodeId' in u) row.counterpartyNodeId = u.counterpartyNodeId ?? null;
  if ('invoice' in u) row.invoice = u.invoice ?? null;
  if ('operationKey' in u) row.operationKey = u.operationKey ?? null;
  return row;
}

function toDomain(row: PaymentEntity): Payment {
  return {
    id: row.id,
    kind: oneOf(PAYMENT_KINDS, row.kind, 'kind') as PaymentKind,
    direction: oneOf(PAYMENT_DIRECTIONS, row.direction, 'direction') as PaymentDirection,
    status: oneOf(PAYMENT_STATUSES, row.status, 'status') as PaymentStatus,
    amountMsat: row.amountMsat === null ? null : BigInt(row.amountMsat),
    feePaidMsat: row.feePaidMsat === null ? null : BigInt(row.feePaidMsat),
    paymentHash: row.paymentHash,
    preimage: row.preimage,
    htlcLocked: row.htlcLocked,
    counterpartyNodeId: row.counterpartyNodeId,
    invoice: row.invoice,
    description: row.description,
    customTlvs: row.customTlvs.map((t) => ({ type: BigInt(t.type), valueHex: t.value_hex })),
    payerNote: row.payerNote,
    operationKey: row.operationKey,
    failureReason: row.failureReason,
    // A code written by a newer version reads as UnexpectedError: the record stays listable.
    failureCode: row.failureCode === null ? null : PAYMENT_FAILURE_CODES.includes(row.failureCode as PaymentFailureCode) ? (row.failureCode as PaymentFailureCode) : 'UnexpectedError',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function oneOf(allowed: readonly string[], value: string, field: string): string {
  if (!allowed.includes(value)) throw new Error(`payment row has unknown ${field} '${value}'`);
  return value;
}
