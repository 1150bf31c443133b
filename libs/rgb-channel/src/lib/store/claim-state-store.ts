import { utf8, type KvStore } from '@rln/core';
import type { ClaimState } from '../binding/claim-gate';

/** KvStore namespace of the payee's claim states: key = payment hash. */
export const CLAIM_STATES_NAMESPACE = 'rgb_claim_states';

/** The moves a claim state may make: the later states absorb (review F1). */
const NEXT: Readonly<Record<ClaimState, readonly ClaimState[]>> = {
  pending: ['claiming', 'failing'],
  claiming: ['fulfilled'],
  failing: ['failed'],
  fulfilled: [],
  failed: [],
};

export class IllegalClaimTransition extends Error {
  constructor(
    readonly from: ClaimState,
    readonly to: ClaimState,
  ) {
    super(`a payment ${from} cannot become ${to}`);
    this.name = 'IllegalClaimTransition';
  }
}

/** The one asset HTLC a claim was decided on: only it is fulfilled, any other with the hash is failed. */
export interface ClaimedHtlc {
  readonly channelId: string;
  readonly id: bigint;
}

export interface StoredClaim {
  readonly state: ClaimState;
  /** hex; kept from `claiming` on, for the fulfil and the on-chain claim. */
  readonly preimage?: string;
  /** Kept from `claiming` on. */
  readonly htlc?: ClaimedHtlc;
  readonly version: bigint;
}

/**
 * The payee's durable claim state per payment hash. `advance` is written before the action it
 * permits (`claiming` before `claim_funds`, `failing` before any fail), refuses a move the state
 * machine forbids, and names the version it read so two handlers cannot both decide.
 */
export class ClaimStateStore {
  constructor(private readonly kv: KvStore) {}

  /** An unknown hash is `pending`. */
  async get(paymentHash: string): Promise<StoredClaim> {
    const entry = await this.kv.get(CLAIM_STATES_NAMESPACE, paymentHashKey(paymentHash));
    if (!entry) return { state: 'pending', version: 0n };
    const { state, preimage, htlc } = JSON.parse(new TextDecoder().decode(entry.value)) as { state: ClaimState; preimage?: string; htlc?: { channelId: string; id: string } };
    return { state, preimage, ...(htlc ? { htlc: { channelId: htlc.channelId, id: BigInt(htlc.id) } } : {}), version: entry.version };
  }

  /** `claiming` takes the preimage and the HTLC it claims; later states keep them. */
  async advance(paymentHash: string, from: StoredClaim, to: ClaimState, preimage?: string, htlc?: ClaimedHtlc): Promise<StoredClaim> {
    if (!NEXT[from.state].includes(to)) throw new IllegalClaimTransition(from.state, to);
    const kept = to === 'claiming' ? preimage : from.preimage;
    const target = to === 'claiming' ? htlc : from.htlc;
    if ((to === 'claiming' || to === 'fulfilled') && !kept) throw new RangeError('a claim keeps its preimage');
    const stored = { state: to, ...(kept ? { preimage: kept } : {}), ...(target ? { htlc: { channelId: target.channelId, id: target.id.toString() } } : {}) };
    const version = await this.kv.put(CLAIM_STATES_NAMESPACE, paymentHashKey(paymentHash), utf8(JSON.stringify(stored)), from.version);
    return { state: to, preimage: kept, ...(target ? { htlc: target } : {}), version };
  }
}

/** A payment hash as a store key: 32 bytes of lowercase hex, or a RangeError. */
export function paymentHashKey(paymentHash: string): string {
  if (!/^[0-9a-f]{64}$/.test(paymentHash)) throw new RangeError('a payment hash is 32 bytes of hex');
  return paymentHash;
}
