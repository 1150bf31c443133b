import { randomBytes } from 'node:crypto';
import type { KeysManager, SpendableOutputDescriptor } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { txidOf } from '../ldk/ldk-broadcaster';
import { EngineStore } from '../persistence/engine-store';
import { KV } from '../persistence/kv-namespaces';
import { InMemoryKvStore } from '@rln/core/testing';
import { RecordingSink } from '../../testing/recording-sink';
import { silentLogger } from '../ports/engine-logger.port';
import { FeeEstimates } from './fee-estimates';
import { FINAL_TOMBSTONE_BLOCKS, OutputSweeper } from './output-sweeper';

/** A chain source that knows the transactions broadcast to it until told to drop one. */
class MempoolFake {
  readonly known = new Set<string>();
  broadcasts = 0;

  async broadcastTransaction(raw: Uint8Array): Promise<string> {
    const txid = txidOf(raw);
    this.broadcasts++;
    this.known.add(txid);
    return txid;
  }

  async getRawTransaction(txid: string): Promise<Uint8Array | null> {
    return this.known.has(txid) ? Uint8Array.of(0) : null;
  }
}

function block(...txs: Uint8Array[]): Uint8Array {
  return Buffer.concat([randomBytes(80), Buffer.from([txs.length]), ...txs]);
}

// The sweeper with LDK's real KeysManager and descriptors but a fake chain: one descriptor's
// life from broadcast to final, with a dropped sweep, a replacement, a reorg and a restart, and
// the same descriptor added again after it was final (a replayed event).
describe('OutputSweeper', () => {
  let ldk: Ldk;
  let keys: KeysManager;
  let descriptor: SpendableOutputDescriptor;

  beforeAll(async () => {
    ldk = await loadLdk();
    keys = ldk.KeysManager.constructor_new(randomBytes(32), 1_700_000_000n, 0);
    const script = keys.as_SignerProvider().get_destination_script(new Uint8Array(32));
    if (!(script instanceof ldk.Result_CVec_u8ZNoneZ_OK)) throw new Error('no destination script');
    descriptor = ldk.SpendableOutputDescriptor.constructor_static_output(
      ldk.OutPoint.constructor_new(randomBytes(32), 1),
      ldk.TxOut.constructor_new(100_000n, script.res),
      new Uint8Array(32),
    );
  });

  it('keeps a descriptor until a spend is 6 deep, re-sweeps a dropped sweep, survives reorgs and restarts', async () => {
    const kv = new InMemoryKvStore();
    const store = new EngineStore(kv);
    const chain = new MempoolFake();
    const sink = new RecordingSink();
    let sweepScript = Uint8Array.from([0x00, 0x14, ...randomBytes(20)]);
    const firstScript = sweepScript;
    const wallet = { sweepScript: async () => sweepScript };
    const fees = new FeeEstimates({ estimateFeeSatPerVb: async () => null });
    const make = () => new OutputSweeper(ldk, keys, store, wallet, fees, chain, sink, silentLogger);
    const sweeper = make();
    await sweeper.load(90);
    const channelId = 'cc'.repeat(32);
    await sweeper.add([descriptor], channelId);
    expect(await kv.list(KV.sweeps)).toHaveLength(1);

    await sweeper.sweep();
    expect(chain.broadcasts).toBe(1);
    expect(sink.events).toEqual([{ type: 'SpendableOutputsSwept', channelId, txid: expect.any(String) }]);
    const first = (sink.events[0] as { txid: string }).txid;

    await sweeper.sweep(); // still in the mempool: nothing to do
    expect(chain.broadcasts).toBe(1);

    chain.known.delete(first); // dropped: the same sweep goes out again, no new event
    await sweeper.sweep();
    expect(chain.broadcasts).toBe(2);
    expect(sink.events).toHaveLength(1);

    chain.known.delete(first); // dropped again, and the wallet now gives another script: a new sweep
    sweepScript = Uint8Array.from([0x00, 0x14, ...randomBytes(20)]);
    await sweeper.sweep();
    expect(sink.events).toHaveLength(2);
    const second = (sink.events[1] as { txid: string }).txid;
    expect(second).not.toBe(first);

    // Confirmed at 100 (by the first version, which a miner still had): kept until 6 deep.
    const rawFirst = await rebuildable(first);
    const confirming = block(rawFirst);
    sweeper.blockConnected(confirming, 100);
    await sweeper.sweep();
    expect(await kv.list(KV.sweeps)).toHaveLength(1);

    // A reorg undoes the confirmation; the block comes back later.
    sweeper.blockDisconnected(confirming.subarray(0, 80), 100);
    sweeper.blockConnected(block(), 100);
    sweeper.blockConnected(block(), 105);
    await sweeper.sweep();
    expect(await kv.list(KV.sweeps)).toHaveLength(1);
    sweeper.blockConnected(block(rawFirst), 106);
    await store.flush();

    // A restart reads the confirmation back; 6 deep, the descriptor is forgotten.
    const restarted = make();
    await restarted.load(106);
    expect(restarted.pending()).toBe(1);
    restarted.blockConnected(block(), 110);
    await restarted.sweep();
    expect(restarted.pending()).toBe(1);
    restarted.blockConnected(block(), 111);
    await restarted.sweep();
    expect(restarted.pending()).toBe(0);
    expect(await kv.list(KV.sweeps)).toEqual([]);
    expect(await kv.list(KV.sweepStates)).toEqual([]);

    // A replayed SpendableOutputs event adds the same descriptor again: its outputs are spent,
    // so it is ignored (also after a restart), until its tombstone is pruned.
    await restarted.add([descriptor], channelId);
    expect(restarted.pending()).toBe(0);
    await store.flush();
    const again = make();
    await again.load(111);
    await again.add([descriptor], channelId);
    expect(again.pending()).toBe(0);
    expect(await kv.list(KV.sweeps)).toEqual([]);
    expect(await kv.list(KV.sweepsFinal)).toHaveLength(1);
    again.blockConnected(block(), 111 + FINAL_TOMBSTONE_BLOCKS + 1);
    await again.sweep();
    expect(await kv.list(KV.sweepsFinal)).toEqual([]);
    await again.add([descriptor], channelId);
    expect(again.pending()).toBe(1);

    /** The raw transaction with this txid among those the sweeper broadcast (rebuilt by LDK deterministically). */
    async function rebuildable(txid: string): Promise<Uint8Array> {
      const built = keys
        .as_OutputSpender()
        .spend_spendable_outputs([descriptor], [], firstScript, fees.satPerKw('OutputSpendingFee'), ldk.Option_u32Z.constructor_none());
      if (!(built instanceof ldk.Result_TransactionNoneZ_OK)) throw new Error('cannot rebuild');
      expect(txidOf(built.res)).toBe(txid);
      return built.res;
    }
  });
});
