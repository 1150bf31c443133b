import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { faucetKey } from './faucet-key';
import { REGTEST_NETWORK } from './regtest-network';
import { regtestAddressScript } from './regtest-address';

describe('regtestAddressScript', () => {
  const pub = faucetKey().publicKey;
  const cases = {
    p2wpkh: p2wpkh(pub, REGTEST_NETWORK),
    p2tr: p2tr(pub.slice(1), undefined, REGTEST_NETWORK),
    p2pkh: p2pkh(pub, REGTEST_NETWORK),
    p2sh: p2sh(p2wpkh(pub), REGTEST_NETWORK),
  };

  it.each(Object.entries(cases))('decodes %s', (_name, payment) => {
    expect(regtestAddressScript(payment.address!)).toEqual(payment.script);
  });

  it('rejects mainnet and malformed addresses', () => {
    expect(() => regtestAddressScript('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toThrow('not a valid regtest address');
    expect(() => regtestAddressScript('nonsense')).toThrow('not a valid regtest address');
  });
});
