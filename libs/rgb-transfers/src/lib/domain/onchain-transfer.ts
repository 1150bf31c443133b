import type { RgbRecipientKind } from '@rln/rgb-wallet';

export type OnchainTransferDirection = 'Inbound' | 'Outbound';

/** supplement.md "Payment records": the statuses of RGB on-chain records. */
export type OnchainTransferStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

/** Maintenance transfers the node makes to itself; null for a client's own send or receive. */
export type OnchainTransferPurpose = 'utxo_merge' | 'utxo_top_up';

/** How the consignment travels: posted to an RGB proxy the invoice names, or handed over by the client. */
export type OnchainTransport = 'proxy' | 'out_of_band';

/**
 * Where an outbound send stands inside the node, so a restart knows what a crash interrupted:
 * `preparing` (rgb-lib may be colouring), `prepared` (coloured and reserved in rgb-lib, nothing
 * left the node), `sent` (consignment posted, or the transaction broadcast for out-of-band sends).
 */
export type SendStage = 'preparing' | 'prepared' | 'sent';

/** One RGB on-chain transfer of this node, inbound (an invoice it created) or outbound (a send). */
export interface OnchainTransferRecord {
  /** Inbound: the invoice's recipient id. Outbound: a random id. */
  readonly id: string;
  readonly direction: OnchainTransferDirection;
  readonly status: OnchainTransferStatus;
  readonly createdAtUnixSecs: number;
  readonly updatedAtUnixSecs: number;
  readonly expiresAtUnixSecs: number | null;
  readonly invoice: string;
  readonly recipientId: string;
  readonly recipientKind: RgbRecipientKind;
  readonly transport: OnchainTransport;
  /** `contract:<id>`; null for an inbound invoice open to any contract until a transfer names one. */
  readonly contractId: string | null;
  /** Raw units: requested (inbound, until received) or sent. */
  readonly amount: bigint;
  readonly txid: string | null;
  readonly consignmentKey: string | null;
  readonly purpose: OnchainTransferPurpose | null;
  /** rgb-lib's batch transfer this record follows. */
  readonly batchTransferIdx: number | null;
  /** Outbound only; null for inbound records. */
  readonly stage: SendStage | null;
  /** The unsigned PSBT rgb-lib coloured (outbound), kept so a restart can finish or release the send. */
  readonly psbt: string | null;
  /** Inbound: the carrier rgb-lib blinded (blinded invoices). */
  readonly blindingUtxo: string | null;
  /** The client's nonce that made invoice creation idempotent. */
  readonly nonce: string | null;
  /** The idempotent operation key (client, Idempotency-Key and request) of the send that made it, so a retry after a crash finds it. */
  readonly idempotencyKey: string | null;
  /** Why the transfer failed or expired, for people reading the record. */
  readonly failureReason: string | null;
  /** Whether RgbTransferReceived has been published for it. */
  readonly receivedNotified: boolean;
}

export type OnchainTransferPatch = Partial<Omit<OnchainTransferRecord, 'id' | 'direction' | 'createdAtUnixSecs'>>;

export const TERMINAL_STATUSES: readonly OnchainTransferStatus[] = ['succeeded', 'failed', 'expired'];

export function isTerminal(status: OnchainTransferStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/** The public download path of a consignment (the interface's `consignment_download_path`). */
export function consignmentDownloadPath(key: string): string {
  return `/api/v1/rgb/consignments/${key}`;
}
