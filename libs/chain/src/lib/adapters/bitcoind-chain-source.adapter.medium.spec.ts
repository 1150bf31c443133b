import { startTestBtcd, type TestBtcd } from '../../testing/test-btcd';
import { BitcoinRpcClient } from '../rpc/bitcoin-rpc.client';
import { BitcoindChainSource } from './bitcoind-chain-source.adapter';

jest.setTimeout(60_000);

describe('BitcoindChainSource on btcd', () => {
  let btcd: TestBtcd;
  let rpc: BitcoinRpcClient;
  let source: BitcoindChainSource;

  beforeAll(async () => {
    btcd = await startTestBtcd({ miningAddress: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080' });
    rpc = new BitcoinRpcClient({ url: btcd.url, user: btcd.user, password: btcd.password });
    source = new BitcoindChainSource(rpc);
  });

  afterAll(async () => {
    rpc.close();
    await btcd.stop();
  });

  it('follows the tip and walks back through headers', async () => {
    const [first, second] = await rpc.generate(2);
    expect(await source.getTip()).toEqual({ height: 2, hash: second });
    expect(await source.getBlockHash(1)).toBe(first);
    const header = await source.getBlockHeader(second!);
    expect(header).toMatchObject({ hash: second, height: 2, previousHash: first });
    expect(typeof header.time).toBe('number');
  });

  it('returns raw blocks and transactions as bytes, null for an unknown txid', async () => {
    const tip = await source.getTip();
    const block = await source.getRawBlock(tip.hash);
    expect(block.length).toBeGreaterThan(80);
    const coinbaseTxid = (await rpc.getBlockHeader(tip.hash)).merkleroot;
    expect((await source.getRawTransaction(coinbaseTxid))?.length).toBeGreaterThan(60);
    expect(await source.getRawTransaction('cd'.repeat(32))).toBeNull();
  });

  it('surfaces a rejected broadcast as an error', async () => {
    await expect(source.broadcastTransaction(new Uint8Array([0]))).rejects.toMatchObject({ name: 'RpcError' });
  });
});
