import { scriptHashOf } from '../parse/hash';
import { parseRawBlock } from '../parse/raw-block.parser';
import { COINBASE_SAT, FakeIndexerRpc, MINER_SCRIPT } from '../testing/fake-indexer-rpc';
import { buildTx, scripts } from '../testing/raw-tx.builder';
import { ChainIndex } from './chain-index';

const ALICE = scripts.p2wpkh(0xa1);

function fixture() {
  const rpc = new FakeIndexerRpc();
  const coinbaseTxid = rpc.blocks[0].txids[0];
  // Block 1 funds Alice and, in the same block, spends that output back to the miner.
  const fund = buildTx({ inputs: [{ txid: coinbaseTxid, vout: 0 }], outputs: [{ valueSat: COINBASE_SAT - 500, script: ALICE }] });
  rpc.mine([fund]);
  const fundTxid = rpc.blocks[1].txids[1];
  const back = buildTx({ inputs: [{ txid: fundTxid, vout: 0 }], outputs: [{ valueSat: COINBASE_SAT - 800, script: MINER_SCRIPT }] });
  rpc.blocks.pop();
  rpc.mine([fund, back]);
  const blocks = rpc.blocks.map((b) => parseRawBlock(b.hex));
  return { blocks, coinbaseTxid, fundTxid, backTxid: rpc.blocks[1].txids[2] };
}

describe('ChainIndex', () => {
  it('indexes txs, fees from prevouts (also within one block), spends and history', () => {
    const { blocks, coinbaseTxid, fundTxid, backTxid } = fixture();
    const chain = new ChainIndex();
    blocks.forEach((b) => chain.connect(b));

    expect(chain.tipHeight).toBe(1);
    expect(chain.tx(coinbaseTxid)?.feeSat).toBe(0);
    expect(chain.tx(fundTxid)).toMatchObject({ feeSat: 500, position: 1 });
    expect(chain.tx(backTxid)).toMatchObject({ feeSat: 300, position: 2 });
    expect(chain.tx(backTxid)?.prevouts[0]?.scriptPubKey).toEqual(ALICE);
    expect(chain.spenderOf(coinbaseTxid, 0)).toEqual({ txid: fundTxid, vin: 0 });
    expect(chain.spenderOf(fundTxid, 0)).toEqual({ txid: backTxid, vin: 0 });
    expect(chain.history(scriptHashOf(ALICE)).map((e) => e.txid)).toEqual([fundTxid, backTxid]);
    // The miner's script: both coinbases, the spend of genesis, and the payment back.
    expect(chain.history(scriptHashOf(MINER_SCRIPT)).map((e) => [e.height, e.position])).toEqual([[0, 0], [1, 0], [1, 1], [1, 2]]);
  });

  it('disconnects the tip back to the exact previous state', () => {
    const { blocks, coinbaseTxid, fundTxid } = fixture();
    const chain = new ChainIndex();
    chain.connect(blocks[0]);
    const minerHistory = [...chain.history(scriptHashOf(MINER_SCRIPT))];
    chain.connect(blocks[1]);

    expect(chain.disconnectTip().header.hash).toBe(blocks[1].header.hash);
    expect(chain.tipHeight).toBe(0);
    expect(chain.tx(fundTxid)).toBeUndefined();
    expect(chain.spenderOf(coinbaseTxid, 0)).toBeUndefined();
    expect(chain.history(scriptHashOf(ALICE))).toEqual([]);
    expect(chain.history(scriptHashOf(MINER_SCRIPT))).toEqual(minerHistory);
    expect(chain.blockByHash(blocks[1].header.hash)).toBeUndefined();
  });

  it('refuses a block that does not extend the tip', () => {
    const { blocks } = fixture();
    const chain = new ChainIndex();
    chain.connect(blocks[0]);
    chain.connect(blocks[1]);
    expect(() => chain.connect(blocks[1])).toThrow(/does not extend/);
    expect(() => new ChainIndex().disconnectTip()).toThrow();
  });

  it('computes the median time of the last 11 blocks', () => {
    const rpc = new FakeIndexerRpc();
    for (let i = 0; i < 14; i++) rpc.mine([]);
    const chain = new ChainIndex();
    rpc.blocks.forEach((b) => chain.connect(parseRawBlock(b.hex)));
    const times = rpc.blocks.map((b) => parseRawBlock(b.hex).header.timestamp);
    expect(chain.blockAt(0)?.medianTime).toBe(times[0]);
    expect(chain.blockAt(14)?.medianTime).toBe(times[9]);
  });
});
