import type { FeeCoin } from '../tx/anchor-child';

/**
 * The node's BTC wallet as a payer of CPFP children of asset-channel commitments and second
 * stages. A coin per child, held by the parent's operation (`rgb-anchor:<channel>[:htlc:<vout>]`)
 * from its choice until the wallet sees the child spend it, or until given up: LDK's own anchor
 * bumps and the wallet's other spends never take it meanwhile.
 */
export interface AnchorFeeWallet {
  /** Chooses and holds a confirmed coin of at least `minSats` for `operationId`; null when the wallet has none. */
  reserveCoin(operationId: string, minSats: bigint): Promise<FeeCoin | null>;
  /** The witness of the coin held by `operationId` as input `inputIndex` of `unsignedTxHex` (prevouts in input order). */
  signCoin(operationId: string, unsignedTxHex: string, prevouts: ReadonlyArray<{ readonly scriptPubKeyHex: string; readonly valueSats: bigint }>, inputIndex: number): Promise<Uint8Array[]>;
  /** Holds `outpoint` for `operationId` again (a child sent again); false when it is spent or another operation holds it. */
  holdCoin(operationId: string, outpoint: string): Promise<boolean>;
  /** A script of the wallet for the child's change. */
  changeScript(): Promise<Uint8Array>;
  /** Lets the coins `operationId` holds go (the child was given up). */
  release(operationId: string): Promise<void>;
}
