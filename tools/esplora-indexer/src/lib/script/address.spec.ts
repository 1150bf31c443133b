import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { addressToScript, scriptToAddress } from './address';
import { NETWORKS, networkForGenesis, REGTEST } from './network';

const btcSignerRegtest = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };
const pubkey = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true);
const xonly = schnorr.getPublicKey(new Uint8Array(32).fill(7));

describe('addresses', () => {
  const payments = {
    p2wpkh: p2wpkh(pubkey, btcSignerRegtest),
    p2tr: p2tr(xonly, undefined, btcSignerRegtest),
    p2pkh: p2pkh(pubkey, btcSignerRegtest),
    p2sh: p2sh(p2wpkh(pubkey, btcSignerRegtest), btcSignerRegtest),
  };

  it.each(Object.entries(payments))('%s round-trips and matches @scure/btc-signer', (_, payment) => {
    expect(scriptToAddress(payment.script, REGTEST)).toBe(payment.address);
    expect(bytesToHex(addressToScript(payment.address as string, REGTEST))).toBe(bytesToHex(payment.script));
  });

  it('accepts upper-case bech32 and rejects other networks and bad checksums', () => {
    const address = payments.p2wpkh.address as string;
    expect(bytesToHex(addressToScript(address.toUpperCase(), REGTEST))).toBe(bytesToHex(payments.p2wpkh.script));
    const mainnet = NETWORKS.find((n) => n.name === 'mainnet');
    expect(() => addressToScript(address, mainnet ?? REGTEST)).toThrow();
    expect(() => addressToScript(`${address.slice(0, -1)}x`, REGTEST)).toThrow();
  });

  it('has no address for p2pk or op_return', () => {
    expect(scriptToAddress(Uint8Array.of(33, ...pubkey, 0xac), REGTEST)).toBeUndefined();
    expect(scriptToAddress(Uint8Array.of(0x6a, 1, 1), REGTEST)).toBeUndefined();
  });

  it('infers the network from the genesis hash, regtest when unknown', () => {
    expect(networkForGenesis('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f').name).toBe('mainnet');
    expect(networkForGenesis('ff'.repeat(32)).name).toBe('regtest');
  });
});
