/** A transaction as read from the wire; hashes are in display (reversed) hex like RPC and Esplora. */
export interface TxInput {
  readonly prevTxid: string;
  readonly prevVout: number;
  readonly scriptSig: Uint8Array;
  readonly sequence: number;
  readonly witness: readonly Uint8Array[];
}

export interface TxOutput {
  /** Fits a JS number: 21e14 sat < 2^53. */
  readonly valueSat: number;
  readonly scriptPubKey: Uint8Array;
}

export interface ParsedTx {
  readonly txid: string;
  readonly version: number;
  readonly locktime: number;
  readonly inputs: readonly TxInput[];
  readonly outputs: readonly TxOutput[];
  readonly isCoinbase: boolean;
  /** Full serialization, witness included. */
  readonly raw: Uint8Array;
  readonly sizeBytes: number;
  readonly weight: number;
}
