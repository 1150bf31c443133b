import { HDKey } from '@scure/bip32';
import { generateMnemonic, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { bytesToHex } from '@noble/hashes/utils';

const HARDENED = 0x80000000;

/**
 * The node's one secret: a BIP39 mnemonic from which every key is derived (see
 * docs/architecture.md "Key derivation"). The mnemonic never leaves this object except
 * through `mnemonic()`, which only the seed file and rgb-lib's key restore use.
 */
export class NodeSeed {
  private readonly bip39Seed: Uint8Array;

  private constructor(private readonly words: string) {
    this.bip39Seed = mnemonicToSeedSync(words);
  }

  static generate(): NodeSeed {
    return new NodeSeed(generateMnemonic(wordlist, 256));
  }

  static fromMnemonic(words: string): NodeSeed {
    const normalized = words.trim().split(/\s+/).join(' ');
    if (!validateMnemonic(normalized, wordlist)) throw new Error('The stored node seed is not a valid BIP39 mnemonic');
    return new NodeSeed(normalized);
  }

  mnemonic(): string {
    return this.words;
  }

  /**
   * The 32-byte seed handed to LDK's KeysManager: the private key at m/9735'/0' (9735, the
   * Lightning port, as purpose), so Lightning keys never overlap the on-chain wallets.
   */
  lightningSeed(): Uint8Array {
    const key = HDKey.fromMasterSeed(this.bip39Seed).derive(`m/9735'/0'`);
    if (!key.privateKey) throw new Error('derivation produced no private key');
    return key.privateKey;
  }

  /** The Lightning node id exactly as LDK's KeysManager derives it: master(seed)/0'. */
  nodeId(): string {
    const nodeKey = HDKey.fromMasterSeed(this.lightningSeed()).deriveChild(HARDENED);
    if (!nodeKey.publicKey) throw new Error('derivation produced no public key');
    return bytesToHex(nodeKey.publicKey);
  }

  /**
   * The node key's secret (master(lightningSeed)/0', LDK's node id key). Used outside LDK only to
   * prove to a peer that a request comes from this node (an asset channel's funding consignment
   * download, docs/design/rgb-channel-protocol.md §7).
   */
  nodeSecretKey(): Uint8Array {
    const nodeKey = HDKey.fromMasterSeed(this.lightningSeed()).deriveChild(HARDENED);
    if (!nodeKey.privateKey) throw new Error('derivation produced no private key');
    return nodeKey.privateKey;
  }

  /**
   * The root of the asset channels' keys (m/9735'/1'): apart from LDK's seed (m/9735'/0'), so the
   * shadow outputs' keys share nothing with the BTC channels' (rgb-channel deriveChannelSecrets).
   */
  rgbChannelRoot(): Uint8Array {
    const key = HDKey.fromMasterSeed(this.bip39Seed).derive(`m/9735'/1'`);
    if (!key.privateKey) throw new Error('derivation produced no private key');
    return key.privateKey;
  }

  /** BIP32 root of the plain BTC wallet (BIP84 paths under it); distinct from rgb-lib's. */
  walletRoot(): HDKey {
    return HDKey.fromMasterSeed(this.bip39Seed);
  }
}
