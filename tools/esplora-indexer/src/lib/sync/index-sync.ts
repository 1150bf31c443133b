import type { ParsedBlock } from '../domain/block';
import type { ParsedTx } from '../domain/tx';
import type { ChainIndex } from '../index/chain-index';
import type { MempoolIndex } from '../index/mempool-index';
import { parseRawBlock } from '../parse/raw-block.parser';
import { parseRawTx } from '../parse/raw-tx.parser';
import type { IndexerRpc } from '../ports/indexer-rpc.port';

export interface SyncResult {
  readonly connected: number;
  readonly disconnected: number;
}

/**
 * Brings the indexes up to the node: finds the fork point (the highest height where the
 * node's block hash is ours), rolls back to it, connects the new blocks, then mirrors the
 * mempool. Without a reorg a tick costs three calls: count, hash at our tip, mempool.
 * Not reentrant: the caller serializes ticks.
 */
export class IndexSync {
  private mempoolCache = new Map<string, ParsedTx>();

  constructor(
    private readonly rpc: IndexerRpc,
    private readonly chain: ChainIndex,
    private readonly mempool: MempoolIndex,
  ) {}

  async tick(): Promise<SyncResult> {
    const result = await this.syncBlocks();
    await this.syncMempool();
    return result;
  }

  /**
   * Reads first (fork point, new blocks), then applies everything synchronously, so HTTP
   * requests never see a half-applied reorg.
   */
  private async syncBlocks(): Promise<SyncResult> {
    const nodeHeight = await this.rpc.getBlockCount();
    const forkHeight = await this.findForkHeight(nodeHeight);
    const blocks: ParsedBlock[] = [];
    let prevHash = this.chain.blockAt(forkHeight)?.header.hash;
    for (let height = forkHeight + 1; height <= nodeHeight; height++) {
      const block = parseRawBlock(await this.rpc.getRawBlock(await this.rpc.getBlockHash(height)));
      // The node reorganized while we were reading: apply what links up, the next tick does the rest.
      if (prevHash !== undefined && block.header.prevHash !== prevHash) break;
      blocks.push(block);
      prevHash = block.header.hash;
    }
    // The node is the authority, even when its chain got shorter (invalidateblock).
    const disconnected = this.chain.tipHeight - forkHeight;
    for (let i = 0; i < disconnected; i++) this.chain.disconnectTip();
    for (const block of blocks) this.chain.connect(block);
    // Drop newly confirmed txs from the mempool view in the same synchronous step.
    if (disconnected > 0 || blocks.length > 0) this.mempool.replace([...this.mempoolCache.values()], this.chain);
    return { connected: blocks.length, disconnected };
  }

  /** The highest height where our chain and the node's agree (-1 when we have nothing). */
  private async findForkHeight(nodeHeight: number): Promise<number> {
    let height = Math.min(this.chain.tipHeight, nodeHeight);
    while (height >= 0) {
      const ours = this.chain.blockAt(height)?.header.hash;
      if ((await this.rpc.getBlockHash(height)) === ours) break;
      height--;
    }
    return height;
  }

  private async syncMempool(): Promise<void> {
    const txids = await this.rpc.getRawMempool();
    const next = new Map<string, ParsedTx>();
    // Keep first-seen order: cached txs first, then newcomers in the node's order.
    const present = new Set(txids);
    for (const [txid, tx] of this.mempoolCache) if (present.has(txid)) next.set(txid, tx);
    for (const txid of txids) {
      if (next.has(txid) || this.chain.tx(txid)) continue;
      const hex = await this.rpc.getRawTransaction(txid).catch(() => undefined);
      // Gone between the two calls (mined or evicted): the next tick sees the new state.
      if (hex !== undefined) next.set(txid, parseRawTx(hex));
    }
    this.mempoolCache = next;
    this.mempool.replace([...next.values()], this.chain);
  }
}
