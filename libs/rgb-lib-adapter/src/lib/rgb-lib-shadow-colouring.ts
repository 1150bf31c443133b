import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import type { ColourOptions, ShadowColouring, StateBlinding } from '@rln/rgb-channel';
import type { RgbLibEngine } from './rgb-lib.engine';

/**
 * The asset channel's colouring (rgb-channel's ShadowColouring port) over this node's rgb-lib
 * wallet: the transition of `contractId` is built from what each input's own transaction
 * assigned there (the funding's state from the stock, a commitment's from the addon's memory of
 * colouring it), so both peers get the same bytes.
 * The bundle is named by the 32 bytes the OP_RETURN commits to.
 */
export class RgbLibShadowColouring implements ShadowColouring {
  constructor(
    private readonly engine: RgbLibEngine,
    private readonly contractId: string,
  ) {}

  async colour(tx: Transaction, assetMap: ReadonlyMap<number, bigint>, blinding: StateBlinding, options: ColourOptions): Promise<{ tx: Transaction; bundleId: Uint8Array }> {
    const coloured = await this.engine.colourShadowTx({
      txHex: hex.encode(tx.unsignedTx),
      contractId: this.contractId,
      allocations: [...assetMap].map(([vout, amount]) => ({ vout, amount })),
      blinding: blinding.blinding,
      nonce: blinding.nonce,
      consume: options.consume,
    });
    // rgb-lib's transaction as it is: the signer checks it changed nothing but the OP_RETURN.
    const parsed = Transaction.fromRaw(hex.decode(coloured.txHex), { allowUnknownOutputs: true });
    return { tx: parsed, bundleId: hex.decode(coloured.commitmentHex) };
  }
}
