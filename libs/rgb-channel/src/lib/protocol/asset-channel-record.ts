import type { AssetChange, AssetState, ChannelPolicy, Side } from './asset-state';
import type { StoredSecrets } from '../keys/received-secrets';

/** The update round in progress, from this side's view (updates are turn-based: one at a time). */
export type Round =
  /** We proposed `changes`; nothing is signed yet, so the proposal can still be dropped. */
  | { readonly stage: 'proposed'; readonly changes: readonly AssetChange[]; readonly next: AssetState }
  /** The peer proposed; we signed its next commitment and wait for its signature on ours. */
  | { readonly stage: 'accepted'; readonly changes: readonly AssetChange[]; readonly next: AssetState }
  /** We proposed, hold the peer's signature on our next commitment and revoked our previous one. */
  | { readonly stage: 'committed'; readonly changes: readonly AssetChange[]; readonly next: AssetState };

/** A message we sent and the peer has not acknowledged: resent as these bytes after a reconnect. */
export interface UnackedMessage {
  readonly seq: bigint;
  readonly type: number;
  /** hex */
  readonly payload: string;
}

/** The peer's signatures on one of our commitments, hex. */
export interface StoredSignatures {
  readonly commitment: string;
  readonly htlcs: readonly string[];
  readonly bundleId: string;
}

/**
 * Everything one side keeps about an asset channel, written durably before any message it
 * produced is sent (so a restart resends the same bytes and never revokes a state it cannot
 * replace). `serializeRecord` gives its stored form.
 */
/**
 * `awaiting-funding`: both commitments 0 are signed, the funding is not confirmed (and tied to
 * the carrier's funding) yet; no update runs (review O2). `open`: updates run. `closing`: a
 * shutdown was sent or received; no state after `committed` will ever be signed, and the closing
 * transaction is signed only now (review A4). `closed`: both closing signatures are held;
 * broadcast the closing. `failed`: the peer broke the protocol or a local step failed; close on
 * chain with `holder`. `state-lost`: the peer proved we revoked our `holder` (an old backup);
 * never broadcast it, ask the peer to close. The last three are final.
 */
export type ChannelStatus = 'awaiting-funding' | 'open' | 'closing' | 'closed' | 'failed' | 'state-lost';

/** The cooperative close in progress: who sent `rgb_shutdown`, and the closing signatures held. */
export interface ClosingProgress {
  readonly localShutdown: boolean;
  readonly remoteShutdown: boolean;
  /** The peer's signatures on the closing transaction, once received and verified. */
  readonly remoteSignatures?: StoredSignatures;
  readonly localSigned: boolean;
}

export interface AssetChannelRecord {
  /** hex */
  readonly channelId: string;
  readonly status: ChannelStatus;
  readonly local: Side;
  /** The RGB contract the channel carries (review O3). */
  readonly contractId: string;
  readonly policy: ChannelPolicy;
  /** Where each side's assets go in a cooperative close (output scripts, hex), agreed at opening. */
  readonly closingScripts: Readonly<Record<Side, string>>;
  readonly closing?: ClosingProgress;
  /** Irrevocably committed: both sides' commitments with this number are signed and every older one is revoked. */
  readonly committed: AssetState;
  /** Our newest commitment that the peer has signed: the one a force close broadcasts. */
  readonly holder: { readonly state: AssetState; readonly signatures: StoredSignatures };
  readonly round: Round | null;
  /** The peer's per-commitment points (hex) for `committed.number` and the number after it. */
  readonly peerPoints: { readonly committed: string; readonly next: string };
  /** The per-commitment secrets the peer revealed (its revoked commitments). */
  readonly peerSecrets: StoredSecrets;
  /**
   * Secrets that revoke a commitment of the peer (they match its point) but break BOLT 3's
   * chain, so the store refused them: kept for justice while the channel fails (review F14).
   */
  readonly looseSecrets?: ReadonlyArray<{ readonly number: bigint; readonly secret: string }>;
  readonly seq: { readonly lastSent: bigint; readonly lastReceived: bigint };
  readonly unacked: readonly UnackedMessage[];
}

/** The record as JSON text; bigints are written as {"$bigint": "<decimal>"}. */
export function serializeRecord(record: AssetChannelRecord): string {
  return toBigintJson(record);
}

export function deserializeRecord(text: string): AssetChannelRecord {
  return fromBigintJson(text) as AssetChannelRecord;
}

/** One state as JSON text, in the record's form. */
export function serializeState(state: AssetState): string {
  return toBigintJson(state);
}

export function deserializeState(text: string): AssetState {
  return fromBigintJson(text) as AssetState;
}

function toBigintJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { $bigint: v.toString() } : v));
}

function fromBigintJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$bigint') return BigInt((value as { $bigint: string }).$bigint);
    }
    return value;
  });
}

/**
 * The record of a channel whose commitment 0 both sides signed at opening: the peer's
 * signatures on our commitment 0 and its points for commitments 0 and 1 came with the open. It
 * waits for its funding (`fundingConfirmed` in the update protocol opens it).
 */
export function openedChannelRecord(params: {
  channelId: string;
  local: Side;
  contractId: string;
  policy: ChannelPolicy;
  initial: AssetState;
  holderSignatures: StoredSignatures;
  peerPoints: { readonly committed: string; readonly next: string };
  closingScripts: Readonly<Record<Side, string>>;
}): AssetChannelRecord {
  if (params.initial.number !== 0n) throw new RangeError('a channel opens at commitment 0');
  return {
    channelId: params.channelId,
    status: 'awaiting-funding',
    local: params.local,
    contractId: params.contractId,
    policy: params.policy,
    closingScripts: params.closingScripts,
    committed: params.initial,
    holder: { state: params.initial, signatures: params.holderSignatures },
    round: null,
    peerPoints: params.peerPoints,
    peerSecrets: [],
    seq: { lastSent: 0n, lastReceived: 0n },
    unacked: [],
  };
}
