import { sha256 } from '@noble/hashes/sha256';
import { Script, Transaction } from '@scure/btc-signer';
import { concat, utf8 } from '@rln/core';
import type { StateBlinding } from '../lib/keys/state-blinding';
import { unsignedTxid } from '../lib/tx/commitment-tx';
import type { ColourOptions, ShadowColouring } from '../lib/tx/shadow-colouring.port';

/**
 * A ShadowColouring for unit tests of the signing logic: it fills the empty OP_RETURN with a
 * hash of the transaction, the asset map and the blinding, as rgb-lib fills it with the
 * transition's commitment. Deterministic and bound to every input, so two sides that disagree
 * on any of them get different txids; it validates nothing RGB (the addon's tests do that).
 */
export class HashColouring implements ShadowColouring {
  /** Txids taken into the "stock" (`consume`), as rgb-lib's stock would hold them. */
  readonly consumed = new Set<string>();

  async colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions): Promise<{ tx: Transaction; bundleId: Uint8Array }> {
    const host = Array.from({ length: tx.outputsLength }, (_, i) => i).find((i) => Buffer.from(tx.getOutput(i).script!).toString('hex') === '6a');
    if (host === undefined) throw new Error('the transaction has no empty OP_RETURN to fill');
    const map = [...assetMap.entries()].map(([vout, amount]) => `${vout}:${amount}`).join(',');
    const bundleId = sha256(concat([tx.unsignedTx, utf8(`${map}|${blinding.blinding}|${blinding.nonce}`)]));
    const coloured = tx.clone();
    coloured.updateOutput(host, { script: Script.encode(['RETURN', bundleId]) });
    if (options.consume) this.consumed.add(unsignedTxid(coloured));
    return { tx: coloured, bundleId };
  }
}
