/** Time, behind a port so wallet rules (lock expiry) stay deterministic in tests. */
export interface WalletClock {
  nowUnixSecs(): number;
}

export const systemWalletClock: WalletClock = { nowUnixSecs: () => Math.floor(Date.now() / 1000) };
