import { utf8, VersionConflictError, type KvStore } from '@rln/core';
import type { ChannelBasepoints } from '../keys/channel-keys';
import { deserializeRecord, deserializeState, serializeRecord, serializeState, type AssetChannelRecord } from '../protocol/asset-channel-record';
import type { AssetState, Side } from '../protocol/asset-state';
import type { ShadowChannel } from '../tx/shadow-commitment';

/** KvStore namespace of the asset channels: key `<peer node id>:<channel id>`. */
export const ASSET_CHANNELS_NAMESPACE = 'rgb_asset_channels';
/**
 * KvStore namespace of every state either side signed, key `<peer node id>:<channel id>:<number>`,
 * value the list of candidate states with that number: with the per-commitment secret the peer
 * revealed, a revoked commitment of the peer is rebuilt byte for byte from the candidate whose
 * txid the chain shows (review X3; the monitor's justice needs its HTLC outputs). Candidates are
 * only ever added: a history write comes before the record's version check, so a writer that
 * then loses (or a kill) can add a state nobody signed, but can never replace the signed one
 * (review session-1 X3-OVW).
 */
export const SIGNED_STATES_NAMESPACE = 'rgb_asset_channel_states';

/** A channel as stored: its record, the shadow output its signer needs, and the store's version. */
export interface StoredAssetChannel {
  readonly peerNodeId: string;
  readonly record: AssetChannelRecord;
  readonly channel: ShadowChannel;
  /** The index our channel secrets derive from (`deriveChannelSecrets(root, keyIndex)`): the signer needs it after a restart. */
  readonly keyIndex: bigint;
  readonly version: bigint;
}

/**
 * The asset channels' durable records over the KvStore port. Every write names the version it
 * read (optimistic concurrency): a second writer, such as another replica or a stale handler,
 * is refused (`ConflictError`) instead of overwriting a record whose messages were already
 * sent; the KvStore's VersionConflictError reports it. Keyed by (peer, channel id), so a message is matched only with a record of the peer
 * that sent it (review F10).
 *
 * What this instance read or wrote is kept in memory and served from there: a payment reads
 * its channel's record a dozen times (the payer's offer, every protocol step, the payee's
 * walks), and each read was a database round trip and a JSON parse. The cache cannot hide
 * another writer's change from a write: writes still name the version they read, a refused one
 * drops the entry, and the next read goes to the database.
 */
export class AssetChannelStore {
  private readonly cache = new Map<string, StoredAssetChannel>();
  /** Every key this instance listed or wrote; `listed` once the database's keys are in it. */
  private readonly keys = new Set<string>();
  private listed = false;

  constructor(private readonly kv: KvStore) {}

  async load(peerNodeId: string, channelId: string): Promise<StoredAssetChannel | null> {
    const k = key(peerNodeId, channelId);
    const cached = this.cache.get(k);
    if (cached) return cached;
    const entry = await this.kv.get(ASSET_CHANNELS_NAMESPACE, k);
    if (!entry) return null;
    const stored = JSON.parse(new TextDecoder().decode(entry.value)) as { record: string; channel: StoredShadowChannel; keyIndex: string };
    const loaded = { peerNodeId, record: deserializeRecord(stored.record), channel: fromStored(stored.channel), keyIndex: BigInt(stored.keyIndex), version: entry.version };
    // A channel stored before the history existed gets its record's signed states now (review session-1 X3-GAP).
    await this.writeSignedStates(peerNodeId, null, loaded.record);
    // A write that finished while this read was in flight is newer: keep it.
    const now = this.cache.get(k);
    if (now && now.version >= loaded.version) return now;
    this.cache.set(k, loaded);
    return loaded;
  }

  /** Writes a new channel; refused when (peer, channel id) already exists (an id reused by the peer). */
  async create(peerNodeId: string, record: AssetChannelRecord, channel: ShadowChannel, keyIndex: bigint): Promise<bigint> {
    await this.writeSignedStates(peerNodeId, null, record);
    return this.write(peerNodeId, record, channel, keyIndex, 0n);
  }

  /**
   * Writes `record` over the version read; a VersionConflictError means someone else wrote since.
   * A state the record signs for the first time is added to the signed-state history first, so
   * no record ever names a signed state the history lacks (a kill between the two writes, or a
   * refused write, leaves at most an extra candidate that nobody signed).
   */
  async save(stored: StoredAssetChannel, record: AssetChannelRecord): Promise<bigint> {
    if (record.channelId !== stored.record.channelId) throw new Error('a record cannot change its channel id');
    await this.writeSignedStates(stored.peerNodeId, stored.record, record);
    return this.write(stored.peerNodeId, record, stored.channel, stored.keyIndex, stored.version);
  }

  /**
   * The states with this number that a record of this channel showed as signed: one, unless a
   * losing writer or a kill added another (only one of them was ever signed by both sides; the
   * chain's txid tells which).
   */
  async signedStates(peerNodeId: string, channelId: string, number: bigint): Promise<AssetState[]> {
    const entry = await this.kv.get(SIGNED_STATES_NAMESPACE, `${key(peerNodeId, channelId)}:${number}`);
    return entry ? candidatesOf(entry.value).map(deserializeState) : [];
  }

