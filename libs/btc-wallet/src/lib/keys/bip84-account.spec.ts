import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { networkParams } from '../domain/wallet-network';
import { Bip84Account } from './bip84-account';

// BIP84's test vector mnemonic.
const root = HDKey.fromMasterSeed(
  mnemonicToSeedSync('abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about'),
);

describe('Bip84Account', () => {
  it('derives the BIP84 test vectors on mainnet', () => {
    const account = new Bip84Account(root, networkParams('bitcoin'));
    expect(account.masterFingerprint).toBe('73c5da0a');
    expect(account.accountPath).toBe("m/84'/0'/0'");
    expect(account.derive('external', 0).address).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(account.derive('external', 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
    expect(account.derive('internal', 0).address).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
    expect(account.derive('external', 0).publicKey).toEqual(
      Uint8Array.from(Buffer.from('0330d54fd0dd420a6e5f8d3624f5f3482cae350f79d5f0753bf5beef9c2d91af3c', 'hex')),
    );
  });

  it('writes descriptors with key origin, xpub on mainnet and tpub with coin type 1 elsewhere', () => {
    const main = new Bip84Account(root, networkParams('bitcoin'));
    expect(main.descriptor('external')).toBe(
      "wpkh([73c5da0a/84'/0'/0']xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V/0/*)",
    );
    const regtest = new Bip84Account(root, networkParams('regtest'));
    expect(regtest.descriptor('internal')).toBe(
      "wpkh([73c5da0a/84'/1'/0']tpubDC8msFGeGuwnKG9Upg7DM2b4DaRqg3CUZa5g8v2SRQ6K4NSkxUgd7HsL2XVWbVm39yBA4LAxysQAm397zwQSQoQgewGiYZqrA9DsP4zbQ1M/1/*)",
    );
    expect(regtest.derive('external', 0).address).toMatch(/^bcrt1q/);
    expect(new Bip84Account(root, networkParams('signet')).derive('external', 0).address).toMatch(/^tb1q/);
    // testnet and signet share coin type and encodings; regtest differs only in the bech32 prefix.
    expect(new Bip84Account(root, networkParams('testnet')).derive('external', 0).scriptPubKeyHex).toBe(
      regtest.derive('external', 0).scriptPubKeyHex,
    );
  });

  it('gives the signing key matching each address', () => {
    const account = new Bip84Account(root, networkParams('regtest'));
    const key = account.signingKey('internal', 7);
    const derived = account.derive('internal', 7);
    expect(new HDKey({ privateKey: key }).publicKey).toEqual(derived.publicKey);
  });

  it('refuses a non-master key and bad indices', () => {
    expect(() => new Bip84Account(root.derive("m/84'"), networkParams('regtest'))).toThrow(/master/);
    const account = new Bip84Account(root, networkParams('regtest'));
    expect(() => account.derive('external', -1)).toThrow();
    expect(() => account.derive('external', 2 ** 31)).toThrow();
  });
});
