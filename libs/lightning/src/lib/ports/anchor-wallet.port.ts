/** A confirmed coin the plain wallet offers for anchor fee bumps (CPFP). */
export interface AnchorUtxo {
  /** `txid:vout`, txid in display (RPC) hex. */
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly scriptPubKey: Uint8Array;
  /**
   * Weight units of the input's scriptSig and witness once signed (upper bound);
   * P2WPKH_SATISFACTION_WEIGHT for a P2WPKH coin.
   */
  readonly satisfactionWeight: number;
}

/**
 * 1-byte empty scriptSig length × 4 + witness (item count, 73-byte signature, 33-byte key,
 * with their length bytes): LDK's own figure for a P2WPKH input.
 */
export const P2WPKH_SATISFACTION_WEIGHT = 4 + 1 + 1 + 73 + 1 + 33;

/**
 * What the engine needs from the plain wallet to pay for anchor channel closes: LDK's
 * `BumpTransactionEventHandler` builds a child transaction spending the commitment's anchor
 * output plus wallet coins (CPFP), or adds wallet coins to HTLC claims.
 *
 * Every method is SYNCHRONOUS: LDK calls them from inside WASM while handling the event, and
 * cannot wait for a Promise. Serve them from an in-memory snapshot of the wallet. They must not
 * throw (the engine catches and reports a failure to LDK, which retries on the next block).
 */
export interface AnchorWallet {
  /** Confirmed (>= 1 confirmation) coins of the wallet that may be spent. */
  listConfirmedUtxos(): AnchorUtxo[];
  /** A wallet script for change. */
  changeScript(): Uint8Array;
  /**
   * Signs the wallet's own (P2WPKH) inputs of the serialized PSBT (BIP 174, every input has
   * its witness_utxo) and returns the serialized transaction with their witnesses. Inputs
   * that are not the wallet's (the anchor, HTLC outputs) are left unsigned; LDK signs them
   * afterwards.
   */
  signPsbt(psbt: Uint8Array): Uint8Array;
}

export const ANCHOR_WALLET = Symbol('AnchorWallet');
