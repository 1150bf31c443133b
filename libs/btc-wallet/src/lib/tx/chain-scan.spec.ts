import { highestUsedIndices, scanTransactions, type WatchedScripts } from './chain-scan';
import type { ParsedTransaction } from './transaction-parser';

const mine = '0014' + '11'.repeat(20);
const change = '0014' + '22'.repeat(20);
const other = '0014' + '99'.repeat(20);
const watched: WatchedScripts = new Map([
  [mine, { keychain: 'external', index: 4 }],
  [change, { keychain: 'internal', index: 9 }],
]);
const txid = (n: number) => n.toString(16).padStart(64, '0');

function tx(n: number, inputs: [number, number][], outputs: [string, bigint][], isCoinbase = false): ParsedTransaction {
  return {
    txid: txid(n),
    isCoinbase,
    inputs: inputs.map(([t, v]) => ({ prevTxid: txid(t), prevVout: v })),
    outputs: outputs.map(([scriptPubKeyHex, valueSats], vout) => ({ vout, scriptPubKeyHex, valueSats })),
  };
}

describe('scanTransactions', () => {
  it('finds outputs to watched scripts and spends of tracked outpoints', () => {
    const effects = scanTransactions(
      [tx(1, [[100, 0]], [[other, 5n], [mine, 1_000n]]), tx(2, [[50, 1], [101, 0]], [[change, 700n]])],
      watched,
      new Set([`${txid(50)}:1`]),
    );
    expect(effects.received).toEqual([
      { outpoint: { txid: txid(1), vout: 1 }, valueSats: 1_000n, scriptPubKeyHex: mine, keychain: 'external', derivationIndex: 4, isCoinbase: false },
      { outpoint: { txid: txid(2), vout: 0 }, valueSats: 700n, scriptPubKeyHex: change, keychain: 'internal', derivationIndex: 9, isCoinbase: false },
    ]);
    expect(effects.spent).toEqual([{ outpoint: { txid: txid(50), vout: 1 }, spendingTxid: txid(2) }]);
    expect(highestUsedIndices(effects)).toEqual({ external: 4, internal: 9 });
  });

  it('counts a spend of an output received in the same batch, whatever the order', () => {
    const child = tx(3, [[1, 0]], [[other, 900n]]);
    const parent = tx(1, [[100, 0]], [[mine, 1_000n]]);
    const effects = scanTransactions([child, parent], watched, new Set());
    expect(effects.spent).toEqual([{ outpoint: { txid: txid(1), vout: 0 }, spendingTxid: txid(3) }]);
  });

  it('marks coinbase outputs and never reads a coinbase input as a spend', () => {
    const coinbase = tx(7, [[0, 0xffffffff]], [[mine, 5_000_000_000n]], true);
    const effects = scanTransactions([coinbase], watched, new Set([`${txid(0)}:${0xffffffff}`]));
    expect(effects.received[0].isCoinbase).toBe(true);
    expect(effects.spent).toEqual([]);
  });
});
