/** What the engine needs from the plain on-chain wallet to fund a channel it opens. */
export interface FundingRequest {
  /** The 2-of-2 P2WSH script the funding output must pay. */
  readonly outputScript: Uint8Array;
  readonly valueSats: bigint;
  /** LDK's fee rate for the funding transaction, sat per 1000 weight units. */
  readonly feeRateSatPerKw: number;
  readonly counterpartyNodeId: string;
  /**
   * LDK's best block height. LDK refuses a funding transaction whose nLockTime is above it
   * ("absolute timelock is non-final"), and the wallet's chain view may be a block ahead.
   */
  readonly maxLockTimeHeight: number;
}

export interface FundingWallet {
  /**
   * A fully signed transaction, segwit inputs only (LDK refuses non-segwit funding inputs),
   * paying exactly `valueSats` to `outputScript`. The engine broadcasts it once the peer has
   * signed the first commitment; until then the wallet must keep the inputs reserved.
   */
  createFundingTransaction(request: FundingRequest): Promise<Uint8Array>;
}

export const FUNDING_WALLET = Symbol('FundingWallet');
