import { bytesToHex } from '@noble/hashes/utils';
import type { ChainIndex } from '../index/chain-index';
import type { BlockRecord, ResolvedTx, SpendRef } from '../index/index-records';
import type { MempoolIndex } from '../index/mempool-index';
import { scriptHashOf } from '../parse/hash';
import type { NetworkParams } from '../script/network';
import { toBlockView } from './block-view.mapper';
import type {
  BlockStatusView,
  BlockView,
  MerkleProofView,
  OutspendView,
  ScriptStatsPart,
  TxStatusView,
  TxView,
  UtxoView,
} from './esplora-views';
import { CHAIN_TXS_PER_PAGE, confirmedPage, mempoolPage } from './history-page';
import { merkleBranch } from './merkle-branch';
import { statusOf, toTxView } from './tx-view.mapper';

const BLOCKS_PER_PAGE = 10;

interface FoundTx {
  readonly resolved: ResolvedTx;
  readonly block?: BlockRecord;
}

/** Read-only answers to Esplora queries over the chain and mempool indexes. */
export class EsploraQueryService {
  constructor(
    private readonly chain: ChainIndex,
    private readonly mempool: MempoolIndex,
    private readonly network: () => NetworkParams,
  ) {}

  tipHeight(): number | undefined {
    return this.chain.tip?.height;
  }

  tipHash(): string | undefined {
    return this.chain.tip?.header.hash;
  }

  blockHashAt(height: number): string | undefined {
    return this.chain.blockAt(height)?.header.hash;
  }

  /** Up to 10 blocks newest first from `startHeight` (default: tip); undefined when it is past the tip. */
  blocks(startHeight?: number): BlockView[] | undefined {
    const start = startHeight ?? this.chain.tipHeight;
    if (start > this.chain.tipHeight || start < 0) return startHeight === undefined ? [] : undefined;
    const views: BlockView[] = [];
    for (let h = start; h >= 0 && views.length < BLOCKS_PER_PAGE; h--) views.push(toBlockView(this.requireBlockAt(h)));
    return views;
  }

  block(hash: string): BlockView | undefined {
    const block = this.chain.blockByHash(hash);
    return block && toBlockView(block);
  }

  blockHeaderHex(hash: string): string | undefined {
    const block = this.chain.blockByHash(hash);
    return block && bytesToHex(block.header.raw);
  }

  /** Reorged-out and unknown blocks alike report `in_best_chain: false`. */
  blockStatus(hash: string): BlockStatusView {
    const block = this.chain.blockByHash(hash);
    if (!block) return { in_best_chain: false };
    return { in_best_chain: true, height: block.height, next_best: this.chain.blockAt(block.height + 1)?.header.hash ?? null };
  }

  blockTxids(hash: string): string[] | undefined {
    const block = this.chain.blockByHash(hash);
    return block && [...block.txids];
  }

  blockTxs(hash: string, startIndex: number): TxView[] | undefined {
    const block = this.chain.blockByHash(hash);
    if (!block || startIndex >= Math.max(block.txids.length, 1)) return undefined;
    return block.txids.slice(startIndex, startIndex + CHAIN_TXS_PER_PAGE).map((txid) => this.requireTxView(txid));
  }

