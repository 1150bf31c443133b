import type { FundingSeen } from '../protocol/asset-channel-open';
import type { ShadowColouring } from '../tx/shadow-colouring.port';
import type { SignedClosing } from '../tx/shadow-commitment-signing';

/** The opener's funding send, begun and held: its txid is final, nothing is signed or broadcast. */
export interface BegunFunding {
  readonly txid: string;
  /** The shadow output's index in the funding transaction. */
  readonly vout: number;
  /** The wallet's own handle on the held send (rgb-lib's PSBT); opaque here, stored to end it after a restart. */
  readonly handle: string;
}

/**
 * What an asset channel needs from the node's RGB wallet (rgb-lib through the addon in the
 * node): the held funding send, its consignment, the acceptor's side of it, and the colouring
 * of the shadow transactions (protocol §5a, §6).
 */
export interface AssetChannelWallet {
  /**
   * Begins a send of `assetAmount` of `contractId` with `fundingSats` to `outputScript` (the
   * shadow 2-of-2), takes its transition into the stock (commitment 0 must be coloured before
   * broadcast) and holds it.
   */
  beginFunding(request: { contractId: string; assetAmount: bigint; outputScript: Uint8Array; fundingSats: bigint; blinding: bigint }): Promise<BegunFunding>;
  /** The consignment of the held send to the shadow output, built before anything is signed (review O6). */
  fundingConsignment(funding: BegunFunding, contractId: string): Promise<Uint8Array>;
  /** Signs and broadcasts the held send; rgb-lib records the spend. */
  endFunding(funding: BegunFunding): Promise<void>;
  /** Releases the held send's inputs (an opening given up before broadcast). */
  abandonFunding(funding: BegunFunding): Promise<void>;
  /**
   * Validates the opener's consignment (its witness may be unpublished), takes the output's
   * state into the stock, and reports what the witness transaction shows about the output. A
   * consignment of another contract, or whose funding output is not `expected`, is refused
   * before anything of it is validated or imported (review R2).
   */
  acceptFunding(request: {
    consignment: Uint8Array;
    txid: string;
    vout: number;
    blinding: bigint;
    expected: { contractId: string; outputScript: Uint8Array; sats: bigint };
  }): Promise<FundingSeen>;
  /** The colouring of one contract's shadow transactions over this wallet's stock. */
  colouring(contractId: string): ShadowColouring;
  /**
   * A new output script of this wallet for the assets of a cooperative close, named at opening
   * (protocol §6): a receive the wallet keeps open for the closing's consignment.
   */
  closingScript(): Promise<Uint8Array>;
  /** An opening that named `script` was given up: its receive is cancelled (best effort; review CL-10). */
  releaseClosingScript(script: Uint8Array): Promise<void>;
  /**
   * The wallet takes the assets a broadcast cooperative closing pays it at `vout`: the closing's
   * consignment, built from our own stock (nobody else's data), goes to the receive behind that
   * output's script. Idempotent: a closing the wallet already took in is left alone.
   */
  receiveClosing(closing: SignedClosing, contractId: string, vout: number): Promise<void>;
  /**
   * Where the wallet stands with the closing `txid`: `settled` once its receive is final (the
   * closing confirmed), `receiving` while it waits for confirmations, `none` before it took it in.
   */
  closingReceipt(contractId: string, txid: string): Promise<'none' | 'receiving' | 'settled'>;
}
