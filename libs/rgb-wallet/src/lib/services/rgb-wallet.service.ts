import type { RgbKeyring } from '../keys/rgb-keyring';
import { signMessage, type MessageSignature, type SignAlgorithm, type SignatureEncoding } from '../keys/message-signer';
import { RgbAddressNotInitializedError, RgbOperationFailedError } from '../errors/rgb-wallet.errors';
import type { RgbWalletStore } from '../ports/rgb-wallet-store.port';
import type { RgbEngineAccess } from '../ports/rgb-engine-access.port';

export interface DerivedDescriptor {
  readonly fingerprint: string;
  readonly derivationPath: string;
  readonly xpub: string;
  readonly descriptor: string;
}

/** RGB wallet: addresses on rgb-lib's colored keychain, descriptor, message signing, sync. */
export class RgbWalletService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly keyring: RgbKeyring,
    private readonly store: RgbWalletStore,
  ) {}

  async newAddress(): Promise<string> {
    this.runtime.ready();
    const index = await this.store.revealNextAddressIndex();
    return this.keyring.addressAt(index).address;
  }

  async currentAddress(): Promise<string> {
    this.runtime.ready();
    const index = await this.store.lastAddressIndex();
    if (index === null) throw new RgbAddressNotInitializedError();
    return this.keyring.addressAt(index).address;
  }

  /** The colored keychain's descriptor; checks that rgb-lib holds the same account key. */
  descriptor(): { descriptor: string; derived: DerivedDescriptor[] } {
    const { keys } = this.runtime.ready();
    if (keys.accountXpubColored !== this.keyring.accountXpub()) {
      throw new RgbOperationFailedError('descriptor', 'rgb-lib holds another colored account key than the node seed derives');
    }
    const descriptor = this.keyring.descriptor();
    return {
      descriptor,
      derived: [{ fingerprint: this.keyring.fingerprint(), derivationPath: this.keyring.accountPath, xpub: this.keyring.accountXpub(), descriptor }],
    };
  }

  /** Signs with the key of the first RGB address (m/86'/coin'/0'/0/0). */
  sign(input: { message: string; algorithm?: SignAlgorithm; encoding?: SignatureEncoding; compact?: boolean }): MessageSignature {
    this.runtime.ready();
    const algorithm = input.algorithm ?? 'bitcoin_signed_message';
    const key = this.keyring.signingKey(0);
    return signMessage({
      message: input.message,
      algorithm,
      encoding: input.encoding ?? (algorithm === 'bitcoin_signed_message' ? 'base64' : 'hex'),
      compact: input.compact ?? true,
      ...key,
    });
  }

  async sync(): Promise<void> {
    await this.runtime.ready().engine.sync();
  }
}
