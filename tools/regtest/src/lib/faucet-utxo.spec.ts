import type { RawTransactionInfo } from '@rln/chain';
import { blocksNeeded, collectUnspent, isMature, type FaucetUtxo } from './faucet-utxo';

const ME = '0014aa';
const OTHER = '0014bb';

function tx(txid: string, confirmations: number, vin: RawTransactionInfo['vin'], vout: Array<[string, bigint]>): RawTransactionInfo {
  return {
    txid,
    hash: txid,
    hex: '',
    version: 2,
    locktime: 0,
    vin,
    vout: vout.map(([script, value], n) => ({ n, valueSats: value, scriptPubKeyHex: script })),
    confirmations,
  };
}
const coinbaseIn = [{ coinbase: '51', sequence: 0xffffffff, witness: [] }];
const spend = (txid: string, vout: number) => [{ txid, vout, sequence: 0xffffffff, witness: [] }];

describe('collectUnspent', () => {
  it('drops outputs spent by newer transactions and keeps change', () => {
    const newestFirst = [
      tx('pay', 0, spend('cb1', 0), [[OTHER, 1_000n], [ME, 4_999_998_000n]]),
      tx('cb2', 1, coinbaseIn, [[ME, 5_000_000_000n]]),
      tx('cb1', 101, coinbaseIn, [[ME, 5_000_000_000n]]),
    ];
    const unspent = collectUnspent(newestFirst, ME, new Set());
    expect(unspent.map((u) => `${u.txid}:${u.vout}:${u.coinbase}`)).toEqual(['pay:1:false', 'cb2:0:true']);
  });

  it('remembers spends across pages through the shared set', () => {
    const spent = new Set<string>();
    expect(collectUnspent([tx('pay', 3, spend('cb1', 0), [[OTHER, 5n]])], ME, spent)).toEqual([]);
    expect(collectUnspent([tx('cb1', 200, coinbaseIn, [[ME, 50n]])], ME, spent)).toEqual([]);
  });
});

describe('isMature', () => {
  const utxo = (coinbase: boolean, confirmations: number): FaucetUtxo => ({ txid: 't', vout: 0, valueSats: 1n, coinbase, confirmations });

  it('needs 100 confirmations for a coinbase, none for change', () => {
    expect(isMature(utxo(true, 99))).toBe(false);
    expect(isMature(utxo(true, 100))).toBe(true);
    expect(isMature(utxo(false, 0))).toBe(true);
  });
});

describe('blocksNeeded', () => {
  const coinbase = (confirmations: number, valueSats = 5_000_000_000n): FaucetUtxo => ({ txid: `c${confirmations}`, vout: 0, valueSats, coinbase: true, confirmations });

  it('mines only until the oldest immature coinbases cover the shortfall', () => {
    expect(blocksNeeded([coinbase(1), coinbase(99), coinbase(50)], 6_000_000_000n, 200)).toBe(50);
    expect(blocksNeeded([coinbase(99)], 1n, 200)).toBe(1);
  });

  it('adds new blocks plus 99 to mature the last when immature ones are not enough', () => {
    // Empty chain: block 1 pays 50 BTC and matures at height 100.
    expect(blocksNeeded([], 1_000n, 0)).toBe(100);
    // Two new blocks needed for 80 BTC.
    expect(blocksNeeded([], 8_000_000_000n, 0)).toBe(101);
  });

  it('accounts for halvings and a depleted subsidy', () => {
    // Heights 150..: 25 BTC each; 60 BTC needs 3 blocks.
    expect(blocksNeeded([], 6_000_000_000n, 149)).toBe(102);
    expect(blocksNeeded([], 1n, 150 * 64)).toBeNull();
  });
});
