import type { ParsedTx, TxOutput } from '../domain/tx';
import type { ChainIndex } from './chain-index';
import { outpointKey, type ResolvedTx, type SpendRef } from './index-records';
import { resolveTx } from './resolve-tx';

/**
 * Unconfirmed txs in first-seen order. Regtest mempools are small, so every change rebuilds
 * the derived maps from scratch: simpler than incremental updates and always consistent
 * with the chain it was resolved against.
 */
export class MempoolIndex {
  private pool = new Map<string, ParsedTx>();
  private resolved = new Map<string, ResolvedTx>();
  private spends = new Map<string, SpendRef>();
  private histories = new Map<string, string[]>();

  get size(): number {
    return this.pool.size;
  }

  has(txid: string): boolean {
    return this.pool.has(txid);
  }

  /** Oldest first. */
  txids(): string[] {
    return [...this.pool.keys()];
  }

  tx(txid: string): ResolvedTx | undefined {
    return this.resolved.get(txid);
  }

  output(txid: string, vout: number): TxOutput | undefined {
    return this.pool.get(txid)?.outputs[vout];
  }

  spenderOf(txid: string, vout: number): SpendRef | undefined {
    return this.spends.get(outpointKey(txid, vout));
  }

  /** Txids touching the script hash, oldest first. */
  history(scriptHash: string): readonly string[] {
    return this.histories.get(scriptHash) ?? [];
  }

  /** Replaces the pool (in first-seen order), dropping txs the chain has confirmed. */
  replace(txs: readonly ParsedTx[], chain: ChainIndex): void {
    this.pool = new Map(txs.filter((tx) => !chain.tx(tx.txid)).map((tx) => [tx.txid, tx]));
    this.resolved = new Map();
    this.spends = new Map();
    this.histories = new Map();
    // Outputs come from the chain or from the pool itself, so parents need not precede children.
    const lookup = (txid: string, vout: number): TxOutput | undefined => chain.output(txid, vout) ?? this.output(txid, vout);
    for (const tx of this.pool.values()) {
      const resolved = resolveTx(tx, lookup);
      this.resolved.set(tx.txid, resolved);
      tx.inputs.forEach((input, vin) => this.spends.set(outpointKey(input.prevTxid, input.prevVout), { txid: tx.txid, vin }));
      for (const scriptHash of resolved.scriptHashes) {
        const entries = this.histories.get(scriptHash) ?? [];
        entries.push(tx.txid);
        this.histories.set(scriptHash, entries);
      }
    }
  }
}
