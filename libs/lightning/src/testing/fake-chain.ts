import { createHash } from 'node:crypto';
import type { ChainBlockHeader, ChainSource, ChainTip } from '@rln/chain';

interface FakeBlock {
  readonly hash: string;
  readonly height: number;
  readonly previousHash?: string;
  readonly raw: Uint8Array;
}

/**
 * An in-memory chain of well-formed (transaction-less, unmined) blocks with reorgs on demand.
 * Stale blocks stay fetchable by hash, as on btcd. For follower tests without a btcd process.
 */
export class FakeChain implements ChainSource {
  private readonly byHash = new Map<string, FakeBlock>();
  private best: FakeBlock[] = [];
  private salt = 0;
  readonly broadcasts: Uint8Array[] = [];

  constructor() {
    this.best.push(this.makeBlock(undefined, 0));
  }

  get tip(): ChainTip {
    const top = this.best[this.best.length - 1];
    if (!top) throw new Error('empty chain');
    return { hash: top.hash, height: top.height };
  }

  mine(count: number): string[] {
    const hashes: string[] = [];
    for (let i = 0; i < count; i++) {
      const block = this.makeBlock(this.tip.hash, this.tip.height + 1);
      this.best.push(block);
      hashes.push(block.hash);
    }
    return hashes;
  }

  /** Drops the top `depth` blocks and mines `count` different ones in their place. */
  reorg(depth: number, count: number): string[] {
    this.best = this.best.slice(0, this.best.length - depth);
    return this.mine(count);
  }

  async getTip(): Promise<ChainTip> {
    return this.tip;
  }

  async getBlockHash(height: number): Promise<string> {
    const block = this.best[height];
    if (!block) throw new Error(`no block at ${height}`);
    return block.hash;
  }

  async getBlockHeader(hash: string): Promise<ChainBlockHeader> {
    const block = this.get(hash);
    return { hash, height: block.height, previousHash: block.previousHash, time: 0 };
  }

  async getRawBlock(hash: string): Promise<Uint8Array> {
    return this.get(hash).raw;
  }

  async getRawTransaction(): Promise<Uint8Array | null> {
    return null;
  }

  async broadcastTransaction(rawTx: Uint8Array): Promise<string> {
    this.broadcasts.push(rawTx);
    return 'ok';
  }

  async estimateFeeSatPerVb(): Promise<number | null> {
    return null;
  }

  private get(hash: string): FakeBlock {
    const block = this.byHash.get(hash);
    if (!block) throw new Error(`unknown block ${hash}`);
    return block;
  }

  private makeBlock(previousHash: string | undefined, height: number): FakeBlock {
    const header = Buffer.alloc(80);
    header.writeUInt32LE(0x20000000, 0);
    if (previousHash) Buffer.from(previousHash, 'hex').reverse().copy(header, 4);
    header.writeUInt32LE(1_700_000_000 + height * 600, 68);
    header.writeUInt32LE(0x207fffff, 72);
    header.writeUInt32LE(this.salt++, 76);
    const hash = Buffer.from(createHash('sha256').update(createHash('sha256').update(header).digest()).digest()).reverse().toString('hex');
    const block: FakeBlock = { hash, height, previousHash, raw: Buffer.concat([header, Buffer.from([0])]) };
    this.byHash.set(hash, block);
    return block;
  }
}
