import { VersionConflictError } from '@rln/core';
import { InMemoryKvStore } from '@rln/core/testing';
import { StoredChannelKeys } from './stored-channel-keys';
import { Link, pay } from '../../testing/link';
import { basepointsOf, deriveChannelSecrets } from '../keys/channel-keys';
import type { ShadowChannel } from '../tx/shadow-commitment';
import { AssetChannelStore } from './asset-channel-store';
import { serializeState } from '../protocol/asset-channel-record';
import { ClaimStateStore, IllegalClaimTransition } from './claim-state-store';

const PEER = `02${'11'.repeat(32)}`;
const channel: ShadowChannel = {
  fundingTxid: 'ab'.repeat(32),
  fundingVout: 1,
  basepoints: { opener: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(1), 0n)), acceptor: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(2), 0n)) },
  budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 },
};
const HASH = 'cd'.repeat(32);

describe('the asset channel store', () => {
  it('round-trips a record after payments and its shadow channel, under (peer, channel id)', async () => {
    const store = new AssetChannelStore(new InMemoryKvStore());
    const link = await Link.open();
    await pay(link, 'opener', 100n, 'stored');
    const record = link.record('opener');
    await store.create(PEER, record, channel, 7n);
    const loaded = await store.load(PEER, record.channelId);
    expect(loaded?.record).toEqual(record);
    expect(loaded?.channel).toEqual(channel);
    expect(loaded?.keyIndex).toBe(7n);
    expect(await store.load(`03${'11'.repeat(32)}`, record.channelId)).toBeNull(); // another peer's channel with that id: none
    expect(await store.list()).toEqual([{ peerNodeId: PEER, channelId: record.channelId }]);
  });

  it('serves reads from memory after the first, and never hides another writer: its write is refused and the next read is fresh', async () => {
    const kv = new InMemoryKvStore();
    let gets = 0;
    const get = kv.get.bind(kv);
    kv.get = async (...args) => {
      if (args[0] === 'rgb_asset_channels') gets += 1;
      return get(...args);
    };
    const ours = new AssetChannelStore(kv);
    const record = (await Link.open()).record('opener');
    await ours.create(PEER, record, channel, 7n);
    const first = (await ours.load(PEER, record.channelId))!;
    await ours.load(PEER, record.channelId);
    expect(gets).toBe(0); // the create's own write is what it serves (the history's reads aside)
    // Another writer (a second replica, say) moves the record on behind our back.
    const theirs = new AssetChannelStore(kv);
    await theirs.save((await theirs.load(PEER, record.channelId))!, { ...record, status: 'closing' });
    await expect(ours.save(first, { ...record, status: 'failed' })).rejects.toThrow(VersionConflictError);
    const fresh = (await ours.load(PEER, record.channelId))!;
    expect(fresh.record.status).toBe('closing');
    expect(fresh.version).toBe(2n);
    // A channel the other instance creates shows in a store that has not listed yet, and in its own list once written.
    const other = { ...record, channelId: 'ef'.repeat(32) };
    await theirs.create(PEER, other, channel, 8n);
    expect((await new AssetChannelStore(kv).list()).map((c) => c.channelId)).toEqual([record.channelId, other.channelId]);
  });

  it('a stale writer refused at the record adds its state to the history but never replaces the signed one (review session-1 X3-OVW)', async () => {
    const kv = new InMemoryKvStore();
    const link = await Link.open();
    const [a, b] = [new AssetChannelStore(kv), new AssetChannelStore(kv)];
    const base = link.record('opener');
    await a.create(PEER, base, channel, 7n);
    const stale = (await b.load(PEER, base.channelId))!;
    const signedNext = { ...base.committed, number: 1n, openerAssets: base.committed.openerAssets - 1n, acceptorAssets: base.committed.acceptorAssets + 1n };
    await a.save((await a.load(PEER, base.channelId))!, { ...base, committed: signedNext, holder: { ...base.holder, state: signedNext } });
    const unsigned = { ...signedNext, openerAssets: base.committed.openerAssets - 7n, acceptorAssets: base.committed.acceptorAssets + 7n };
    await expect(b.save(stale, { ...base, committed: unsigned, holder: { ...base.holder, state: unsigned } })).rejects.toThrow(VersionConflictError);
    expect(await a.signedStates(PEER, base.channelId, 1n)).toEqual([signedNext, unsigned]);
    // A channel stored without its history (before it existed) gets it on its first load.
    const old = new InMemoryKvStore();
    await old.put('rgb_asset_channels', `${PEER}:${base.channelId}`, (await kv.get('rgb_asset_channels', `${PEER}:${base.channelId}`))!.value, 0n);
    const upgraded = new AssetChannelStore(old);
    expect(await upgraded.signedStates(PEER, base.channelId, 1n)).toEqual([]);
    await upgraded.load(PEER, base.channelId);
    expect(await upgraded.signedStates(PEER, base.channelId, 1n)).toEqual([signedNext]);
    // An entry of the first format (one state, not a list) reads as one candidate and takes more (review session-2 G4).
    const first = new InMemoryKvStore();
    await first.put('rgb_asset_channels', `${PEER}:${base.channelId}`, (await kv.get('rgb_asset_channels', `${PEER}:${base.channelId}`))!.value, 0n);
    await first.put('rgb_asset_channel_states', `${PEER}:${base.channelId}:1`, new TextEncoder().encode(serializeState(unsigned)), 0n);
    const reader = new AssetChannelStore(first);
    await reader.load(PEER, base.channelId);
    expect(await reader.signedStates(PEER, base.channelId, 1n)).toEqual([unsigned, signedNext]);
  });

  it('refuses a second channel with the same id from the peer, and a write over a version it did not read', async () => {
    const store = new AssetChannelStore(new InMemoryKvStore());
    const record = (await Link.open()).record('opener');
    await store.create(PEER, record, channel, 7n);
    await expect(store.create(PEER, record, channel, 7n)).rejects.toThrow(VersionConflictError);
    const a = (await store.load(PEER, record.channelId))!;
    const b = (await store.load(PEER, record.channelId))!;
    await store.save(a, { ...a.record, status: 'failed' });
    await expect(store.save(b, b.record)).rejects.toThrow(VersionConflictError); // the stale writer loses
    expect((await store.load(PEER, record.channelId))?.record.status).toBe('failed');
  });
});

