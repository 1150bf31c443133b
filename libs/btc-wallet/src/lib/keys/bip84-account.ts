import { HDKey } from '@scure/bip32';
import { p2wpkh } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { keychainChildIndex, type Keychain, type WalletAddress } from '../domain/keychain';
import type { NetworkParams } from '../domain/wallet-network';

export interface DerivedKey extends WalletAddress {
  readonly publicKey: Uint8Array;
  readonly scriptPubKey: Uint8Array;
}

/** BIP32 child numbers are below 2^31 for non-hardened derivation. */
const MAX_INDEX = 0x7fffffff;

/**
 * The plain wallet's BIP84 account m/84'/coin'/0' (P2WPKH): derives its addresses and
 * signing keys and writes its output descriptors. Derived keys are cached.
 *
 * The descriptors carry no BIP380 checksum ("#xxxxxxxx"): no library in node_modules
 * computes it, and descriptor-reading tools accept descriptors without one.
 */
export class Bip84Account {
  readonly masterFingerprint: string;
  readonly accountPath: string;
  private readonly chains: Record<Keychain, HDKey>;
  private readonly accountKey: HDKey;
  private readonly cache = new Map<string, DerivedKey>();

  constructor(
    root: HDKey,
    readonly params: NetworkParams,
  ) {
    if (root.depth !== 0 || !root.privateKey) throw new Error('Bip84Account needs the BIP32 master private key');
    this.masterFingerprint = root.fingerprint.toString(16).padStart(8, '0');
    this.accountPath = `m/84'/${params.coinType}'/0'`;
    const derived = root.derive(this.accountPath);
    if (!derived.privateKey || !derived.chainCode) throw new Error('account derivation produced no private key');
    // Re-wrapped with the network's version bytes so the extended key reads tpub on test networks.
    this.accountKey = new HDKey({
      versions: params.bip32Versions,
      depth: derived.depth,
      index: derived.index,
      parentFingerprint: derived.parentFingerprint,
      chainCode: derived.chainCode,
      privateKey: derived.privateKey,
    });
    this.chains = {
      external: this.accountKey.deriveChild(keychainChildIndex('external')),
      internal: this.accountKey.deriveChild(keychainChildIndex('internal')),
    };
  }

  /** xpub (mainnet) or tpub (test networks) of m/84'/coin'/0'. */
  get accountXpub(): string {
    return this.accountKey.publicExtendedKey;
  }

  /** e.g. `wpkh([73c5da0a/84'/1'/0']tpub.../0/*)` for the external chain. */
  descriptor(keychain: Keychain): string {
    const origin = `${this.masterFingerprint}/84'/${this.params.coinType}'/0'`;
    return `wpkh([${origin}]${this.accountXpub}/${keychainChildIndex(keychain)}/*)`;
  }

  derive(keychain: Keychain, index: number): DerivedKey {
    checkIndex(index);
    const cacheKey = `${keychain}/${index}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const child = this.chains[keychain].deriveChild(index);
    if (!child.publicKey) throw new Error('derivation produced no public key');
    const payment = p2wpkh(child.publicKey, this.params.addressParams);
    if (!payment.address) throw new Error('p2wpkh produced no address');
    const derived: DerivedKey = {
      keychain,
      index,
      publicKey: child.publicKey,
      scriptPubKey: payment.script,
      scriptPubKeyHex: hex.encode(payment.script),
      address: payment.address,
    };
    this.cache.set(cacheKey, derived);
    return derived;
  }

  /** The private key of one address; only the signer asks for it. */
  signingKey(keychain: Keychain, index: number): Uint8Array {
    checkIndex(index);
    const key = this.chains[keychain].deriveChild(index).privateKey;
    if (!key) throw new Error('derivation produced no private key');
    return key;
  }
}

function checkIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new Error(`invalid derivation index ${index}`);
}
