import type { RawTransactionInfo } from '@rln/chain';
import { blockSubsidySats, COINBASE_MATURITY } from './regtest-network';

export interface FaucetUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly valueSats: bigint;
  /** 0 while in the mempool. */
  readonly confirmations: number;
  readonly coinbase: boolean;
}

export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}

/**
 * Spendable in the next block: coinbases need COINBASE_MATURITY confirmations (a coinbase
 * of height h may be spent in block h+100; the tip then is h+99, i.e. 100 confirmations
 * counting its own block). Change outputs are spendable even unconfirmed.
 */
export function isMature(utxo: FaucetUtxo): boolean {
  return !utxo.coinbase || utxo.confirmations >= COINBASE_MATURITY;
}

/**
 * Unspent outputs paying `scriptHex` among `txsNewestFirst`, which must be in
 * newest-first order (btcd `searchrawtransactions ... reverse=true`): a spending
 * transaction is always newer than what it spends, so its inputs enter `spent` before the
 * spent outputs come up. `spent` carries over between pages and calls.
 */
export function collectUnspent(txsNewestFirst: readonly RawTransactionInfo[], scriptHex: string, spent: Set<string>): FaucetUtxo[] {
  const unspent: FaucetUtxo[] = [];
  for (const tx of txsNewestFirst) {
    const coinbase = tx.vin.some((i) => i.coinbase !== undefined);
    for (const input of tx.vin) {
      if (input.txid !== undefined && input.vout !== undefined) spent.add(outpointKey(input.txid, input.vout));
    }
    for (const out of tx.vout) {
      if (out.scriptPubKeyHex !== scriptHex || spent.has(outpointKey(tx.txid, out.n))) continue;
      unspent.push({ txid: tx.txid, vout: out.n, valueSats: out.valueSats, confirmations: tx.confirmations, coinbase });
    }
  }
  return unspent;
}

/**
 * How many blocks to mine (paying the faucet) before `shortfallSats` more is spendable.
 * Mine only what is needed: every block moves regtest toward the next halving (150).
 * First the immature coinbases, oldest first; if they are not enough, new blocks whose
 * subsidies cover the rest plus 99 more so the last of them matures. Null when the
 * subsidy has run out.
 */
export function blocksNeeded(immature: readonly FaucetUtxo[], shortfallSats: bigint, tipHeight: number): number | null {
  if (shortfallSats <= 0n) return 0;
  const oldestFirst = immature.filter((u) => u.coinbase).sort((a, b) => b.confirmations - a.confirmations);
  let covered = 0n;
  for (const utxo of oldestFirst) {
    covered += utxo.valueSats;
    if (covered >= shortfallSats) return Math.max(1, COINBASE_MATURITY - utxo.confirmations);
  }
  for (let newBlocks = 1; ; newBlocks++) {
    const subsidy = blockSubsidySats(tipHeight + newBlocks);
    if (subsidy === 0n) return null;
    covered += subsidy;
    if (covered >= shortfallSats) return newBlocks + COINBASE_MATURITY - 1;
  }
}
