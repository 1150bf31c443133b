import type { OnchainTransferRecord } from '../domain/onchain-transfer';
import type { TransferEventType } from '../domain/transfer-reconcile';

/** Client events about transfers (the node's durable event queue); once per record and type. */
export interface TransferNotifier {
  notify(type: TransferEventType, record: OnchainTransferRecord): Promise<void>;
}
