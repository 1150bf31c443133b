import { EsploraIndexer } from './esplora-indexer';
import { FakeIndexerRpc } from './testing/fake-indexer-rpc';

// The indexer's own lifecycle over a fake node (loopback HTTP, no btcd needed).
describe('EsploraIndexer lifecycle', () => {
  const indexers: EsploraIndexer[] = [];
  afterEach(async () => {
    await Promise.all(indexers.splice(0).map((i) => i.stop()));
  });

  async function started(rpc: FakeIndexerRpc, onError?: (message: string) => void) {
    const indexer = new EsploraIndexer();
    indexers.push(indexer);
    const { url } = await indexer.start({ rpc, pollIntervalMs: 20, onError });
    return { indexer, url };
  }

  it('polls new blocks by itself and waits for a height', async () => {
    const rpc = new FakeIndexerRpc();
    const { indexer, url } = await started(rpc);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    rpc.mine([]);
    rpc.mine([]);
    await indexer.waitForHeight(2, 2_000);
    expect(await (await fetch(`${url}/blocks/tip/height`)).text()).toBe('2');
    await expect(indexer.waitForHeight(5, 200)).rejects.toThrow(/did not reach height 5/);
    await expect(indexer.start({ rpc })).rejects.toThrow(/already started/);
  });

  it('reports a failing node once and recovers', async () => {
    const rpc = new FakeIndexerRpc();
    const errors: string[] = [];
    const { indexer } = await started(rpc, (message) => errors.push(message));
    const getBlockCount = rpc.getBlockCount.bind(rpc);
    rpc.getBlockCount = async () => {
      throw new Error('connection refused');
    };
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(errors).toEqual(['sync failed: connection refused']);
    rpc.getBlockCount = getBlockCount;
    rpc.mine([]);
    await indexer.waitForHeight(1, 2_000);
    for (let i = 0; i < 100 && errors.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toEqual(['sync failed: connection refused', 'sync recovered']);
  });

  it('stops polling and serving on stop()', async () => {
    const rpc = new FakeIndexerRpc();
    const { indexer, url } = await started(rpc);
    await indexer.stop();
    const calls = rpc.calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rpc.calls).toBe(calls);
    await expect(fetch(`${url}/blocks/tip/height`)).rejects.toThrow();
  });

  it('refuses to start when the node cannot be read', async () => {
    const rpc = new FakeIndexerRpc();
    rpc.getBlockCount = async () => {
      throw new Error('down');
    };
    await expect(new EsploraIndexer().start({ rpc })).rejects.toThrow('down');
  });
});
