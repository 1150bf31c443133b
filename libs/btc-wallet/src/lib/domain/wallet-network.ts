import type { NETWORK } from '@scure/btc-signer';
import type { Versions } from '@scure/bip32';

/** The node's networks, spelled as RLN_NETWORK spells them. */
export const WALLET_NETWORKS = ['regtest', 'testnet', 'signet', 'bitcoin'] as const;
export type WalletNetwork = (typeof WALLET_NETWORKS)[number];

/** Address and key-encoding parameters of one network. */
export interface NetworkParams {
  readonly network: WalletNetwork;
  /** BIP44 coin type in m/84'/coin'/0': 0 on mainnet, 1 on every test network. */
  readonly coinType: 0 | 1;
  /** btc-signer's address parameters (bech32 prefix, base58 version bytes). */
  readonly addressParams: typeof NETWORK;
  /** BIP32 version bytes: xpub/xprv on mainnet, tpub/tprv elsewhere (descriptors use these). */
  readonly bip32Versions: Versions;
}

const MAINNET_VERSIONS: Versions = { public: 0x0488b21e, private: 0x0488ade4 };
const TESTNET_VERSIONS: Versions = { public: 0x043587cf, private: 0x04358394 };
const TESTNET_BASE58 = { pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

const PARAMS: Readonly<Record<WalletNetwork, NetworkParams>> = {
  bitcoin: {
    network: 'bitcoin',
    coinType: 0,
    addressParams: { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 },
    bip32Versions: MAINNET_VERSIONS,
  },
  testnet: { network: 'testnet', coinType: 1, addressParams: { bech32: 'tb', ...TESTNET_BASE58 }, bip32Versions: TESTNET_VERSIONS },
  signet: { network: 'signet', coinType: 1, addressParams: { bech32: 'tb', ...TESTNET_BASE58 }, bip32Versions: TESTNET_VERSIONS },
  regtest: { network: 'regtest', coinType: 1, addressParams: { bech32: 'bcrt', ...TESTNET_BASE58 }, bip32Versions: TESTNET_VERSIONS },
};

export function networkParams(network: WalletNetwork): NetworkParams {
  const params = PARAMS[network];
  if (!params) throw new Error(`unknown network ${String(network)}`);
  return params;
}

export function isWalletNetwork(value: string): value is WalletNetwork {
  return (WALLET_NETWORKS as readonly string[]).includes(value);
}
