import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { hex } from '@scure/base';
import { Address, OutScript, p2tr } from '@scure/btc-signer';
import { networkParams, type WalletNetwork } from '@rln/btc-wallet';

/**
 * rgb-lib's colored (RGB) keychain, derived from the node mnemonic exactly as rgb-lib's
 * `restoreKeys` does: BIP86 taproot account m/86'/827166'/0' on mainnet, m/86'/827167'/0'
 * on the test networks, external chain 0. Addresses handed out here are ones rgb-lib's
 * colored-keychain sync finds, so their outputs become colourable RGB UTXOs.
 */
export class RgbKeyring {
  readonly coinType: number;
  readonly accountPath: string;
  private readonly root: HDKey;
  private readonly account: HDKey;
  private readonly params: ReturnType<typeof networkParams>;

  constructor(mnemonic: string, readonly network: WalletNetwork) {
    this.params = networkParams(network);
    this.root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic), this.params.bip32Versions);
    this.coinType = network === 'bitcoin' ? 827166 : 827167;
    this.accountPath = `m/86'/${this.coinType}'/0'`;
    this.account = this.root.derive(this.accountPath);
  }

  /** Master key fingerprint, 8 hex digits (as rgb-lib's masterFingerprint). */
  fingerprint(): string {
    return this.root.fingerprint.toString(16).padStart(8, '0');
  }

  accountXpub(): string {
    return this.account.publicExtendedKey;
  }

  /** The external-chain descriptor of the colored keychain. */
  descriptor(): string {
    const origin = `${this.fingerprint()}/${this.accountPath.slice(2)}`;
    return `tr([${origin}]${this.accountXpub()}/0/*)`;
  }

  addressAt(index: number): { address: string; scriptPubKeyHex: string; derivationPath: string } {
    const key = this.account.deriveChild(0).deriveChild(index);
    if (!key.publicKey) throw new Error('derivation produced no public key');
    const payment = p2tr(key.publicKey.subarray(1), undefined, this.params.addressParams);
    return { address: payment.address as string, scriptPubKeyHex: hex.encode(payment.script), derivationPath: `${this.accountPath}/0/${index}` };
  }

  /** Private and public key at a colored-chain index (message signing). */
  signingKey(index: number): { privateKey: Uint8Array; publicKey: Uint8Array; derivationPath: string } {
    const key = this.account.deriveChild(0).deriveChild(index);
    if (!key.privateKey || !key.publicKey) throw new Error('derivation produced no key');
    return { privateKey: key.privateKey, publicKey: key.publicKey, derivationPath: `${this.accountPath}/0/${index}` };
  }

  /** scriptPubKey (hex) of an address of this network; null when it does not parse. */
  scriptOf(address: string): string | null {
    try {
      return hex.encode(OutScript.encode(Address(this.params.addressParams).decode(address)));
    } catch {
      return null;
    }
  }
}
