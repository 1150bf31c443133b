import { sha256 } from '@noble/hashes/sha256';

/** Who opened the channel (funded the asset) and who accepted it: fixed for the channel's life. */
export type Side = 'opener' | 'acceptor';

export function otherSide(side: Side): Side {
  return side === 'opener' ? 'acceptor' : 'opener';
}

/** An asset HTLC: `assetAmount` of the channel's contract locked to `paymentHash` until `cltvExpiry`. */
export interface AssetHtlc {
  /** Numbered per offering side from 0, in the order added; never reused. */
  readonly id: bigint;
  readonly offeredBy: Side;
  /** Hex, 32 bytes. */
  readonly paymentHash: string;
  readonly assetAmount: bigint;
  /** Absolute block height after which the offerer may take the asset back on chain. */
  readonly cltvExpiry: number;
}

/**
 * One state of the asset channel: what both sides' commitments with this number pay. Both sides'
 * commitments advance together (updates are turn-based), so one number names both.
 */
export interface AssetState {
  readonly number: bigint;
  readonly openerAssets: bigint;
  readonly acceptorAssets: bigint;
  readonly htlcs: readonly AssetHtlc[];
  readonly nextHtlcId: { readonly opener: bigint; readonly acceptor: bigint };
}

/**
 * What the receiver of an add is asked to do with it (multi-hop, protocol §8): offer an HTLC with
 * the same hash to `nextNodeId` over an asset channel of the same contract, for `assetAmount`
 * expiring at `cltvExpiry`. Not part of any commitment: the receiver keeps it beside the HTLC.
 */
export interface ForwardInstruction {
  /** Hex, 33-byte compressed public key of the next node. */
  readonly nextNodeId: string;
  readonly assetAmount: bigint;
  readonly cltvExpiry: number;
}

export type AssetChange =
  | { readonly kind: 'add'; readonly htlc: AssetHtlc; readonly forward?: ForwardInstruction }
  | { readonly kind: 'fulfill'; readonly offeredBy: Side; readonly id: bigint; /** hex */ readonly preimage: string }
  | { readonly kind: 'fail'; readonly offeredBy: Side; readonly id: bigint };

/** What both peers agreed on at opening that bounds every update. */
export interface ChannelPolicy {
  /** A side may not offer an HTLC that leaves it fewer assets than this (cheating must cost something). */
  readonly assetReserve: bigint;
  /** Live HTLCs per channel (each is an output on the shadow commitment, paid from its BTC budget). */
  readonly maxHtlcs: number;
  /** An added HTLC must expire at least this many blocks after the receiver's tip (time to go on chain). */
  readonly minExpiryDelta: number;
  /** ... and at most this many (a bound on how long the offerer's asset can be locked). */
  readonly maxExpiryDelta: number;
}

/** Why a peer's proposal was refused; the code travels in `rgb_reject`. */
export type ViolationCode =
  | 'WrongNumber'
  | 'NotYourHtlc'
  | 'UnknownHtlc'
  | 'HtlcIdOutOfOrder'
  | 'DuplicatePaymentHash'
  | 'BelowReserve'
  | 'TooManyHtlcs'
  | 'BadPreimage'
  | 'BadAmount'
  | 'BadExpiry'
  | 'EmptyUpdate'
  | 'HtlcChangedTwice';

export class ProtocolViolation extends Error {
  constructor(
    readonly code: ViolationCode,
    message: string,
  ) {
    super(message);
    this.name = 'ProtocolViolation';
  }
}

export function initialState(openerAssets: bigint): AssetState {
  if (openerAssets <= 0n) throw new RangeError('an asset channel opens with a positive asset amount');
  return { number: 0n, openerAssets, acceptorAssets: 0n, htlcs: [], nextHtlcId: { opener: 0n, acceptor: 0n } };
}

export function assetsOf(state: AssetState, side: Side): bigint {
  return side === 'opener' ? state.openerAssets : state.acceptorAssets;
}

/**
 * The state that `proposer`'s changes make of `state`, or a ProtocolViolation. BOLT 2's ownership
 * rules, with one widening: a side adds only HTLCs it offers and fails only HTLCs offered to it;
 * it fulfils HTLCs offered to it and also its own, with the preimage (the payer folds the fulfil
 * of a payment it knows is paid into its next round, so steady state needs one round per payment;
 * such a fulfil only ever pays the receiver). An HTLC leaves only through an explicit change,
 * never because it is missing from somewhere.
 * Amounts are conserved: the sum of both balances and the live HTLCs never changes.
 */
