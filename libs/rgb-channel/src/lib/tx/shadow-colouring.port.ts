import type { Transaction } from '@scure/btc-signer';
import type { StateBlinding } from '../keys/state-blinding';

export interface ColourOptions {
  /**
   * Also take the transition into the stock: for a transaction that is broadcast (a close).
   * Consuming the same transaction again changes nothing. A consumed transaction must spend
   * state the stock holds (its parent consumed first), so its inputs are read from the stock
   * alone. Without `consume`, a spend of a transaction coloured before is coloured over what
   * that colouring assigned (protocol §6, T2c), which is how second stages are signed.
   */
  readonly consume: boolean;
}

/**
 * Colours a shadow transaction: builds the RGB transition that moves the channel's contract to
 * the outputs in `assetMap` and commits to it in the transaction's (empty, last) OP_RETURN.
 * Deterministic for a given transaction, map and blinding, so both peers get the same bytes. The
 * state spent is, at each input, what the output's own transaction assigned: the funding's, from
 * the stock, or a commitment's, which the implementation remembers from colouring it, so a
 * commitment must be coloured before its second stages (the signer always does both in one pass).
 */
export interface ShadowColouring {
  colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions): Promise<{ readonly tx: Transaction; readonly bundleId: Uint8Array }>;
}
