import { sha256 } from '@noble/hashes/sha256';
import { utf8, type KvStore } from '@rln/core';
import type { ForwardInstruction } from '../protocol/asset-state';
import { paymentHashKey } from './claim-state-store';

/** KvStore namespace of the forward instructions peers sent with their adds: key `<peer>:<channel id>:<htlc id>`. */
export const FORWARD_INSTRUCTIONS_NAMESPACE = 'rgb_forward_instructions';
/** KvStore namespace of the forwards this node made: key = payment hash (one forward per hash). */
export const FORWARDS_NAMESPACE = 'rgb_forwards';
/** KvStore namespace of preimages learned for HTLCs we offered (a peer's fulfil, or its claim on chain): key = payment hash. */
export const LEARNED_PREIMAGES_NAMESPACE = 'rgb_learned_preimages';

/** The upstream asset HTLC of a forward: offered to us by `peerNodeId` on `channelId`. */
export interface ForwardedHtlc {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly htlcId: bigint;
  readonly assetAmount: bigint;
  readonly cltvExpiry: number;
}

/** Where a forward's downstream HTLC goes: our add on `channelId` with the next node. */
export interface ForwardLeg {
  readonly peerNodeId: string;
  readonly channelId: string;
  readonly assetAmount: bigint;
  readonly cltvExpiry: number;
}

/**
 * A forward, written before its downstream add is first proposed: from then on the upstream HTLC
 * leaves only by the preimage, or by a fail once the downstream add is in flight nowhere and no
 * preimage was learned (review A1).
 */
export interface StoredForward {
  readonly paymentHash: string;
  readonly upstream: ForwardedHtlc;
  readonly downstream: ForwardLeg;
  readonly version: bigint;
}

/**
 * The forwarder's durable facts (docs/design/rgb-lightning.md §10, multi-hop): the instructions
 * that came with the peers' adds, the forwards made, and the preimages learned for HTLCs we
 * offered. Instructions and preimages are written before the peer's message that carries them is
 * acted on, so a kill never leaves a committed HTLC without its instruction or a fulfilled one
 * without its preimage.
 */
export class ForwardStore {
  constructor(private readonly kv: KvStore) {}

  async rememberInstruction(peerNodeId: string, channelId: string, htlcId: bigint, paymentHash: string, forward: ForwardInstruction): Promise<void> {
    const key = instructionKey(peerNodeId, channelId, htlcId);
    const earlier = await this.kv.get(FORWARD_INSTRUCTIONS_NAMESPACE, key);
    if (earlier && (JSON.parse(new TextDecoder().decode(earlier.value)) as { refused?: boolean }).refused) return;
    const value = { paymentHash, nextNodeId: forward.nextNodeId, assetAmount: forward.assetAmount.toString(), cltvExpiry: forward.cltvExpiry };
    await this.kv.put(FORWARD_INSTRUCTIONS_NAMESPACE, key, utf8(JSON.stringify(value)));
  }

  /** The instruction that came with this HTLC, when its hash is the one the peer sent it with and it was not refused. */
  async instruction(peerNodeId: string, channelId: string, htlcId: bigint, paymentHash: string): Promise<ForwardInstruction | null> {
    const entry = await this.kv.get(FORWARD_INSTRUCTIONS_NAMESPACE, instructionKey(peerNodeId, channelId, htlcId));
    if (!entry) return null;
    const v = JSON.parse(new TextDecoder().decode(entry.value)) as { paymentHash: string; nextNodeId: string; assetAmount: string; cltvExpiry: number; refused?: boolean };
    if (v.paymentHash !== paymentHash || v.refused) return null;
    return { nextNodeId: v.nextNodeId, assetAmount: BigInt(v.assetAmount), cltvExpiry: v.cltvExpiry };
  }

  /**
   * Marks the HTLC's instruction refused, for good: its fail is proposed next, and it must never
   * be forwarded while that fail may still commit. A later resend of the peer's proposal (same
   * id) cannot undo it: `rememberInstruction` keeps a refusal.
   */
  async refuseInstruction(peerNodeId: string, channelId: string, htlcId: bigint): Promise<void> {
    const key = instructionKey(peerNodeId, channelId, htlcId);
    const entry = await this.kv.get(FORWARD_INSTRUCTIONS_NAMESPACE, key);
    const v = entry ? (JSON.parse(new TextDecoder().decode(entry.value)) as Record<string, unknown>) : {};
    await this.kv.put(FORWARD_INSTRUCTIONS_NAMESPACE, key, utf8(JSON.stringify({ ...v, refused: true })));
  }

  async forward(paymentHash: string): Promise<StoredForward | null> {
    const entry = await this.kv.get(FORWARDS_NAMESPACE, paymentHashKey(paymentHash));
    if (!entry) return null;
    const v = JSON.parse(new TextDecoder().decode(entry.value)) as { upstream: Record<string, string | number>; downstream: Record<string, string | number> };
    const u = v.upstream;
    const d = v.downstream;
    return {
      paymentHash,
      upstream: { peerNodeId: String(u.peerNodeId), channelId: String(u.channelId), htlcId: BigInt(u.htlcId), assetAmount: BigInt(u.assetAmount), cltvExpiry: Number(u.cltvExpiry) },
      downstream: { peerNodeId: String(d.peerNodeId), channelId: String(d.channelId), assetAmount: BigInt(d.assetAmount), cltvExpiry: Number(d.cltvExpiry) },
      version: entry.version,
    };
  }

  /** Records a new forward; throws VersionConflictError when the hash already has one (one forward per hash). */
  async createForward(paymentHash: string, upstream: ForwardedHtlc, downstream: ForwardLeg): Promise<StoredForward> {
    const value = {
      upstream: { ...upstream, htlcId: upstream.htlcId.toString(), assetAmount: upstream.assetAmount.toString() },
      downstream: { ...downstream, assetAmount: downstream.assetAmount.toString() },
    };
    const version = await this.kv.put(FORWARDS_NAMESPACE, paymentHashKey(paymentHash), utf8(JSON.stringify(value)), 0n);
    return { paymentHash, upstream, downstream, version };
  }

  /** Keeps `preimage` for its hash; a preimage that does not hash to `paymentHash` is refused (false). */
  async learnPreimage(paymentHash: string, preimage: string): Promise<boolean> {
    if (!/^[0-9a-f]{64}$/.test(preimage) || Buffer.from(sha256(Buffer.from(preimage, 'hex'))).toString('hex') !== paymentHash) return false;
    await this.kv.put(LEARNED_PREIMAGES_NAMESPACE, paymentHashKey(paymentHash), utf8(preimage));
    return true;
  }

  async learnedPreimage(paymentHash: string): Promise<string | null> {
    const entry = await this.kv.get(LEARNED_PREIMAGES_NAMESPACE, paymentHashKey(paymentHash));
    return entry ? new TextDecoder().decode(entry.value) : null;
  }
}

function instructionKey(peerNodeId: string, channelId: string, htlcId: bigint): string {
  return `${peerNodeId}:${channelId}:${htlcId}`;
}
