/** One contract's state a top-up moved to the new carrier, with the consignment of that transfer. */
export interface TopUpMovedContract {
  /** `contract:<id>`. */
  readonly contractId: string;
  /** Raw units, or 1 for a UDA token. */
  readonly amount: bigint;
  readonly consignmentKey: string;
}

/** What an on-chain payment record with purpose `utxo_top_up` needs (supplement.md "Carrier maintenance"). */
export interface TopUpTransfer {
  readonly txid: string;
  /** rgb-lib's batch transfer of the move (pending until mined, then settled). */
  readonly batchTransferIdx: number;
  readonly oldOutpoint: string;
  readonly newOutpoint: string;
  readonly moved: readonly TopUpMovedContract[];
  readonly createdAtUnixSecs: number;
}

/**
 * Records a top-up that moved RGB state as an outbound on-chain payment with purpose
 * `utxo_top_up` (libs/rgb-transfers RgbTopUpRecords).
 */
export interface TopUpRecorder {
  recordTopUp(transfer: TopUpTransfer): Promise<void>;
}
