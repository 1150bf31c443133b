import { ChainIndex } from '../index/chain-index';
import { MempoolIndex } from '../index/mempool-index';
import { scriptHashOf } from '../parse/hash';
import { parseRawTx } from '../parse/raw-tx.parser';
import { IndexSync } from '../sync/index-sync';
import { COINBASE_SAT, FakeIndexerRpc, MINER_SCRIPT } from './fake-indexer-rpc';
import { buildTx, scripts } from './raw-tx.builder';

export const ALICE = scripts.p2wpkh(0xa1);
export const BOB = scripts.p2tr(0xb0);
export const SIG = [new Uint8Array(64).fill(0x5e)];
export const FUND_FEE_SAT = 10_000;
export const SPEND_FEE_SAT = 2_000;

/**
 * Height 0 and 1: coinbases to the miner. Height 2: `fund` pays Alice 1 BTC from the
 * genesis coinbase. Mempool: `spend` pays Bob 0.5 BTC from Alice's output, change to Alice.
 */
export async function walletScenario() {
  const rpc = new FakeIndexerRpc();
  rpc.mine([]);
  const fundRaw = buildTx({
    inputs: [{ txid: rpc.blocks[0].txids[0], vout: 0, witness: SIG }],
    outputs: [
      { valueSat: 1_0000_0000, script: ALICE },
      { valueSat: COINBASE_SAT - 1_0000_0000 - FUND_FEE_SAT, script: MINER_SCRIPT },
    ],
  });
  const fund = parseRawTx(fundRaw);
  rpc.mine([fundRaw]);
  const spendRaw = buildTx({
    inputs: [{ txid: fund.txid, vout: 0, witness: SIG }],
    outputs: [
      { valueSat: 5000_0000, script: BOB },
      { valueSat: 5000_0000 - SPEND_FEE_SAT, script: ALICE },
    ],
  });
  const spend = parseRawTx(spendRaw);
  rpc.addToMempool(spendRaw);

  const chain = new ChainIndex();
  const mempool = new MempoolIndex();
  const sync = new IndexSync(rpc, chain, mempool);
  await sync.tick();
  return { rpc, chain, mempool, sync, fund, spend, spendRaw, alice: scriptHashOf(ALICE), bob: scriptHashOf(BOB), miner: scriptHashOf(MINER_SCRIPT) };
}
