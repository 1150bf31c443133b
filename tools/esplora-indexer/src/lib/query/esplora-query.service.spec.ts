import { bytesToHex } from '@noble/hashes/utils';
import { scriptHashOf } from '../parse/hash';
import { parseRawTx } from '../parse/raw-tx.parser';
import { REGTEST } from '../script/network';
import { buildTx, scripts } from '../testing/raw-tx.builder';
import { ALICE, FUND_FEE_SAT, SIG, SPEND_FEE_SAT, walletScenario } from '../testing/wallet-scenario.fixture';
import { EsploraQueryService } from './esplora-query.service';
import { merkleRoot } from './merkle-branch';

async function setup() {
  const s = await walletScenario();
  return { ...s, queries: new EsploraQueryService(s.chain, s.mempool, () => REGTEST) };
}

describe('EsploraQueryService', () => {
  it('shows a confirmed tx with Esplora fields, prevouts and status', async () => {
    const { queries, fund, rpc } = await setup();
    const view = queries.tx(fund.txid);
    expect(view).toMatchObject({
      txid: fund.txid,
      version: 2,
      locktime: 0,
      size: fund.sizeBytes,
      weight: fund.weight,
      fee: FUND_FEE_SAT,
      status: { confirmed: true, block_height: 2, block_hash: rpc.blocks[2].hash },
    });
    expect(view?.vin[0]).toMatchObject({ txid: rpc.blocks[0].txids[0], vout: 0, is_coinbase: false, witness: [bytesToHex(SIG[0])], sequence: 0xfffffffd });
    expect(view?.vin[0].prevout).toMatchObject({ value: 50_0000_0000, scriptpubkey_type: 'v0_p2wpkh' });
    expect(view?.vout[0]).toEqual({
      scriptpubkey: bytesToHex(ALICE),
      scriptpubkey_asm: `OP_0 OP_PUSHBYTES_20 ${'a1'.repeat(20)}`,
      scriptpubkey_type: 'v0_p2wpkh',
      scriptpubkey_address: expect.stringMatching(/^bcrt1q/),
      value: 1_0000_0000,
    });
  });

  it('reports a coinbase with a null prevout and no witness field', async () => {
    const { queries, rpc } = await setup();
    const view = queries.tx(rpc.blocks[1].txids[0]);
    expect(view?.vin[0]).toMatchObject({ is_coinbase: true, prevout: null, vout: 0xffffffff });
    expect(view?.vin[0]).not.toHaveProperty('witness');
    expect(view?.fee).toBe(0);
  });

  it('status: confirmed, unconfirmed, and {confirmed:false} for unknown txids', async () => {
    const { queries, fund, spend, rpc } = await setup();
    expect(queries.txStatus(fund.txid)).toEqual({ confirmed: true, block_height: 2, block_hash: rpc.blocks[2].hash, block_time: 1_700_000_000 + 2 * 600 });
    expect(queries.txStatus(spend.txid)).toEqual({ confirmed: false });
    expect(queries.txStatus('00'.repeat(32))).toEqual({ confirmed: false });
    expect(queries.tx('00'.repeat(32))).toBeUndefined();
  });

  it('lists script history mempool first, then confirmed newest first', async () => {
    const { queries, fund, spend, alice, bob } = await setup();
    expect(queries.scriptTxs(alice).map((t) => t.txid)).toEqual([spend.txid, fund.txid]);
    expect(queries.scriptMempoolTxs(alice).map((t) => t.txid)).toEqual([spend.txid]);
    expect(queries.scriptChainTxs(alice).map((t) => t.txid)).toEqual([fund.txid]);
    expect(queries.scriptTxs(bob).map((t) => [t.txid, t.fee, t.status.confirmed])).toEqual([[spend.txid, SPEND_FEE_SAT, false]]);
  });

  it('pages 25 confirmed txs at a time through /txs/chain/:last_seen_txid', async () => {
    const { queries, rpc, sync, fund } = await setup();
    const target = scripts.p2wpkh(0x77);
    // 30 txs paying `target`, chained through the miner change of `fund`, 5 per block.
    let prev = { txid: fund.txid, vout: 1, valueSat: fund.outputs[1].valueSat };
    for (let b = 0; b < 6; b++) {
      const raws: Uint8Array[] = [];
      for (let i = 0; i < 5; i++) {
        const raw = buildTx({ inputs: [{ txid: prev.txid, vout: prev.vout, witness: SIG }], outputs: [{ valueSat: 1000, script: target }, { valueSat: prev.valueSat - 1500, script: scripts.p2wpkh(0xcc) }] });
        prev = { txid: parseRawTx(raw).txid, vout: 1, valueSat: prev.valueSat - 1500 };
        raws.push(raw);
      }
      rpc.mine(raws);
    }
    await sync.tick();
    const sh = scriptHashOf(target);
    const first = queries.scriptTxs(sh);
    expect(first).toHaveLength(25);
    expect(first[0].txid).toBe(prev.txid);
    const heights = first.map((t) => t.status.block_height ?? 0);
    expect([...heights].sort((a, b) => b - a)).toEqual(heights);
    const second = queries.scriptChainTxs(sh, first[24].txid);
    expect(second).toHaveLength(5);
    expect(new Set([...first, ...second].map((t) => t.txid)).size).toBe(30);
    expect(queries.scriptChainTxs(sh, second[4].txid)).toEqual([]);
  });

  it('continues with the newest confirmed txs after a page that ended in the mempool', async () => {
    const { queries, spend, fund, alice } = await setup();
    expect(queries.scriptChainTxs(alice, spend.txid).map((t) => t.txid)).toEqual([fund.txid]);
  });

  it('lists unspent outputs, excluding those spent in the mempool', async () => {
    const { queries, spend, alice, bob } = await setup();
    expect(queries.scriptUtxos(alice)).toEqual([{ txid: spend.txid, vout: 1, status: { confirmed: false }, value: 5000_0000 - SPEND_FEE_SAT }]);
    expect(queries.scriptUtxos(bob).map((u) => [u.txid, u.vout, u.value])).toEqual([[spend.txid, 0, 5000_0000]]);
  });

  it('reports outspends, confirmed or not', async () => {
    const { queries, fund, spend, rpc } = await setup();
    expect(queries.outspend(fund.txid, 0)).toEqual({ spent: true, txid: spend.txid, vin: 0, status: { confirmed: false } });
    expect(queries.outspend(fund.txid, 1)).toEqual({ spent: false });
    expect(queries.outspend(rpc.blocks[0].txids[0], 0)).toMatchObject({ spent: true, txid: fund.txid, status: { confirmed: true, block_height: 2 } });
    expect(queries.outspends(fund.txid)).toHaveLength(2);
    expect(queries.outspends('00'.repeat(32))).toBeUndefined();
  });

  it('counts funded and spent outputs per script', async () => {
    const { queries, alice } = await setup();
    expect(queries.scriptStats(alice)).toEqual({
      chain_stats: { funded_txo_count: 1, funded_txo_sum: 1_0000_0000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 },
      mempool_stats: { funded_txo_count: 1, funded_txo_sum: 5000_0000 - SPEND_FEE_SAT, spent_txo_count: 1, spent_txo_sum: 1_0000_0000, tx_count: 1 },
    });
  });

  it('serves blocks newest first, headers, status, txids and a merkle proof', async () => {
    const { queries, rpc, fund } = await setup();
    const hashes = rpc.blocks.map((b) => b.hash);
    expect(queries.blocks()?.map((b) => b.height)).toEqual([2, 1, 0]);
    expect(queries.blocks(1)?.map((b) => b.id)).toEqual([hashes[1], hashes[0]]);
    expect(queries.blocks(3)).toBeUndefined();
    expect(queries.block(hashes[2])).toMatchObject({ id: hashes[2], height: 2, tx_count: 2, previousblockhash: hashes[1], bits: 0x207fffff });
    expect(queries.block(hashes[0])?.previousblockhash).toBeNull();
    expect(queries.blockHeaderHex(hashes[2])).toBe(rpc.blocks[2].hex.slice(0, 160));
    expect(queries.blockStatus(hashes[1])).toEqual({ in_best_chain: true, height: 1, next_best: hashes[2] });
    expect(queries.blockStatus(hashes[2])).toEqual({ in_best_chain: true, height: 2, next_best: null });
    expect(queries.blockStatus('00'.repeat(32))).toEqual({ in_best_chain: false });
    expect(queries.blockTxids(hashes[2])).toEqual(rpc.blocks[2].txids);
    expect(bytesToHex(queries.blockRaw(hashes[2]) ?? new Uint8Array())).toBe(rpc.blocks[2].hex);
    expect(queries.merkleProof(fund.txid)).toMatchObject({ block_height: 2, pos: 1, merkle: [rpc.blocks[2].txids[0]] });
    expect(merkleRoot(rpc.blocks[2].txids)).toBe(queries.block(hashes[2])?.merkle_root);
  });
});
