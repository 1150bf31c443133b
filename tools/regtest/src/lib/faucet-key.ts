import { sha256 } from '@noble/hashes/sha256';
import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer';
import { REGTEST_NETWORK } from './regtest-network';

export interface FaucetKey {
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
  /** P2WPKH, bcrt1q...; btcd's --miningaddr. */
  readonly address: string;
  readonly scriptPubKey: Uint8Array;
}

/**
 * The faucet's key is public knowledge by construction (a fixed seed in the source):
 * regtest only, never fund it on a real network.
 */
const FAUCET_SEED = sha256(new TextEncoder().encode('rgb-ln-node regtest faucet v1'));
const FAUCET_PATH = "m/84'/1'/0'/0/0";

export function faucetKey(): FaucetKey {
  const node = HDKey.fromMasterSeed(FAUCET_SEED).derive(FAUCET_PATH);
  if (!node.privateKey || !node.publicKey) throw new Error('faucet key derivation failed');
  const payment = p2wpkh(node.publicKey, REGTEST_NETWORK);
  if (!payment.address) throw new Error('faucet address derivation failed');
  return {
    privateKey: node.privateKey,
    publicKey: node.publicKey,
    address: payment.address,
    scriptPubKey: payment.script,
  };
}
