import { VersionConflictError, type KvStore } from '@rln/core';
import { InMemoryKvStore } from '@rln/core/testing';
import { HashColouring } from '../../testing/hash-colouring';
import { preimageOf } from '../../testing/link';
import { openedPair, TEST_POLICY } from '../../testing/signed-pair';
import { channelBlindingSecret } from '../keys/state-blinding';
import { deriveChannelSecrets } from '../keys/channel-keys';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { ReceivedSecrets } from '../keys/received-secrets';
import type { Side } from '../protocol/asset-state';
import { AssetChannelStore, SIGNED_STATES_NAMESPACE } from '../store/asset-channel-store';
import { ShadowCommitmentSigning } from '../tx/shadow-commitment-signing';
import { AssetChannelLinks, type AssetChannelLinksDeps } from './asset-channel-links';
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

describe('AssetChannelLinks, two nodes over an in-memory connection', () => {
  const NODE = { opener: `02${'0a'.repeat(32)}`, acceptor: `03${'0b'.repeat(32)}` } as const;
  const ROOT = { opener: new Uint8Array(32).fill(1), acceptor: new Uint8Array(32).fill(2) } as const;
  const KEY_INDEX = { opener: 1n, acceptor: 2n } as const;
  const other = (side: Side): Side => (side === 'opener' ? 'acceptor' : 'opener');

  async function twoNodes(beforePeerChanges?: Partial<Record<Side, AssetChannelLinksDeps['beforePeerChanges']>>) {
    const pair = await openedPair(1_000n, TEST_POLICY, 'shadow');
    const queue: Array<() => Promise<void>> = [];
    const kvs = { opener: new InMemoryKvStore(), acceptor: new InMemoryKvStore() };
    const stores = { opener: new AssetChannelStore(kvs.opener), acceptor: new AssetChannelStore(kvs.acceptor) };
    const wallet = { colouring: () => new HashColouring() } as unknown as AssetChannelWallet;
    const links = {} as Record<Side, AssetChannelLinks>;
    for (const side of ['opener', 'acceptor'] as const) {
      // Each node's store names the other node as the channel's peer.
      await stores[side].create(NODE[other(side)], pair[side].record, pair.channel, KEY_INDEX[side]);
      links[side] = new AssetChannelLinks({
        wallet,
        peers: { send: (_peer, type, payload) => queue.push(() => links[other(side)].receive(NODE[side], type, payload)) },
        store: stores[side],
        root: ROOT[side],
        tipHeight: () => 1_000,
        beforePeerChanges: beforePeerChanges?.[side],
      });
    }
    const settle = async () => {
      for (let i = 0; i < 1_000 && queue.length > 0; i++) await (queue.shift() as () => Promise<void>)();
    };
    return { pair, kvs, stores, links, settle, channelId: pair.opener.record.channelId };
  }

  it("hands the peer's proposal, forwards included, to beforePeerChanges before acting on it; a throw there leaves the record and the wire as they were", async () => {
    const seen: Array<{ number: bigint; changes: readonly unknown[] }> = [];
    let refuse = true;
    const { kvs, stores, links, settle, channelId } = await twoNodes({
      acceptor: async (_peer, record, changes) => {
        seen.push({ number: record.committed.number, changes });
        if (refuse) throw new Error('storage down');
      },
    });
    const { hash } = preimageOf('forwarded');
    const forward = { nextNodeId: `02${'cc'.repeat(32)}`, assetAmount: 10n, cltvExpiry: 1_052 };
    await links.opener.propose(NODE.acceptor, channelId, (r) => [{ kind: 'add', htlc: { id: r.committed.nextHtlcId.opener, offeredBy: 'opener', paymentHash: hash, assetAmount: 10n, cltvExpiry: 1_100 }, forward }]);
    const before = await kvs.acceptor.get('rgb_asset_channels', `${NODE.opener}:${channelId}`);
    await expect(settle()).rejects.toThrow('storage down');
    expect(seen).toHaveLength(1);
    expect(seen[0].changes).toEqual([expect.objectContaining({ kind: 'add', forward })]);
    expect((await kvs.acceptor.get('rgb_asset_channels', `${NODE.opener}:${channelId}`))?.version).toBe(before?.version);
    // The opener resends on reconnect; with the hook working the round commits.
    refuse = false;
    await links.acceptor.reconnected(NODE.opener);
    await links.opener.reconnected(NODE.acceptor);
    await settle();
    expect((await stores.acceptor.load(NODE.opener, channelId))?.record.committed.htlcs.map((h) => h.paymentHash)).toEqual([hash]);
  });

  it('every state either side signed is in the signed-state history, and rebuilds each revoked commitment of the peer to the txids the peer signed (review X3)', async () => {
    const { pair, kvs, stores, links, settle, channelId } = await twoNodes();
    const payments = [preimageOf('x3 a'), preimageOf('x3 b')];
    // Two adds, one fulfilled and one failed: states 1..4, HTLC outputs in 1..3.
    await links.opener.propose(NODE.acceptor, channelId, (r) => payments.map((p, i) => ({ kind: 'add', htlc: { id: r.committed.nextHtlcId.opener + BigInt(i), offeredBy: 'opener', paymentHash: p.hash, assetAmount: 10n, cltvExpiry: 1_100 } })));
    await settle();
    await links.acceptor.propose(NODE.opener, channelId, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: payments[0].preimage }]);
    await settle();
    await links.acceptor.propose(NODE.opener, channelId, [{ kind: 'fail', offeredBy: 'opener', id: 1n }]);
    await settle();

    for (const side of ['opener', 'acceptor'] as const) {
      const mine = await stores[side].load(NODE[other(side)], channelId);
      expect(mine?.record.committed.number).toBe(3n);
      expect(mine?.record.committed.htlcs).toEqual([]);
      expect((await kvs[side].list(SIGNED_STATES_NAMESPACE)).length).toBe(4);
      // What the peer signed, rebuilt on its side with its own point: the truth to compare with.
      const peer = other(side);
      const peerSecrets = deriveChannelSecrets(ROOT[peer], KEY_INDEX[peer]);
      const peerSigning = new ShadowCommitmentSigning(pair.channel, peer, peerSecrets, channelBlindingSecret(peerSecrets.fundingSecret, pair.channel.basepoints[side].fundingPubkey), new HashColouring());
      const ourSecrets = deriveChannelSecrets(ROOT[side], KEY_INDEX[side]);
      const ourSigning = new ShadowCommitmentSigning(pair.channel, side, ourSecrets, channelBlindingSecret(ourSecrets.fundingSecret, pair.channel.basepoints[peer].fundingPubkey), new HashColouring());
      const revealed = ReceivedSecrets.fromStored(mine?.record.peerSecrets ?? []);
      let withHtlcs = 0;
      for (let n = 0n; n < 3n; n++) {
        const candidates = await stores[side].signedStates(NODE[peer], channelId, n);
        expect(candidates).toHaveLength(1);
        const [state] = candidates;
        const secret = revealed.secretAt(secretIndexOf(n));
        if (!state || !secret) throw new Error(`state ${n} or its secret is missing`);
        const truth = await peerSigning.commitmentTxids(peer, state, perCommitmentPoint(perCommitmentSecret(peerSecrets.commitmentSeed, secretIndexOf(n))));
        expect(await ourSigning.commitmentTxids(peer, state, perCommitmentPoint(secret))).toEqual(truth);
        withHtlcs += truth.htlcs.length > 0 ? 1 : 0;
      }
      expect(withHtlcs).toBe(2);
    }
  });

  it('a state reaches the history before the record that signs it: a kill between the two writes leaves no record naming a missing state', async () => {
    const { kvs, stores, links, settle, channelId } = await twoNodes();
    const p = preimageOf('x3 order');
    // The acceptor's store dies on its next channel write: the history entry is written, the record is not.
    const put = kvs.acceptor.put.bind(kvs.acceptor);
    let dead = false;
    kvs.acceptor.put = async (namespace, key, value, expected) => {
      if (dead) throw new Error('killed');
      if (namespace !== SIGNED_STATES_NAMESPACE && key.includes(channelId)) dead = true;
      if (dead) throw new Error('killed');
      return put(namespace, key, value, expected);
    };
    await links.opener.propose(NODE.acceptor, channelId, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: p.hash, assetAmount: 10n, cltvExpiry: 1_100 } }]);
    await expect(settle()).rejects.toThrow('killed');
    const record = (await stores.acceptor.load(NODE.opener, channelId))?.record;
    expect(record?.round).toBeNull();
    expect(await stores.acceptor.signedStates(NODE.opener, channelId, 1n)).toMatchObject([{ number: 1n, htlcs: [{ paymentHash: p.hash }] }]);
  });
});
