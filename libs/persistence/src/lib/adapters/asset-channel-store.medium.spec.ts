import { VersionConflictError } from '@rln/core';
import { AssetChannelStore, basepointsOf, ClaimStateStore, deriveChannelSecrets, initialState, openedChannelRecord, type ShadowChannel } from '@rln/rgb-channel';
import { Database } from '../database';
import { TypeormKvStore } from './typeorm-kv-store';

const PEER = `03${'44'.repeat(32)}`;
const channel: ShadowChannel = {
  fundingTxid: 'ef'.repeat(32),
  fundingVout: 0,
  basepoints: { opener: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(5), 1n)), acceptor: basepointsOf(deriveChannelSecrets(new Uint8Array(32).fill(6), 1n)) },
  budget: { fundingSats: 40_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 253n, toSelfDelay: 144 },
};
const record = openedChannelRecord({
  channelId: '9a'.repeat(32),
  local: 'acceptor',
  contractId: 'rgb:stored',
  policy: { assetReserve: 10n, maxHtlcs: 4, minExpiryDelta: 48, maxExpiryDelta: 2016 },
  initial: initialState(2n ** 64n - 1n),
  holderSignatures: { commitment: '01'.repeat(64), htlcs: [], bundleId: '02'.repeat(32) },
  peerPoints: { committed: `02${'03'.repeat(32)}`, next: `02${'04'.repeat(32)}` },
  closingScripts: { opener: `0014${'05'.repeat(20)}`, acceptor: `0014${'06'.repeat(20)}` },
});

// The asset channel records and claim states on the node's real KvStore (PGlite here; the
// PostgreSQL adapter is the same code), restored by a new Database on the same data.
describe('asset channel and claim-state stores on the database', () => {
  let db: Database;

  beforeAll(async () => {
    db = await Database.open({ kind: 'pglite', dataDir: 'memory' });
  });

  afterAll(async () => {
    await db?.close();
  });

  it('keeps a record (u64 amounts included) and refuses a stale writer', async () => {
    const store = new AssetChannelStore(new TypeormKvStore(db));
    await store.create(PEER, record, channel, 7n);
    const a = (await store.load(PEER, record.channelId))!;
    expect(a.record).toEqual(record);
    expect(a.channel).toEqual(channel);
    expect(a.keyIndex).toBe(7n);
    const b = (await store.load(PEER, record.channelId))!;
    await store.save(a, { ...a.record, status: 'closing' });
    await expect(store.save(b, b.record)).rejects.toThrow(VersionConflictError);
  });

  it('keeps a claim decision and refuses a concurrent one', async () => {
    const claims = new ClaimStateStore(new TypeormKvStore(db));
    const hash = '7e'.repeat(32);
    const read = await claims.get(hash);
    await claims.advance(hash, read, 'claiming', '8f'.repeat(32));
    await expect(claims.advance(hash, read, 'failing')).rejects.toThrow(VersionConflictError);
    expect(await claims.get(hash)).toMatchObject({ state: 'claiming', preimage: '8f'.repeat(32) });
  });
});
