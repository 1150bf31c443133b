import { ChainIndex } from '../index/chain-index';
import { MempoolIndex } from '../index/mempool-index';
import type { IndexerRpc } from '../ports/indexer-rpc.port';
import { FakeIndexerRpc } from '../testing/fake-indexer-rpc';
import { walletScenario } from '../testing/wallet-scenario.fixture';
import { IndexSync } from './index-sync';

describe('IndexSync', () => {
  it('indexes from genesis, then follows new blocks and the mempool', async () => {
    const { chain, mempool, rpc, sync, spend, spendRaw, alice } = await walletScenario();
    expect(chain.tipHeight).toBe(2);
    expect(mempool.txids()).toEqual([spend.txid]);

    rpc.mine([spendRaw]);
    rpc.mine([]);
    expect(await sync.tick()).toEqual({ connected: 2, disconnected: 0 });
    expect(chain.tipHeight).toBe(4);
    expect(chain.tx(spend.txid)?.block.height).toBe(3);
    expect(mempool.size).toBe(0);
    expect(chain.history(alice).map((e) => e.txid)).toContain(spend.txid);
  });

  it('costs three RPC calls when nothing changed', async () => {
    const { rpc, sync } = await walletScenario();
    rpc.calls = 0;
    await sync.tick();
    expect(rpc.calls).toBe(3);
  });

  it('rolls back to the fork point on a reorg and applies the new branch', async () => {
    const { chain, mempool, rpc, sync, fund, spend, alice } = await walletScenario();
    const oldTip = rpc.blocks[2].hash;
    // A longer branch from height 2 without `fund`; the node puts `fund` back in its mempool.
    rpc.reorgFrom(2);
    rpc.mine([]);
    rpc.mine([]);
    rpc.mine([]);
    rpc.addToMempool(fund.raw);

    expect(await sync.tick()).toEqual({ connected: 3, disconnected: 1 });
    expect(chain.tipHeight).toBe(4);
    expect(chain.blockByHash(oldTip)).toBeUndefined();
    expect(chain.blockAt(2)?.header.hash).toBe(rpc.blocks[2].hash);
    expect(chain.tx(fund.txid)).toBeUndefined();
    expect(chain.history(alice)).toEqual([]);
    expect(mempool.txids()).toEqual([spend.txid, fund.txid]);
    expect(mempool.tx(spend.txid)?.feeSat).toBe(2000);
  });

  it('applies a reorg in one synchronous step: while reading, the old chain stays whole', async () => {
    const { chain, mempool, rpc, fund } = await walletScenario();
    const oldTip = chain.tip?.header.hash;
    rpc.reorgFrom(1);
    rpc.mine([]);
    rpc.mine([]);
    rpc.mine([]);
    const seen: (string | undefined)[] = [];
    const watching: IndexerRpc = Object.assign(Object.create(rpc) as FakeIndexerRpc, {
      getRawBlock: async (hash: string) => {
        seen.push(chain.tip?.header.hash);
        return rpc.getRawBlock(hash);
      },
    });
    await new IndexSync(watching, chain, mempool).tick();
    expect(seen).toEqual([oldTip, oldTip, oldTip]);
    expect(chain.tipHeight).toBe(3);
    expect(chain.tx(fund.txid)).toBeUndefined();
  });

  it('follows a node whose chain got shorter', async () => {
    const { chain, rpc, sync } = await walletScenario();
    rpc.reorgFrom(1);
    await sync.tick();
    expect(chain.tipHeight).toBe(0);
    expect(chain.tip?.header.hash).toBe(rpc.blocks[0].hash);
  });

  it('stops connecting when a block no longer extends the tip (reorg mid-sync), then recovers', async () => {
    const rpc = new FakeIndexerRpc();
    rpc.mine([]);
    rpc.mine([]);
    const chain = new ChainIndex();
    const sync = new IndexSync(rpc, chain, new MempoolIndex());
    let reorged = false;
    // The node reorganizes right after answering for height 1.
    const racing: IndexerRpc = Object.assign(Object.create(rpc) as FakeIndexerRpc, {
      getRawBlock: async (hash: string) => {
        const hex = await rpc.getRawBlock(hash);
        if (hash === rpc.blocks[1].hash && !reorged) {
          reorged = true;
          rpc.reorgFrom(1);
          rpc.mine([]);
          rpc.mine([]);
        }
        return hex;
      },
    });
    await new IndexSync(racing, chain, new MempoolIndex()).tick();
    expect(chain.tipHeight).toBe(1);
    await sync.tick();
    expect(chain.tipHeight).toBe(2);
    expect(rpc.blocks.map((b) => b.hash)).toEqual([0, 1, 2].map((h) => chain.blockAt(h)?.header.hash));
  });

  it('skips a mempool tx that vanished between getrawmempool and getrawtransaction', async () => {
    const { rpc, mempool, spend } = await walletScenario();
    const chain = new ChainIndex();
    const flaky: IndexerRpc = Object.assign(Object.create(rpc) as FakeIndexerRpc, {
      getRawTransaction: async () => {
        throw new Error('No information available about transaction');
      },
    });
    await new IndexSync(flaky, chain, mempool).tick();
    expect(mempool.has(spend.txid)).toBe(false);
  });
});
