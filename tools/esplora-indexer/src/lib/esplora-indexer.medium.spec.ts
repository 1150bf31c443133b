import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex } from '@noble/hashes/utils';
import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { Btcd, Faucet, REGTEST_NETWORK } from '@rln/regtest';
import type { BitcoinRpcClient } from '@rln/chain';
import { EsploraIndexer } from './esplora-indexer';
import { scriptHashOf } from './parse/hash';
import type { OutspendView, TxStatusView, TxView } from './query/esplora-views';

jest.setTimeout(90_000);

const REGTEST_GENESIS = '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

describe('EsploraIndexer on a real btcd', () => {
  let dir: string;
  let btcd: Btcd;
  let rpc: BitcoinRpcClient;
  let faucet: Faucet;
  const indexer = new EsploraIndexer();
  let url: string;

  const privateKey = new Uint8Array(32).fill(0x42);
  const wpkh = p2wpkh(secp256k1.getPublicKey(privateKey, true), REGTEST_NETWORK);
  const tr = p2tr(schnorr.getPublicKey(privateKey), undefined, REGTEST_NETWORK);

  async function get(path: string): Promise<{ status: number; body: string }> {
    const res = await fetch(`${url}${path}`);
    return { status: res.status, body: await res.text() };
  }
  async function getJson<T>(path: string): Promise<T> {
    const res = await get(path);
    expect(res.status).toBe(200);
    return JSON.parse(res.body) as T;
  }
  async function post(path: string, body: string): Promise<{ status: number; body: string }> {
    const res = await fetch(`${url}${path}`, { method: 'POST', body });
    return { status: res.status, body: await res.text() };
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'esplora-indexer-'));
    btcd = await Btcd.start({ dataDir: dir, miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    rpc = btcd.newClient();
    ({ url } = await indexer.start({ rpc, pollIntervalMs: 100 }));
  });

  afterAll(async () => {
    await indexer.stop();
    rpc?.close();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts synced: genesis, tip height and hash match btcd', async () => {
    expect((await get('/block-height/0')).body).toBe(REGTEST_GENESIS);
    expect(Number((await get('/blocks/tip/height')).body)).toBe(await rpc.getBlockCount());
    expect((await get('/blocks/tip/hash')).body).toBe(await rpc.getBestBlockHash());
    const blocks = await getJson<{ height: number; id: string }[]>('/blocks');
    expect(blocks).toHaveLength(10);
    expect(blocks[0].height).toBe(await rpc.getBlockCount());
  });

  it('/blocks/tip/height follows mining', async () => {
    const before = await rpc.getBlockCount();
    const hashes = await faucet.mine(2);
    await indexer.waitForHeight(before + 2);
    expect((await get('/blocks/tip/height')).body).toBe(String(before + 2));
    expect((await get('/blocks/tip/hash')).body).toBe(hashes[1]);
    expect(await getJson<{ in_best_chain: boolean; next_best: string }>(`/block/${hashes[0]}/status`)).toEqual({ in_best_chain: true, height: before + 1, next_best: hashes[1] });
    // btcd's own header serialization is the source of truth for the header endpoint.
    const header = await rpc.call<string>('getblockheader', [hashes[1], false]);
    expect((await get(`/block/${hashes[1]}/header`)).body).toBe(header);
  });

  it.each([
    ['p2wpkh', wpkh, 'v0_p2wpkh'],
    ['p2tr', tr, 'v1_p2tr'],
  ])('shows a %s funding confirmed with the right values', async (_, payment, scriptType) => {
    const address = payment.address as string;
    const funded = await faucet.fund(address, 1_000_000n);
    await indexer.synced();
    const txs = await getJson<TxView[]>(`/scripthash/${scriptHashOf(payment.script)}/txs`);
    const tx = txs.find((t) => t.txid === funded.txid);
    const block = await rpc.getBlockHeader(funded.blockHash);
    expect(tx?.status).toEqual({ confirmed: true, block_height: block.height, block_hash: funded.blockHash, block_time: block.time });
    expect(tx?.fee).toBe(Number(funded.feeSats));
    expect(tx?.vout[funded.vout]).toMatchObject({ value: 1_000_000, scriptpubkey: bytesToHex(payment.script), scriptpubkey_type: scriptType, scriptpubkey_address: address });
    expect(tx?.vin.every((vin) => vin.prevout !== null && vin.witness?.length === 2)).toBe(true);
    expect(await getJson<TxStatusView>(`/tx/${funded.txid}/status`)).toEqual(tx?.status);
    expect((await get(`/tx/${funded.txid}/hex`)).body).toBe(await rpc.getRawTransaction(funded.txid));
    const raw = await fetch(`${url}/tx/${funded.txid}/raw`).then(async (r) => Buffer.from(await r.arrayBuffer()).toString('hex'));
    expect(raw).toBe(await rpc.getRawTransaction(funded.txid));
    const utxos = await getJson<{ txid: string; vout: number; value: number }[]>(`/address/${address}/utxo`);
    expect(utxos).toContainEqual(expect.objectContaining({ txid: funded.txid, vout: funded.vout, value: 1_000_000 }));
  });

  it('POST /tx broadcasts; the tx shows unconfirmed first, then confirmed; refusals are 400', async () => {
    const funded = await faucet.fund(wpkh.address as string, 500_000n);
    await indexer.synced();
    const spend = new Transaction();
    spend.addInput({ txid: funded.txid, index: funded.vout, witnessUtxo: { script: wpkh.script, amount: 500_000n } });
    spend.addOutputAddress(tr.address as string, 498_000n, REGTEST_NETWORK);
    spend.sign(privateKey);
    spend.finalize();

    const posted = await post('/tx', spend.hex);
    expect(posted).toEqual({ status: 200, body: spend.id });
    // Visible at once: POST /tx waits for the indexer to see the mempool.
    expect(await getJson<TxStatusView>(`/tx/${spend.id}/status`)).toEqual({ confirmed: false });
    const history = await getJson<TxView[]>(`/scripthash/${scriptHashOf(tr.script)}/txs`);
    expect(history[0]).toMatchObject({ txid: spend.id, fee: 2_000, status: { confirmed: false } });
    expect(await getJson<OutspendView>(`/tx/${funded.txid}/outspend/${funded.vout}`)).toEqual({ spent: true, txid: spend.id, vin: 0, status: { confirmed: false } });

    const doubleSpend = new Transaction();
    doubleSpend.addInput({ txid: funded.txid, index: funded.vout, witnessUtxo: { script: wpkh.script, amount: 500_000n } });
    doubleSpend.addOutputAddress(wpkh.address as string, 490_000n, REGTEST_NETWORK);
    doubleSpend.sign(privateKey);
    doubleSpend.finalize();
    const refused = await post('/tx', doubleSpend.hex);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatch(/already spent|double spend|in the pool|conflict/i);
    expect((await post('/tx', 'nothex')).status).toBe(400);

    const [blockHash] = await faucet.mine(1);
    await indexer.synced();
    expect(await getJson<TxStatusView>(`/tx/${spend.id}/status`)).toMatchObject({ confirmed: true, block_hash: blockHash });
    const proof = await getJson<{ pos: number; merkle: string[] }>(`/tx/${spend.id}/merkle-proof`);
    expect(proof.pos).toBeGreaterThan(0);
  });

  it('follows a reorg: a tx in an invalidated block goes back to the mempool, then confirms in the new branch', async () => {
    const funded = await faucet.fund(tr.address as string, 300_000n);
    await indexer.synced();
    const heightBefore = (await getJson<TxStatusView>(`/tx/${funded.txid}/status`)).block_height;

    await rpc.call('invalidateblock', [funded.blockHash]);
    await indexer.synced();
    expect(await getJson<TxStatusView>(`/tx/${funded.txid}/status`)).toEqual({ confirmed: false });
    expect(await getJson<{ in_best_chain: boolean }>(`/block/${funded.blockHash}/status`)).toEqual({ in_best_chain: false });

    const [newHash] = await faucet.mine(2);
    await indexer.synced();
    expect(await getJson<TxStatusView>(`/tx/${funded.txid}/status`)).toMatchObject({ confirmed: true, block_height: heightBefore, block_hash: newHash });
    expect((await get('/blocks/tip/hash')).body).toBe(await rpc.getBestBlockHash());
  });

  it('serves fee estimates with the regtest fallback', async () => {
    const estimates = await getJson<Record<string, number>>('/fee-estimates');
    expect(Object.keys(estimates)).toEqual(['1', '2', '3', '6', '10', '25', '144', '504', '1008']);
    expect(Object.values(estimates).every((rate) => rate >= 1)).toBe(true);
  });

  it('answers unknown things as Esplora does', async () => {
    const unknown = '00'.repeat(32);
    expect(await get(`/tx/${unknown}/status`)).toEqual({ status: 200, body: '{"confirmed":false}' });
    expect((await get(`/tx/${unknown}`)).status).toBe(404);
    expect((await get(`/tx/${unknown}/raw`)).status).toBe(404);
    expect((await get('/no/such/route')).status).toBe(404);
  });
});
