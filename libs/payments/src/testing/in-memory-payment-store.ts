import { Payment, PaymentStatus } from '../lib/domain/payment';
import { PaymentPage, PaymentStore, PaymentUpdate } from '../lib/ports/payment-store.port';

export class InMemoryPaymentStore implements PaymentStore {
  private readonly rows: Payment[] = [];

  async insert(payment: Payment): Promise<boolean> {
    if (this.rows.some((p) => p.id === payment.id)) return false;
    this.rows.push({ ...payment });
    return true;
  }
  async get(id: string): Promise<Payment | null> {
    const row = this.rows.find((p) => p.id === id);
    return row ? { ...row } : null;
  }
  async findByOperationKey(operationKey: string): Promise<Payment | null> {
    const row = this.rows.find((p) => p.operationKey === operationKey);
    return row ? { ...row } : null;
  }
  async listPendingOutbound(before: Date): Promise<Payment[]> {
    return this.rows.filter((p) => p.direction === 'Outbound' && p.status === 'Pending' && p.createdAt < before).map((p) => ({ ...p }));
  }
  async list(limit: number, cursor: string | null): Promise<PaymentPage> {
    const start = cursor === null ? 0 : Number(cursor);
    const page = this.rows.slice(start, start + limit).map((p) => ({ ...p }));
    return { payments: page, nextCursor: start + limit < this.rows.length ? String(start + limit) : null };
  }
  async transition(id: string, from: readonly PaymentStatus[], status: PaymentStatus | null, update: PaymentUpdate): Promise<Payment | null> {
    const row = this.rows.find((p) => p.id === id);
    if (!row || !from.includes(row.status)) return null;
    Object.assign(row, update, status ? { status } : {}, { updatedAt: new Date() });
    return { ...row };
  }
}
