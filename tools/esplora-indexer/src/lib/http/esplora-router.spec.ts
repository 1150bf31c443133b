import { bytesToHex } from '@noble/hashes/utils';
import { feeEstimates } from '../fee/fee-estimates';
import { EsploraQueryService } from '../query/esplora-query.service';
import { scriptToAddress } from '../script/address';
import { REGTEST } from '../script/network';
import { ALICE, walletScenario } from '../testing/wallet-scenario.fixture';
import { type RouterDeps, routeRequest } from './esplora-router';
import type { HttpReply } from './http-reply';
import { TxBroadcaster } from './tx-broadcaster';

async function setup() {
  const s = await walletScenario();
  const broadcaster = new TxBroadcaster(s.rpc, async () => {
    await s.sync.tick();
  });
  const deps: RouterDeps = {
    queries: new EsploraQueryService(s.chain, s.mempool, () => REGTEST),
    broadcast: (body) => broadcaster.broadcast(body),
    feeEstimates: () => feeEstimates(s.rpc),
    network: () => REGTEST,
  };
  const get = (path: string): Promise<HttpReply> => routeRequest('GET', path, '', deps);
  return { ...s, deps, get };
}

const bodyJson = (reply: HttpReply): unknown => JSON.parse(reply.body as string);

describe('routeRequest', () => {
  it('serves tip height and hash, block by height and the block list as Esplora does', async () => {
    const { get, rpc } = await setup();
    expect(await get('/blocks/tip/height')).toEqual({ status: 200, contentType: 'text/plain', body: '2' });
    expect((await get('/blocks/tip/hash')).body).toBe(rpc.blocks[2].hash);
    expect((await get('/block-height/0')).body).toBe(rpc.blocks[0].hash);
    expect((await get('/block-height/9')).status).toBe(404);
    const blocks = await get('/blocks');
    expect(blocks.contentType).toBe('application/json');
    expect((bodyJson(blocks) as { height: number }[]).map((b) => b.height)).toEqual([2, 1, 0]);
    expect((bodyJson(await get('/blocks/1')) as unknown[]).length).toBe(2);
    expect((await get(`/block/${rpc.blocks[1].hash}/header`)).body).toHaveLength(160);
    expect(bodyJson(await get(`/block/${rpc.blocks[2].hash}/txids`))).toEqual(rpc.blocks[2].txids);
    expect((await get(`/block/${rpc.blocks[2].hash}/txid/1`)).body).toBe(rpc.blocks[2].txids[1]);
    expect(bodyJson(await get(`/block/${rpc.blocks[2].hash}/status`))).toMatchObject({ in_best_chain: true, height: 2 });
  });

  it('serves tx json, status, hex, raw bytes and outspends', async () => {
    const { get, fund, spend } = await setup();
    expect(bodyJson(await get(`/tx/${fund.txid}`))).toMatchObject({ txid: fund.txid, status: { confirmed: true, block_height: 2 } });
    expect(bodyJson(await get(`/tx/${spend.txid}/status`))).toEqual({ confirmed: false });
    expect(await get(`/tx/${'00'.repeat(32)}/status`)).toEqual({ status: 200, contentType: 'application/json', body: '{"confirmed":false}' });
    expect((await get(`/tx/${fund.txid}/hex`)).body).toBe(bytesToHex(fund.raw));
    expect(await get(`/tx/${fund.txid}/raw`)).toEqual({ status: 200, contentType: 'application/octet-stream', body: fund.raw });
    expect(bodyJson(await get(`/tx/${fund.txid}/outspend/0`))).toMatchObject({ spent: true, txid: spend.txid, vin: 0 });
    expect(bodyJson(await get(`/tx/${fund.txid}/outspends`))).toHaveLength(2);
  });

  it('is 404 for unknown txs, blocks and routes; 400 for malformed parameters', async () => {
    const { get, deps } = await setup();
    const unknown = '00'.repeat(32);
    expect(await get(`/tx/${unknown}`)).toEqual({ status: 404, contentType: 'text/plain', body: 'Transaction not found' });
    expect((await get(`/tx/${unknown}/raw`)).status).toBe(404);
    expect((await get(`/block/${unknown}`)).status).toBe(404);
    expect(await get('/nope')).toEqual({ status: 404, contentType: 'text/plain', body: 'Not Found' });
    expect((await routeRequest('DELETE', '/blocks', '', deps)).status).toBe(404);
    expect((await get('/tx/xyz')).status).toBe(400);
    expect((await get('/block-height/-1')).status).toBe(400);
    expect((await get('/scripthash/abc/txs')).status).toBe(400);
    expect((await get('/address/bc1qnotanaddress/txs')).status).toBe(400);
  });

  it('serves script hash and address history, with and without trailing slashes or queries', async () => {
    const { get, alice, fund, spend } = await setup();
    const txids = (reply: HttpReply): string[] => (bodyJson(reply) as { txid: string }[]).map((t) => t.txid);
    expect(txids(await get(`/scripthash/${alice}/txs`))).toEqual([spend.txid, fund.txid]);
    expect(txids(await get(`/scripthash/${alice.toUpperCase()}/txs/`))).toEqual([spend.txid, fund.txid]);
    expect(txids(await get(`/scripthash/${alice}/txs/chain?x=1`))).toEqual([fund.txid]);
    expect(txids(await get(`/scripthash/${alice}/txs/chain/${fund.txid}`))).toEqual([]);
    expect(txids(await get(`/scripthash/${alice}/txs/mempool`))).toEqual([spend.txid]);
    expect(bodyJson(await get(`/scripthash/${alice}/utxo`))).toHaveLength(1);
    const address = scriptToAddress(ALICE, REGTEST) ?? '';
    expect(txids(await get(`/address/${address}/txs`))).toEqual([spend.txid, fund.txid]);
    expect(bodyJson(await get(`/address/${address}`))).toMatchObject({ address, chain_stats: { tx_count: 1 } });
    expect(bodyJson(await get(`/scripthash/${alice}`))).toMatchObject({ scripthash: alice, mempool_stats: { tx_count: 1 } });
  });

  it('POST /tx broadcasts and the tx is visible at once; refusals are 400 text', async () => {
    const { deps, rpc, get } = await setup();
    rpc.mempool.clear();
    const { spendRaw, spend } = await walletScenario();
    const accepted = await routeRequest('POST', '/tx', bytesToHex(spendRaw), deps);
    expect(accepted).toEqual({ status: 200, contentType: 'text/plain', body: spend.txid });
    expect(bodyJson(await get(`/tx/${spend.txid}`))).toMatchObject({ status: { confirmed: false } });
    rpc.sendRawTransaction = async () => {
      throw Object.assign(new Error('transaction already exists'), { code: -26 });
    };
    expect(await routeRequest('POST', '/tx', bytesToHex(spendRaw), deps)).toEqual({ status: 400, contentType: 'text/plain', body: 'transaction already exists' });
  });

  it('serves fee estimates in sat/vB', async () => {
    const { get } = await setup();
    expect(bodyJson(await get('/fee-estimates'))).toEqual({ '1': 1, '2': 1, '3': 1, '6': 1, '10': 1, '25': 1, '144': 1, '504': 1, '1008': 1 });
  });
});
