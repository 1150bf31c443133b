import { scriptHashOf } from '../parse/hash';
import { parseRawBlock } from '../parse/raw-block.parser';
import { parseRawTx } from '../parse/raw-tx.parser';
import { COINBASE_SAT, FakeIndexerRpc } from '../testing/fake-indexer-rpc';
import { buildTx, scripts } from '../testing/raw-tx.builder';
import { ChainIndex } from './chain-index';
import { MempoolIndex } from './mempool-index';

describe('MempoolIndex', () => {
  const rpc = new FakeIndexerRpc();
  const chain = new ChainIndex();
  chain.connect(parseRawBlock(rpc.blocks[0].hex));
  const parent = parseRawTx(buildTx({ inputs: [{ txid: rpc.blocks[0].txids[0], vout: 0 }], outputs: [{ valueSat: COINBASE_SAT - 1000, script: scripts.p2wpkh(1) }] }));
  const child = parseRawTx(buildTx({ inputs: [{ txid: parent.txid, vout: 0 }], outputs: [{ valueSat: COINBASE_SAT - 3000, script: scripts.p2tr(2) }] }));

  it('resolves prevouts from the chain and from other mempool txs, in any order', () => {
    const mempool = new MempoolIndex();
    mempool.replace([child, parent], chain);

    expect(mempool.tx(parent.txid)?.feeSat).toBe(1000);
    expect(mempool.tx(child.txid)?.feeSat).toBe(2000);
    expect(mempool.spenderOf(parent.txid, 0)).toEqual({ txid: child.txid, vin: 0 });
    expect(mempool.history(scriptHashOf(scripts.p2wpkh(1)))).toEqual([child.txid, parent.txid]);
    expect(mempool.txids()).toEqual([child.txid, parent.txid]);
  });

  it('leaves the fee null when a prevout is unknown, and drops txs the chain has', () => {
    const mempool = new MempoolIndex();
    mempool.replace([child], chain);
    expect(mempool.tx(child.txid)?.feeSat).toBeNull();

    const withParent = new ChainIndex();
    withParent.connect(parseRawBlock(rpc.blocks[0].hex));
    rpc.mine([parent.raw]);
    withParent.connect(parseRawBlock(rpc.blocks[1].hex));
    mempool.replace([parent, child], withParent);
    expect(mempool.txids()).toEqual([child.txid]);
    expect(mempool.tx(child.txid)?.feeSat).toBe(2000);
  });
});