  private async writeSignedStates(peerNodeId: string, before: AssetChannelRecord | null, after: AssetChannelRecord): Promise<void> {
    const known = new Set(before ? signedStatesOf(before).map((s) => s.number) : []);
    for (const state of signedStatesOf(after)) {
      if (known.has(state.number)) continue;
      known.add(state.number);
      await this.addCandidate(`${key(peerNodeId, after.channelId)}:${state.number}`, serializeState(state));
    }
  }

  /** Adds `state` to the candidates under `k` unless it is there; a concurrent adder makes it read again. */
  private async addCandidate(k: string, state: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const entry = await this.kv.get(SIGNED_STATES_NAMESPACE, k);
      const candidates = entry ? candidatesOf(entry.value) : [];
      if (candidates.includes(state)) return;
      try {
        await this.kv.put(SIGNED_STATES_NAMESPACE, k, utf8(JSON.stringify([...candidates, state])), entry?.version ?? 0n);
        return;
      } catch (err) {
        if (!(err instanceof VersionConflictError) || attempt >= 3) throw err;
      }
    }
  }

  async list(): Promise<Array<{ peerNodeId: string; channelId: string }>> {
    if (!this.listed) {
      // A channel written while this list is read is in it or in `keys` already (writes add theirs).
      for (const k of await this.kv.list(ASSET_CHANNELS_NAMESPACE)) this.keys.add(k);
      this.listed = true;
    }
    return [...this.keys].sort().map((k) => {
      const [peerNodeId, channelId] = k.split(':');
      return { peerNodeId, channelId };
    });
  }

  private async write(peerNodeId: string, record: AssetChannelRecord, channel: ShadowChannel, keyIndex: bigint, expected: bigint): Promise<bigint> {
    const k = key(peerNodeId, record.channelId);
    const value = utf8(JSON.stringify({ record: serializeRecord(record), channel: toStored(channel), keyIndex: keyIndex.toString() }));
    let version: bigint;
    try {
      version = await this.kv.put(ASSET_CHANNELS_NAMESPACE, k, value, expected);
    } catch (err) {
      // Someone else wrote it (or the write failed): what we hold may be stale.
      this.cache.delete(k);
      throw err;
    }
    const newer = this.cache.get(k);
    if (!newer || newer.version < version) this.cache.set(k, { peerNodeId, record, channel, keyIndex, version });
    this.keys.add(k);
    return version;
  }
}

function candidatesOf(value: Uint8Array): string[] {
  const text = new TextDecoder().decode(value);
  const parsed = JSON.parse(text) as unknown;
  // Builds of 2026-11-28 before the candidate lists stored one state per number (review session-2 G4).
  return Array.isArray(parsed) ? (parsed as string[]) : [text];
}

/** The states a record shows as signed: committed, our newest commitment the peer signed, and a round's next state once we signed it. */
function signedStatesOf(record: AssetChannelRecord): AssetState[] {
  const states = [record.committed, record.holder.state];
  if (record.round && record.round.stage !== 'proposed') states.push(record.round.next);
  return states;
}

function key(peerNodeId: string, channelId: string): string {
  if (!/^(02|03)[0-9a-f]{64}$/.test(peerNodeId)) throw new RangeError('a peer node id is a compressed public key in hex');
  if (!/^[0-9a-f]{64}$/.test(channelId)) throw new RangeError('a channel id is 32 bytes of hex');
  return `${peerNodeId}:${channelId}`;
}

type StoredBasepoints = Record<keyof ChannelBasepoints, string>;

interface StoredShadowChannel {
  readonly fundingTxid: string;
  readonly fundingVout: number;
  readonly basepoints: Record<Side, StoredBasepoints>;
  readonly budget: { fundingSats: string; assetOutputSats: string; htlcOutputSats: string; feeratePerKw: string; toSelfDelay: number };
}

function toStored(c: ShadowChannel): StoredShadowChannel {
  const bp = (b: ChannelBasepoints): StoredBasepoints => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Buffer.from(v).toString('hex')])) as StoredBasepoints;
  const { budget } = c;
  return {
    fundingTxid: c.fundingTxid,
    fundingVout: c.fundingVout,
    basepoints: { opener: bp(c.basepoints.opener), acceptor: bp(c.basepoints.acceptor) },
    budget: {
      fundingSats: budget.fundingSats.toString(),
      assetOutputSats: budget.assetOutputSats.toString(),
      htlcOutputSats: budget.htlcOutputSats.toString(),
      feeratePerKw: budget.feeratePerKw.toString(),
      toSelfDelay: budget.toSelfDelay,
    },
  };
}

function fromStored(s: StoredShadowChannel): ShadowChannel {
  const bp = (b: StoredBasepoints): ChannelBasepoints => Object.fromEntries(Object.entries(b).map(([k, v]) => [k, Uint8Array.from(Buffer.from(v, 'hex'))])) as unknown as ChannelBasepoints;
  return {
    fundingTxid: s.fundingTxid,
    fundingVout: s.fundingVout,
    basepoints: { opener: bp(s.basepoints.opener), acceptor: bp(s.basepoints.acceptor) },
    budget: {
      fundingSats: BigInt(s.budget.fundingSats),
      assetOutputSats: BigInt(s.budget.assetOutputSats),
      htlcOutputSats: BigInt(s.budget.htlcOutputSats),
      feeratePerKw: BigInt(s.budget.feeratePerKw),
      toSelfDelay: s.budget.toSelfDelay,
    },
  };
}
