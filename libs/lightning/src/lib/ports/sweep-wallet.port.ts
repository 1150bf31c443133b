/** Where outputs that come back from closed channels are swept to (the plain wallet). */
export interface SweepWallet {
  /** A scriptPubKey of the wallet that will recognise the swept coins. */
  sweepScript(): Promise<Uint8Array>;
}

export const SWEEP_WALLET = Symbol('SweepWallet');
