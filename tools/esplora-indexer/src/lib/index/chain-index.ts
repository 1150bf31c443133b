import type { ParsedBlock } from '../domain/block';
import type { TxOutput } from '../domain/tx';
import { type BlockRecord, type ConfirmedTx, type HistoryEntry, outpointKey, type SpendRef } from './index-records';
import { resolveTx } from './resolve-tx';

const MEDIAN_TIME_SPAN = 11;

/**
 * The confirmed chain, in memory: blocks by height and hash, txs, outpoint → spender and
 * script hash → history. Blocks are connected and disconnected only at the tip, so every
 * structure is append/pop and a reorg is a series of disconnects followed by connects.
 */
export class ChainIndex {
  private readonly blocks: BlockRecord[] = [];
  private readonly blocksByHash = new Map<string, BlockRecord>();
  private readonly txs = new Map<string, ConfirmedTx>();
  private readonly spends = new Map<string, SpendRef>();
  private readonly histories = new Map<string, HistoryEntry[]>();

  /** -1 while empty. */
  get tipHeight(): number {
    return this.blocks.length - 1;
  }

  get tip(): BlockRecord | undefined {
    return this.blocks[this.blocks.length - 1];
  }

  blockAt(height: number): BlockRecord | undefined {
    return this.blocks[height];
  }

  blockByHash(hash: string): BlockRecord | undefined {
    return this.blocksByHash.get(hash);
  }

  tx(txid: string): ConfirmedTx | undefined {
    return this.txs.get(txid);
  }

  output(txid: string, vout: number): TxOutput | undefined {
    return this.txs.get(txid)?.tx.outputs[vout];
  }

  spenderOf(txid: string, vout: number): SpendRef | undefined {
    return this.spends.get(outpointKey(txid, vout));
  }

  /** Oldest first. */
  history(scriptHash: string): readonly HistoryEntry[] {
    return this.histories.get(scriptHash) ?? [];
  }

  connect(block: ParsedBlock): BlockRecord {
    const tip = this.tip;
    if (tip && block.header.prevHash !== tip.header.hash) {
      throw new Error(`block ${block.header.hash} does not extend tip ${tip.header.hash}`);
    }
    const height = this.blocks.length;
    const times = [...this.blocks.slice(-(MEDIAN_TIME_SPAN - 1)).map((b) => b.header.timestamp), block.header.timestamp];
    const record: BlockRecord = {
      header: block.header,
      height,
      txids: block.txs.map((tx) => tx.txid),
      sizeBytes: block.sizeBytes,
      weight: block.weight,
      medianTime: median(times),
    };
    this.blocks.push(record);
    this.blocksByHash.set(record.header.hash, record);

    block.txs.forEach((tx, position) => {
      // Prevouts in the same block are already indexed: txs are connected in block order.
      const resolved = resolveTx(tx, (txid, vout) => this.output(txid, vout));
      this.txs.set(tx.txid, { ...resolved, block: record, position });
      if (!tx.isCoinbase) {
        tx.inputs.forEach((input, vin) => this.spends.set(outpointKey(input.prevTxid, input.prevVout), { txid: tx.txid, vin }));
      }
      for (const scriptHash of resolved.scriptHashes) {
        const entries = this.histories.get(scriptHash) ?? [];
        entries.push({ txid: tx.txid, height, position });
        this.histories.set(scriptHash, entries);
      }
    });
    return record;
  }

  /** Removes the tip block and everything it indexed; returns it. */
  disconnectTip(): BlockRecord {
    const record = this.blocks.pop();
    if (!record) throw new Error('cannot disconnect from an empty chain');
    this.blocksByHash.delete(record.header.hash);
    for (const txid of [...record.txids].reverse()) {
      const confirmed = this.txs.get(txid);
      if (!confirmed || confirmed.block !== record) continue;
      for (const scriptHash of confirmed.scriptHashes) {
        const entries = this.histories.get(scriptHash);
        if (entries && entries[entries.length - 1]?.txid === txid) entries.pop();
        if (entries?.length === 0) this.histories.delete(scriptHash);
      }
      if (!confirmed.tx.isCoinbase) {
        for (const input of confirmed.tx.inputs) this.spends.delete(outpointKey(input.prevTxid, input.prevVout));
      }
      this.txs.delete(txid);
    }
    return record;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
