import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';

/** Reads of the RGB on-chain records, and the proxy's admission rule. */
export class RgbOnchainPaymentsService {
  constructor(
    private readonly store: OnchainTransferStore,
    private readonly now: () => number,
  ) {}

  list(): Promise<OnchainTransferRecord[]> {
    return this.store.list();
  }

  /**
   * supplement.md: the node's proxy takes consignments only for recipient ids of its own open
   * invoices (pending, not expired, transport through the proxy).
   */
  async acceptsConsignmentFor(recipientId: string): Promise<boolean> {
    const record = await this.store.findInbound(recipientId);
    if (!record || record.status !== 'pending' || record.transport !== 'proxy') return false;
    return record.expiresAtUnixSecs === null || record.expiresAtUnixSecs > this.now();
  }
}