export function applyChanges(state: AssetState, changes: readonly AssetChange[], proposer: Side, policy: ChannelPolicy, tipHeight: number): AssetState {
  if (changes.length === 0) throw new ProtocolViolation('EmptyUpdate', 'an update must change something');
  let opener = state.openerAssets;
  let acceptor = state.acceptorAssets;
  let htlcs = [...state.htlcs];
  const nextId = { ...state.nextHtlcId };
  const touched = new Set<string>();
  const credit = (side: Side, amount: bigint) => (side === 'opener' ? (opener += amount) : (acceptor += amount));
  for (const change of changes) {
    if (change.kind === 'add') {
      const { htlc } = change;
      if (htlc.offeredBy !== proposer) throw new ProtocolViolation('NotYourHtlc', `the ${proposer} cannot add an HTLC offered by the ${htlc.offeredBy}`);
      if (htlc.id !== nextId[proposer]) throw new ProtocolViolation('HtlcIdOutOfOrder', `expected HTLC id ${nextId[proposer]}, got ${htlc.id}`);
      if (htlc.assetAmount <= 0n || htlc.assetAmount >= 2n ** 64n) throw new ProtocolViolation('BadAmount', 'an HTLC carries a positive u64 asset amount');
      if (!Number.isInteger(htlc.cltvExpiry) || htlc.cltvExpiry < 0 || htlc.cltvExpiry >= 500_000_000) throw new ProtocolViolation('BadExpiry', 'an HTLC expiry is a block height (below 500,000,000)');
      if (!/^[0-9a-f]{64}$/.test(htlc.paymentHash)) throw new ProtocolViolation('BadPreimage', 'a payment hash is 32 bytes of hex');
      if (htlc.cltvExpiry < tipHeight + policy.minExpiryDelta || htlc.cltvExpiry > tipHeight + policy.maxExpiryDelta) {
        throw new ProtocolViolation('BadExpiry', `HTLC expiry ${htlc.cltvExpiry} is outside ${tipHeight + policy.minExpiryDelta}..${tipHeight + policy.maxExpiryDelta}`);
      }
      if (htlcs.some((h) => h.paymentHash === htlc.paymentHash)) {
        throw new ProtocolViolation('DuplicatePaymentHash', `payment hash ${htlc.paymentHash} already has an HTLC in this channel (no MPP on asset channels)`);
      }
      if (htlcs.length >= policy.maxHtlcs) throw new ProtocolViolation('TooManyHtlcs', `the channel holds at most ${policy.maxHtlcs} HTLCs`);
      const left = (proposer === 'opener' ? opener : acceptor) - htlc.assetAmount;
      if (left < policy.assetReserve) throw new ProtocolViolation('BelowReserve', `the ${proposer} would keep ${left}, below the reserve of ${policy.assetReserve}`);
      credit(proposer, -htlc.assetAmount);
      htlcs.push(htlc);
      nextId[proposer] += 1n;
      continue;
    }
    if (change.kind === 'fail' && change.offeredBy === proposer) throw new ProtocolViolation('NotYourHtlc', `the ${proposer} cannot fail an HTLC it offered itself`);
    const key = `${change.offeredBy}:${change.id}`;
    if (touched.has(key)) throw new ProtocolViolation('HtlcChangedTwice', `HTLC ${key} is removed twice in one update`);
    touched.add(key);
    const htlc = htlcs.find((h) => h.offeredBy === change.offeredBy && h.id === change.id);
    if (!htlc) throw new ProtocolViolation('UnknownHtlc', `no live HTLC ${key}`);
    if (change.kind === 'fulfill') {
      if (!/^[0-9a-f]{64}$/.test(change.preimage) || toHex(sha256(Buffer.from(change.preimage, 'hex'))) !== htlc.paymentHash) {
        throw new ProtocolViolation('BadPreimage', `the preimage does not hash to HTLC ${key}'s payment hash`);
      }
      // The receiver is paid, whoever proposed it.
      credit(otherSide(change.offeredBy), htlc.assetAmount);
    } else {
      credit(change.offeredBy, htlc.assetAmount);
    }
    htlcs = htlcs.filter((h) => h !== htlc);
  }
  return { number: state.number + 1n, openerAssets: opener, acceptorAssets: acceptor, htlcs, nextHtlcId: nextId };
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}
