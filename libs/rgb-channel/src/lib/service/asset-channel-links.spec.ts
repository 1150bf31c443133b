import { VersionConflictError, type KvStore } from '@rln/core';
import { InMemoryKvStore } from '@rln/core/testing';
import { HashColouring } from '../../testing/hash-colouring';
import { openedPair, TEST_POLICY } from '../../testing/signed-pair';
import { AssetChannelStore } from '../store/asset-channel-store';
import { AssetChannelLinks } from './asset-channel-links';
import type { AssetChannelWallet } from './asset-channel-wallet.port';

const PEER = `02${'11'.repeat(32)}`;

/** A KvStore whose next write loses to "another writer", as a second replica's would. */
class ContendedKv extends InMemoryKvStore {
  loseNextWrite = false;
  override async put(...args: Parameters<KvStore['put']>): ReturnType<KvStore['put']> {
    if (this.loseNextWrite) {
      this.loseNextWrite = false;
      throw new VersionConflictError('another writer');
    }
    return super.put(...args);
  }
}

describe('AssetChannelLinks (the node host of the update protocol)', () => {
  async function setUp() {
    const pair = await openedPair(1_000n, TEST_POLICY, 'shadow');
    const kv = new ContendedKv();
    const store = new AssetChannelStore(kv);
    await store.create(PEER, pair.opener.record, pair.channel, 1n);
    const sent: number[] = [];
    const wallet = { colouring: () => new HashColouring() } as unknown as AssetChannelWallet;
    const links = new AssetChannelLinks({ wallet, peers: { send: (_peer, type) => sent.push(type) }, store, root: new Uint8Array(32).fill(1), tipHeight: () => 1_000 });
    return { kv, store, links, sent, channelId: pair.opener.record.channelId };
  }
  const payment = { kind: 'add' as const, htlc: { id: 0n, offeredBy: 'opener' as const, paymentHash: 'aa'.repeat(32), assetAmount: 10n, cltvExpiry: 1_100 } };

  it('propose reports a lost write (review N9): nothing is sent, the record is unchanged, and the caller knows', async () => {
    const { kv, store, links, sent, channelId } = await setUp();
    const before = await store.load(PEER, channelId);
    kv.loseNextWrite = true;
    await expect(links.propose(PEER, channelId, [payment])).rejects.toBeInstanceOf(VersionConflictError);
    expect(sent).toEqual([]);
    expect(await store.load(PEER, channelId)).toEqual(before);
    // The same proposal goes through once the write is ours.
    await links.propose(PEER, channelId, [payment]);
    expect(sent).toHaveLength(1);
    expect((await store.load(PEER, channelId))?.record.round?.stage).toBe('proposed');
  });

  it('a tip height that is unknown refuses the proposal before anything is written (review N11)', async () => {
    const { store, sent, channelId } = await setUp();
    const wallet = { colouring: () => new HashColouring() } as unknown as AssetChannelWallet;
    const blind = new AssetChannelLinks({ wallet, peers: { send: (_peer, type) => sent.push(type) }, store, root: new Uint8Array(32).fill(1), tipHeight: () => { throw new Error('the chain tip is not known yet'); } });
    const before = await store.load(PEER, channelId);
    await expect(blind.propose(PEER, channelId, [payment])).rejects.toThrow('chain tip');
    expect(sent).toEqual([]);
    expect(await store.load(PEER, channelId)).toEqual(before);
  });
});
