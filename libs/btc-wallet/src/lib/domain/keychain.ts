/** BIP44 chains of the account: 0 receives from others, 1 receives the wallet's own change. */
export const KEYCHAINS = ['external', 'internal'] as const;
export type Keychain = (typeof KEYCHAINS)[number];

export function keychainChildIndex(keychain: Keychain): 0 | 1 {
  return keychain === 'external' ? 0 : 1;
}

/** One derived address of the wallet, watched by the sync. */
export interface WalletAddress {
  readonly keychain: Keychain;
  readonly index: number;
  readonly scriptPubKeyHex: string;
  readonly address: string;
}