describe('the claim state store (review F1)', () => {
  it('an unknown hash is pending; claiming keeps the preimage; fulfilled and failed absorb', async () => {
    const store = new ClaimStateStore(new InMemoryKvStore());
    const pending = await store.get(HASH);
    expect(pending).toEqual({ state: 'pending', version: 0n });
    const claiming = await store.advance(HASH, pending, 'claiming', '99'.repeat(32));
    expect(await store.get(HASH)).toMatchObject({ state: 'claiming', preimage: '99'.repeat(32) });
    await expect(store.advance(HASH, claiming, 'failing')).rejects.toThrow(IllegalClaimTransition);
    const fulfilled = await store.advance(HASH, claiming, 'fulfilled');
    expect(fulfilled.preimage).toBe('99'.repeat(32));
    for (const to of ['pending', 'claiming', 'failing', 'failed'] as const) await expect(store.advance(HASH, fulfilled, to)).rejects.toThrow(IllegalClaimTransition);
  });

  it('two handlers deciding at once: only the first decision is written', async () => {
    const store = new ClaimStateStore(new InMemoryKvStore());
    const read = await store.get(HASH);
    await store.advance(HASH, read, 'failing');
    await expect(store.advance(HASH, read, 'claiming', '99'.repeat(32))).rejects.toThrow(VersionConflictError);
    expect((await store.get(HASH)).state).toBe('failing');
  });

  it('claiming without a preimage is refused', async () => {
    const store = new ClaimStateStore(new InMemoryKvStore());
    await expect(store.advance(HASH, await store.get(HASH), 'claiming')).rejects.toThrow('preimage');
  });
});

describe('StoredChannelKeys', () => {
  it('hands out each key index once, also to concurrent openings, and survives a new instance on the same store', async () => {
    const kv = new InMemoryKvStore();
    const root = new Uint8Array(32).fill(9);
    const keys = new StoredChannelKeys(kv, root);
    const taken = await Promise.all(Array.from({ length: 8 }, () => keys.next()));
    const indexes = taken.map((t) => t.keyIndex).sort((a, b) => Number(a - b));
    expect(indexes).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n, 8n]);
    expect(new Set(taken.map((t) => Buffer.from(t.secrets.commitmentSeed).toString('hex'))).size).toBe(8);
    const restarted = await new StoredChannelKeys(kv, root).next();
    expect(restarted.keyIndex).toBe(9n);
    expect(restarted.secrets).toEqual(deriveChannelSecrets(root, 9n));
  });
});

