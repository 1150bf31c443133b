import type { OnchainTransferPatch, OnchainTransferRecord, OnchainTransferStatus } from '../domain/onchain-transfer';

/** Durable RGB on-chain transfer records (one row per invoice created or send made). */
export interface OnchainTransferStore {
  insert(record: OnchainTransferRecord): Promise<void>;
  get(id: string): Promise<OnchainTransferRecord | null>;
  /** The inbound record of an invoice this node created, by its recipient id. */
  findInbound(recipientId: string): Promise<OnchainTransferRecord | null>;
  findByNonce(nonce: string): Promise<OnchainTransferRecord | null>;
  /** Outbound records made under an Idempotency-Key, newest first. */
  findByIdempotencyKey(key: string): Promise<OnchainTransferRecord[]>;
  /** Newest first. */
  list(): Promise<OnchainTransferRecord[]>;
  listByStatus(status: OnchainTransferStatus): Promise<OnchainTransferRecord[]>;
  /**
   * Applies the patch only while the record still has `expectedStatus` (terminal states never
   * change again); returns the updated record, or null when the status had moved on.
   */
  update(id: string, expectedStatus: OnchainTransferStatus, patch: OnchainTransferPatch): Promise<OnchainTransferRecord | null>;
}
