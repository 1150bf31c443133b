import { bytesToHex } from '@noble/hashes/utils';
import { parseRawTx } from '../parse/raw-tx.parser';
import type { IndexerRpc } from '../ports/indexer-rpc.port';
import { buildBlock, type BuiltBlock } from './raw-block.builder';
import { buildCoinbase, scripts } from './raw-tx.builder';

const GENESIS_PREV = '0'.repeat(64);
export const MINER_SCRIPT = scripts.p2wpkh(0xcb);
export const COINBASE_SAT = 50_00000000;

/** A node error as the RPC client throws it: a message and a numeric code. */
export class FakeRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** An in-memory node: a chain of fabricated blocks and a mempool, with reorgs on demand. */
export class FakeIndexerRpc implements IndexerRpc {
  readonly blocks: BuiltBlock[] = [];
  readonly mempool = new Map<string, string>();
  readonly feeRates = new Map<number, number | null>();
  calls = 0;
  private branch = 0;

  constructor() {
    this.mine([]);
  }

  /** Mines `txs` (and mempool txs when `includeMempool`) into a new block on the tip. */
  mine(txs: readonly Uint8Array[], includeMempool = false): BuiltBlock {
    const height = this.blocks.length;
    const prev = this.blocks[height - 1]?.hash ?? GENESIS_PREV;
    const pool = includeMempool ? [...this.mempool.values()].map((hex) => Uint8Array.from(Buffer.from(hex, 'hex'))) : [];
    const coinbase = buildCoinbase(height, [{ valueSat: COINBASE_SAT, script: MINER_SCRIPT }], this.branch);
    const block = buildBlock(prev, [coinbase, ...pool, ...txs], 1_700_000_000 + height * 600 + this.branch, this.branch);
    this.blocks.push(block);
    for (const txid of block.txids) this.mempool.delete(txid);
    return block;
  }

  /** Drops blocks from `height` up; later `mine` calls build a competing branch. */
  reorgFrom(height: number): void {
    this.blocks.length = height;
    this.branch++;
  }

  addToMempool(raw: Uint8Array): string {
    const tx = parseRawTx(raw);
    this.mempool.set(tx.txid, bytesToHex(raw));
    return tx.txid;
  }

  async getBlockCount(): Promise<number> {
    this.calls++;
    return this.blocks.length - 1;
  }

  async getBlockHash(height: number): Promise<string> {
    this.calls++;
    const block = this.blocks[height];
    if (!block) throw new FakeRpcError(-8, 'Block number out of range');
    return block.hash;
  }

  async getRawBlock(hash: string): Promise<string> {
    this.calls++;
    const block = this.blocks.find((b) => b.hash === hash);
    if (!block) throw new FakeRpcError(-5, 'Block not found');
    return block.hex;
  }

  async getRawMempool(): Promise<readonly string[]> {
    this.calls++;
    return [...this.mempool.keys()];
  }

  async getRawTransaction(txid: string): Promise<string> {
    this.calls++;
    const hex = this.mempool.get(txid);
    if (hex === undefined) throw new FakeRpcError(-5, 'No information available about transaction');
    return hex;
  }

  async sendRawTransaction(hex: string): Promise<string> {
    this.calls++;
    return this.addToMempool(Uint8Array.from(Buffer.from(hex, 'hex')));
  }

  async estimateFeeSatPerVb(targetBlocks: number): Promise<number | null> {
    this.calls++;
    return this.feeRates.get(targetBlocks) ?? null;
  }
}
