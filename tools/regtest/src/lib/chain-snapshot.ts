import type { BitcoinRpcClient } from '@rln/chain';

/**
 * btcd --regtest deletes its block database at every start ("Removing regression test
 * database from ..."; btcd.go removeRegressionDB, no flag to turn it off). To make a
 * restart keep the chain, the harness copies the blocks (and the mempool) out over RPC
 * before stopping and submits them again after starting.
 */
export interface ChainSnapshot {
  /** Raw blocks from height 1 up, hex. */
  readonly blocks: readonly string[];
  /** Raw mempool transactions, hex. */
  readonly mempool: readonly string[];
}

const BATCH = 200;

export async function exportChain(rpc: BitcoinRpcClient): Promise<ChainSnapshot> {
  const height = await rpc.getBlockCount();
  const blocks: string[] = [];
  for (let from = 1; from <= height; from += BATCH) {
    const heights = range(from, Math.min(height, from + BATCH - 1));
    const hashes = await batchStrings(rpc, heights.map((h) => ({ method: 'getblockhash', params: [h] })));
    blocks.push(...(await batchStrings(rpc, hashes.map((hash) => ({ method: 'getblock', params: [hash, 0] })))));
  }
  const txids = await rpc.getRawMempool();
  const mempool = txids.length === 0 ? [] : await batchStrings(rpc, txids.map((txid) => ({ method: 'getrawtransaction', params: [txid, 0] })));
  return { blocks, mempool };
}

export async function importChain(rpc: BitcoinRpcClient, snapshot: ChainSnapshot): Promise<void> {
  for (const [i, block] of snapshot.blocks.entries()) {
    const rejected = await rpc.call<string | null>('submitblock', [block]);
    if (rejected !== null) throw new Error(`restoring block ${i + 1} after restart failed: ${rejected}`);
  }
  for (const tx of snapshot.mempool) {
    // A mempool transaction may depend on one not yet re-sent; order is not guaranteed.
    await rpc.sendRawTransaction(tx).catch(() => undefined);
  }
}

async function batchStrings(rpc: BitcoinRpcClient, requests: { method: string; params: unknown[] }[]): Promise<string[]> {
  const replies = await rpc.batch(requests);
  return replies.map((reply) => {
    if (!reply.ok) throw reply.error;
    if (typeof reply.result !== 'string') throw new Error(`${requests[0]?.method}: expected a string`);
    return reply.result;
  });
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
