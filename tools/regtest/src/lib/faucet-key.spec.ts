import { faucetKey } from './faucet-key';

describe('faucetKey', () => {
  it('is a fixed regtest P2WPKH key (btcd --miningaddr must not change between runs)', () => {
    const key = faucetKey();
    expect(key.address).toBe('bcrt1qch84qhc70rcazqtkd0wjhusw8qur3w3l70398s');
    expect(Buffer.from(key.scriptPubKey).toString('hex')).toBe('0014c5cf505f1e78f1d101766bdd2bf20e383838ba3f');
    expect(faucetKey().privateKey).toEqual(key.privateKey);
  });
});
