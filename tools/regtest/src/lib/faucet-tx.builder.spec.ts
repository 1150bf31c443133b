import { p2tr, Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { faucetKey } from './faucet-key';
import { buildFaucetTx, InsufficientFaucetFundsError } from './faucet-tx.builder';
import type { FaucetUtxo } from './faucet-utxo';
import { REGTEST_NETWORK } from './regtest-network';

describe('buildFaucetTx', () => {
  const key = faucetKey();
  const recipient = p2tr(key.publicKey.slice(1), undefined, REGTEST_NETWORK).script;
  const utxo = (txid: string, valueSats: bigint): FaucetUtxo => ({ txid: txid.repeat(64), vout: 0, valueSats, confirmations: 200, coinbase: true });

  it('pays output 0, returns change to the faucet and pays about the asked fee rate', () => {
    const built = buildFaucetTx({ key, utxos: [utxo('a', 10_000n), utxo('b', 5_000_000_000n)], recipientScript: recipient, valueSats: 100_000n, feeRateSatPerVb: 2 });
    const tx = Transaction.fromRaw(hex.decode(built.hex));
    expect(tx.id).toBe(built.txid);
    expect(tx.inputsLength).toBe(1);
    expect(built.inputs[0]!.txid).toBe('b'.repeat(64));
    expect(tx.getOutput(0)).toMatchObject({ amount: 100_000n, script: recipient });
    expect(tx.getOutput(1)).toMatchObject({ amount: built.changeSats, script: key.scriptPubKey });
    expect(built.feeSats + built.changeSats + 100_000n).toBe(5_000_000_000n);
    expect(Number(built.feeSats)).toBeGreaterThanOrEqual(2 * tx.vsize);
    expect(Number(built.feeSats)).toBeLessThan(2 * tx.vsize + 10);
  });

  it('adds inputs until value and fee are covered', () => {
    const built = buildFaucetTx({ key, utxos: [utxo('a', 60_000n), utxo('b', 60_000n)], recipientScript: recipient, valueSats: 100_000n, feeRateSatPerVb: 2 });
    expect(built.inputs).toHaveLength(2);
  });

  it('gives dust change to the fee', () => {
    const built = buildFaucetTx({ key, utxos: [utxo('a', 100_500n)], recipientScript: recipient, valueSats: 100_000n, feeRateSatPerVb: 1 });
    expect(built.changeSats).toBe(0n);
    expect(built.feeSats).toBe(500n);
    expect(Transaction.fromRaw(hex.decode(built.hex)).outputsLength).toBe(1);
  });

  it('says how much is missing', () => {
    expect(() => buildFaucetTx({ key, utxos: [utxo('a', 1_000n)], recipientScript: recipient, valueSats: 100_000n, feeRateSatPerVb: 2 })).toThrow(
      InsufficientFaucetFundsError,
    );
  });
});
