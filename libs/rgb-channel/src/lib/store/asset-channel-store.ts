import { utf8, type KvStore } from '@rln/core';
import type { ChannelBasepoints } from '../keys/channel-keys';
import { deserializeRecord, serializeRecord, type AssetChannelRecord } from '../protocol/asset-channel-record';
import type { Side } from '../protocol/asset-state';
import type { ShadowChannel } from '../tx/shadow-commitment';

/** KvStore namespace of the asset channels: key `<peer node id>:<channel id>`. */
export const ASSET_CHANNELS_NAMESPACE = 'rgb_asset_channels';

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
 */
export class AssetChannelStore {
  constructor(private readonly kv: KvStore) {}

  async load(peerNodeId: string, channelId: string): Promise<StoredAssetChannel | null> {
    const entry = await this.kv.get(ASSET_CHANNELS_NAMESPACE, key(peerNodeId, channelId));
    if (!entry) return null;
    const stored = JSON.parse(new TextDecoder().decode(entry.value)) as { record: string; channel: StoredShadowChannel; keyIndex: string };
    return { peerNodeId, record: deserializeRecord(stored.record), channel: fromStored(stored.channel), keyIndex: BigInt(stored.keyIndex), version: entry.version };
  }

  /** Writes a new channel; refused when (peer, channel id) already exists (an id reused by the peer). */
  create(peerNodeId: string, record: AssetChannelRecord, channel: ShadowChannel, keyIndex: bigint): Promise<bigint> {
    return this.write(peerNodeId, record, channel, keyIndex, 0n);
  }

  /** Writes `record` over the version read; a VersionConflictError means someone else wrote since. */
  save(stored: StoredAssetChannel, record: AssetChannelRecord): Promise<bigint> {
    if (record.channelId !== stored.record.channelId) throw new Error('a record cannot change its channel id');
    return this.write(stored.peerNodeId, record, stored.channel, stored.keyIndex, stored.version);
  }

  async list(): Promise<Array<{ peerNodeId: string; channelId: string }>> {
    const keys = await this.kv.list(ASSET_CHANNELS_NAMESPACE);
    return keys.map((k) => {
      const [peerNodeId, channelId] = k.split(':');
      return { peerNodeId, channelId };
    });
  }

  private write(peerNodeId: string, record: AssetChannelRecord, channel: ShadowChannel, keyIndex: bigint, expected: bigint): Promise<bigint> {
    const value = utf8(JSON.stringify({ record: serializeRecord(record), channel: toStored(channel), keyIndex: keyIndex.toString() }));
    return this.kv.put(ASSET_CHANNELS_NAMESPACE, key(peerNodeId, record.channelId), value, expected);
  }
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
