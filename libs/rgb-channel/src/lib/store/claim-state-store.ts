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

export interface StoredClaim {
  readonly state: ClaimState;
  /** hex; kept from `claiming` on, for the fulfil and the on-chain claim. */
  readonly preimage?: string;
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
    const entry = await this.kv.get(CLAIM_STATES_NAMESPACE, hashKey(paymentHash));
    if (!entry) return { state: 'pending', version: 0n };
    const { state, preimage } = JSON.parse(new TextDecoder().decode(entry.value)) as { state: ClaimState; preimage?: string };
    return { state, preimage, version: entry.version };
  }

  async advance(paymentHash: string, from: StoredClaim, to: ClaimState, preimage?: string): Promise<StoredClaim> {
    if (!NEXT[from.state].includes(to)) throw new IllegalClaimTransition(from.state, to);
    const kept = to === 'claiming' ? preimage : from.preimage;
    if ((to === 'claiming' || to === 'fulfilled') && !kept) throw new RangeError('a claim keeps its preimage');
    const value = utf8(JSON.stringify(kept ? { state: to, preimage: kept } : { state: to }));
    const version = await this.kv.put(CLAIM_STATES_NAMESPACE, hashKey(paymentHash), value, from.version);
    return { state: to, preimage: kept, version };
  }
}

function hashKey(paymentHash: string): string {
  if (!/^[0-9a-f]{64}$/.test(paymentHash)) throw new RangeError('a payment hash is 32 bytes of hex');
  return paymentHash;
}
