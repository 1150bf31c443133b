import type { DecodedTransaction, DecodedTxInput } from '@rln/btc-wallet';

/**
 * A transaction as read from the wire by the node's one parser (@rln/btc-wallet); hashes are
 * in display (reversed) hex like RPC and Esplora, amounts JSON numbers as Esplora serves them.
 */
export type TxInput = DecodedTxInput;

export interface TxOutput {
  /** Fits a JS number: 21e14 sat < 2^53. */
  readonly valueSat: number;
  readonly scriptPubKey: Uint8Array;
}

export interface ParsedTx extends Omit<DecodedTransaction, 'outputs' | 'stripped'> {
  readonly outputs: readonly TxOutput[];
}
