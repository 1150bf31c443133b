import type { Transaction } from '@scure/btc-signer';
import type { StateBlinding } from '../keys/state-blinding';

export interface ColourOptions {
  /**
   * Also take the transition into the stock. A transaction spending one of `tx`'s outputs can
   * only be coloured after that (Spike A), so a commitment with HTLC outputs is consumed before
   * its second stages are coloured. Consuming the same transaction again changes nothing.
   */
  readonly consume: boolean;
}

/**
 * Colours a shadow transaction: builds the RGB transition that moves the channel's contract to
 * the outputs in `assetMap` and commits to it in the transaction's (empty, last) OP_RETURN.
 * Deterministic for a given transaction, map, blinding and stock, so both peers get the same
 * bytes. Implemented over rgb-lib's `color_psbt` in the addon; a second stage can only be
 * coloured once its commitment is in the stock (Spike A), which the implementation takes care of.
 */
export interface ShadowColouring {
  colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions): Promise<{ readonly tx: Transaction; readonly bundleId: Uint8Array }>;
}