  /** The block as on the wire, rebuilt from its header and txs. */
  blockRaw(hash: string): Uint8Array | undefined {
    const block = this.chain.blockByHash(hash);
    if (!block) return undefined;
    const parts = [block.header.raw, encodeVarInt(block.txids.length), ...block.txids.map((txid) => this.requireFound(txid).resolved.tx.raw)];
    const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
    let offset = 0;
    for (const part of parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }

  tx(txid: string): TxView | undefined {
    const found = this.find(txid);
    return found && toTxView(found.resolved, found.block, this.network());
  }

  /** Unknown txs are `{confirmed: false}`, not 404: esplora-client relies on that. */
  txStatus(txid: string): TxStatusView {
    return statusOf(this.find(txid)?.block);
  }

  txRaw(txid: string): Uint8Array | undefined {
    return this.find(txid)?.resolved.tx.raw;
  }

  /** As electrs: `{spent: false}` even for an unknown outpoint. */
  outspend(txid: string, vout: number): OutspendView {
    const spender = this.chain.spenderOf(txid, vout) ?? this.mempool.spenderOf(txid, vout);
    return spender ? this.spentView(spender) : { spent: false };
  }

  outspends(txid: string): OutspendView[] | undefined {
    const found = this.find(txid);
    return found?.resolved.tx.outputs.map((_, vout) => this.outspend(txid, vout));
  }

  merkleProof(txid: string): MerkleProofView | undefined {
    const confirmed = this.chain.tx(txid);
    if (!confirmed) return undefined;
    return { block_height: confirmed.block.height, merkle: merkleBranch(confirmed.block.txids, confirmed.position), pos: confirmed.position };
  }

  /** Mempool txs (up to 50) newest first, then the first page of confirmed txs newest first. */
  scriptTxs(scriptHash: string): TxView[] {
    return [...this.scriptMempoolTxs(scriptHash), ...this.scriptChainTxs(scriptHash)];
  }

  scriptChainTxs(scriptHash: string, lastSeenTxid?: string): TxView[] {
    const entries = this.chain.history(scriptHash);
    // A full first page of only mempool txs ends on a mempool txid: continue with the newest confirmed.
    const afterMempool = lastSeenTxid !== undefined && this.mempool.history(scriptHash).includes(lastSeenTxid) && !entries.some((e) => e.txid === lastSeenTxid);
    return confirmedPage(entries, afterMempool ? undefined : lastSeenTxid).map((txid) => this.requireTxView(txid));
  }

  scriptMempoolTxs(scriptHash: string): TxView[] {
    return mempoolPage(this.mempool.history(scriptHash)).map((txid) => this.requireTxView(txid));
  }

  /** Outputs paying the script that neither the chain nor the mempool spends, confirmed first. */
  scriptUtxos(scriptHash: string): UtxoView[] {
    const txids = [...this.chain.history(scriptHash).map((e) => e.txid), ...this.mempool.history(scriptHash)];
    const utxos: UtxoView[] = [];
    for (const txid of txids) {
      const found = this.requireFound(txid);
      found.resolved.tx.outputs.forEach((out, vout) => {
        if (scriptHashOf(out.scriptPubKey) !== scriptHash) return;
        if (this.chain.spenderOf(txid, vout) || this.mempool.spenderOf(txid, vout)) return;
        utxos.push({ txid, vout, status: statusOf(found.block), value: out.valueSat });
      });
    }
    return utxos;
  }

  scriptStats(scriptHash: string): { chain_stats: ScriptStatsPart; mempool_stats: ScriptStatsPart } {
    return {
      chain_stats: this.statsOf(scriptHash, this.chain.history(scriptHash).map((e) => e.txid)),
      mempool_stats: this.statsOf(scriptHash, this.mempool.history(scriptHash)),
    };
  }

  mempoolTxids(): string[] {
    return this.mempool.txids();
  }

  private statsOf(scriptHash: string, txids: readonly string[]): ScriptStatsPart {
    const stats: ScriptStatsPart = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: txids.length };
    for (const txid of txids) {
      const { resolved } = this.requireFound(txid);
      for (const out of resolved.tx.outputs) {
        if (scriptHashOf(out.scriptPubKey) !== scriptHash) continue;
        stats.funded_txo_count++;
        stats.funded_txo_sum += out.valueSat;
      }
      for (const prev of resolved.prevouts) {
        if (!prev || scriptHashOf(prev.scriptPubKey) !== scriptHash) continue;
        stats.spent_txo_count++;
        stats.spent_txo_sum += prev.valueSat;
      }
    }
    return stats;
  }

  private spentView(spender: SpendRef): OutspendView {
    return { spent: true, txid: spender.txid, vin: spender.vin, status: this.txStatus(spender.txid) };
  }

  private find(txid: string): FoundTx | undefined {
    const confirmed = this.chain.tx(txid);
    if (confirmed) return { resolved: confirmed, block: confirmed.block };
    const unconfirmed = this.mempool.tx(txid);
    return unconfirmed && { resolved: unconfirmed };
  }

  private requireFound(txid: string): FoundTx {
    const found = this.find(txid);
    if (!found) throw new Error(`index inconsistency: ${txid} is referenced but not indexed`);
    return found;
  }

  private requireTxView(txid: string): TxView {
    const found = this.requireFound(txid);
    return toTxView(found.resolved, found.block, this.network());
  }

  private requireBlockAt(height: number): BlockRecord {
    const block = this.chain.blockAt(height);
    if (!block) throw new Error(`index inconsistency: no block at height ${height}`);
    return block;
  }
}

function encodeVarInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >>> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24);
}
