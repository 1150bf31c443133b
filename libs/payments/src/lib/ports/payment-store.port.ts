import { Payment, PaymentStatus } from '../domain/payment';

export interface PaymentPage {
  payments: Payment[];
  /** Opaque position after the last payment of this page; null when none remain. */
  nextCursor: string | null;
}

export type PaymentUpdate = Partial<Pick<Payment, 'amountMsat' | 'feePaidMsat' | 'preimage' | 'htlcLocked' | 'failureReason' | 'failureCode' | 'paymentHash' | 'counterpartyNodeId' | 'invoice' | 'operationKey'>>;

export interface PaymentStore {
  /** Inserts a new record; false when the id already exists (nothing changes then). */
  insert(payment: Payment): Promise<boolean>;
  get(id: string): Promise<Payment | null>;
  /** The payment a request with this idempotent operation key made, if any. */
  findByOperationKey(operationKey: string): Promise<Payment | null>;
  /** Pending outbound payments created before `before` (startup reconciliation). */
  listPendingOutbound(before: Date): Promise<Payment[]>;
  list(limit: number, cursor: string | null): Promise<PaymentPage>;
  /**
   * Applies `update` (and `status` when given) only while the record's status is one of
   * `from`; returns the record after the update, or null when it was in another status.
   */
  transition(id: string, from: readonly PaymentStatus[], status: PaymentStatus | null, update: PaymentUpdate): Promise<Payment | null>;
}
