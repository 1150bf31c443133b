import { randomBytes } from 'node:crypto';
import { secp256k1 } from '@noble/curves/secp256k1';
import { p2pkh, p2wpkh, Transaction } from '@scure/btc-signer';
import { txidOf } from './ldk-broadcaster';

describe('txidOf', () => {
  it.each([
    ['segwit', p2wpkh],
    ['legacy', p2pkh],
  ])('matches btc-signer for a %s spend', (_kind, payment) => {
    const key = randomBytes(32);
    const pay = payment(secp256k1.getPublicKey(key, true));
    const tx = new Transaction({ allowLegacyWitnessUtxo: true });
    tx.addInput({ txid: randomBytes(32), index: 1, witnessUtxo: { script: pay.script, amount: 100_000n }, nonWitnessUtxo: undefined });
    tx.addOutput({ script: pay.script, amount: 90_000n });
    tx.addOutput({ script: p2wpkh(secp256k1.getPublicKey(randomBytes(32), true)).script, amount: 5_000n });
    tx.sign(key);
    tx.finalize();
    expect(txidOf(tx.extract())).toBe(tx.id);
  });
});
