import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { RawTx } from '@scure/btc-signer';
import { parseTransaction, type BlockRef, type Outpoint } from '@rln/btc-wallet';
import type { WalletChainSource } from '../lib/wallet-chain-source.port';

export interface FakeTx {
  readonly txid: string;
  readonly raw: Uint8Array;
}

interface FakeBlock {
  readonly hash: string;
  readonly raw: Uint8Array;
  readonly txs: readonly FakeTx[];
}

const MINER_SCRIPT = hex.decode('0014' + 'ee'.repeat(20));

/**
 * An in-memory chain of real serialized blocks (unsigned transactions: the wallet sync never
 * checks scripts), with a mempool, for unit tests of the sync. `disconnect` behaves as btcd's
 * invalidateblock: the blocks' transactions go back to the mempool.
 */
export class FakeChain implements WalletChainSource {
  private readonly blocks: FakeBlock[] = [];
  private readonly mempool = new Map<string, FakeTx>();
  private counter = 0;
  /** Calls made, for tests that count work. */
  readonly calls = { getRawBlock: 0, getRawTransaction: 0 };

  constructor() {
    this.mineBlock([]);
  }

  /** A transaction spending `inputs` (or a made-up one) and paying `outputs`. */
  tx(outputs: readonly { readonly scriptHex: string; readonly sats: bigint }[], inputs: readonly Outpoint[] = []): FakeTx {
    const n = ++this.counter;
    const spends = inputs.length > 0 ? inputs : [{ txid: (0xf0000000 + n).toString(16).padStart(64, '0'), vout: 0 }];
    const raw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: spends.map((o) => ({ txid: hex.decode(o.txid), index: o.vout, finalScriptSig: new Uint8Array(), sequence: 0xfffffffd })),
      outputs: outputs.map((o) => ({ script: hex.decode(o.scriptHex), amount: o.sats })),
      witnesses: undefined,
      lockTime: n,
    });
    return { txid: parseTransaction(raw).txid, raw };
  }

  broadcast(...txs: FakeTx[]): void {
    for (const t of txs) this.mempool.set(t.txid, t);
  }

  dropFromMempool(txid: string): void {
    this.mempool.delete(txid);
  }

  /** Mines one block with `txs` (default: the whole mempool) after a coinbase paying `coinbaseScriptHex`. */
  mine(txs?: readonly FakeTx[], coinbaseScriptHex?: string): BlockRef {
    const included = txs ?? [...this.mempool.values()];
    for (const t of included) this.mempool.delete(t.txid);
    return this.mineBlock(included, coinbaseScriptHex);
  }

  mineEmpty(count: number): void {
    for (let i = 0; i < count; i++) this.mine([]);
  }

  /** Removes the top `depth` blocks; their non-coinbase transactions return to the mempool. */
  disconnect(depth: number): void {
    for (let i = 0; i < depth; i++) {
      const block = this.blocks.pop();
      if (!block || this.blocks.length === 0) throw new Error('cannot disconnect the genesis block');
      for (const t of block.txs.slice(1)) this.mempool.set(t.txid, t);
    }
  }

  get tip(): BlockRef {
    return { height: this.blocks.length - 1, hash: this.blocks[this.blocks.length - 1].hash };
  }

  async getTipHeight(): Promise<number> {
    return this.blocks.length - 1;
  }

  async getBlockHash(height: number): Promise<string> {
    const block = this.blocks[height];
    if (!block) throw new Error(`no block at height ${height}`);
    return block.hash;
  }

  async getRawBlock(hash: string): Promise<Uint8Array> {
    this.calls.getRawBlock++;
    const block = this.blocks.find((b) => b.hash === hash);
    if (!block) throw new Error(`unknown block ${hash}`);
    return block.raw;
  }

  async getMempoolTxids(): Promise<string[]> {
    return [...this.mempool.keys()];
  }

  async getRawTransaction(txid: string): Promise<Uint8Array | null> {
    this.calls.getRawTransaction++;
    const inMempool = this.mempool.get(txid);
    if (inMempool) return inMempool.raw;
    for (const b of this.blocks) for (const t of b.txs) if (t.txid === txid) return t.raw;
    return null;
  }

  private mineBlock(txs: readonly FakeTx[], coinbaseScriptHex?: string): BlockRef {
    const n = ++this.counter;
    const height = this.blocks.length;
    const coinbaseRaw = RawTx.encode({
      version: 2,
      segwitFlag: false,
      inputs: [
        {
          txid: new Uint8Array(32),
          index: 0xffffffff,
          finalScriptSig: new Uint8Array([4, height & 0xff, (height >> 8) & 0xff, n & 0xff, (n >> 8) & 0xff]),
          sequence: 0xffffffff,
        },
      ],
      outputs: [{ script: coinbaseScriptHex ? hex.decode(coinbaseScriptHex) : MINER_SCRIPT, amount: 5_000_000_000n }],
      witnesses: undefined,
      lockTime: 0,
    });
    const all = [{ txid: parseTransaction(coinbaseRaw).txid, raw: coinbaseRaw }, ...txs];
    const header = new Uint8Array(80);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x20000000, true);
    if (this.blocks.length > 0) header.set(hex.decode(this.tip.hash).reverse(), 4);
    view.setUint32(68, 1_700_000_000 + height, true);
    view.setUint32(72, 0x207fffff, true);
    view.setUint32(76, n, true);
    const hash = hex.encode(sha256(sha256(header)).reverse());
    const body = all.flatMap((t) => [...t.raw]);
    if (all.length >= 0xfd) throw new Error('FakeChain blocks hold fewer than 253 transactions');
    const raw = new Uint8Array([...header, all.length, ...body]);
    this.blocks.push({ hash, raw, txs: all });
    return { height, hash };
  }
}
