import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import type { TopUpRecorder, TopUpTransfer } from '@rln/rgb-wallet';
import type { OnchainTransferStore } from '../ports/onchain-transfer-store.port';

/**
 * supplement.md "Carrier maintenance": a top-up is recorded as an on-chain payment to ourselves
 * with purpose `utxo_top_up`, one record per contract it moved. rgb-lib keeps no transfer rows
 * for it, so the progress loop settles these records by their transaction's confirmation.
 */
export class RgbTopUpRecords implements TopUpRecorder {
  constructor(private readonly store: OnchainTransferStore) {}

  async recordTopUp(transfer: TopUpTransfer): Promise<void> {
    for (const moved of transfer.moved) {
      await this.store.insert({
        id: hex.encode(randomBytes(16)),
        direction: 'Outbound',
        status: 'pending',
        createdAtUnixSecs: transfer.createdAtUnixSecs,
        updatedAtUnixSecs: transfer.createdAtUnixSecs,
        expiresAtUnixSecs: null,
        invoice: '',
        // Unique per contract moved: the live-send index is keyed by recipient.
        recipientId: `${transfer.newOutpoint}/${moved.contractId}`,
        recipientKind: 'witness',
        transport: 'out_of_band',
        contractId: moved.contractId,
        amount: moved.amount,
        txid: transfer.txid,
        consignmentKey: moved.consignmentKey,
        purpose: 'utxo_top_up',
        batchTransferIdx: null,
        stage: 'sent',
        psbt: null,
        blindingUtxo: null,
        nonce: null,
        failureReason: null,
        idempotencyKey: null,
        receivedNotified: false,
      });
    }
  }
}
