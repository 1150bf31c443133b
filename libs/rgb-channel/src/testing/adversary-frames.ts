import { secp256k1 } from '@noble/curves/secp256k1';
import { numberToBytesBE } from '@noble/curves/abstract/utils';
import type { AssetChannelRecord } from '../lib/protocol/asset-channel-record';
import type { AssetChange, AssetState } from '../lib/protocol/asset-state';
import { decodeMessage, encodeMessage, MESSAGE_TYPES, type ChannelMessage, type CommitmentSignatures } from '../lib/protocol/channel-messages';
import type { Frame } from './link';
import type { SeededRandom } from './seeded-random';
import { secretOf, pointOf } from './update-oracle';
import type { PairSide } from './signed-pair';
import { mutate } from './wire-mutations';

/**
 * What the fuzz test's adversary sends an honest side: bytes it mangled, messages it saw before
 * (on this channel, reflected back, or from another channel), messages for channels the side
 * does not have, and well-formed messages it wrote itself at any sequence number and of any
 * kind, with signatures and secrets that are garbage, edge values, or real but for the wrong
 * commitment.
 */
export interface AdversaryView {
  readonly rng: SeededRandom;
  /** The receiver's record, its own keys and the peer's (whose messages it is shown). */
  readonly record: AssetChannelRecord;
  readonly receiver: PairSide;
  readonly peer: PairSide;
  /** Every frame the honest sides sent on this channel so far, each way. */
  readonly toReceiver: readonly Frame[];
  readonly fromReceiver: readonly Frame[];
  /** Frames of another channel, under that channel's own id. */
  readonly foreign: readonly Frame[];
  /** What the honest peer has received: a message in turn acknowledges no more. */
  readonly peerLastReceived: bigint;
  /** Preimages of the payments in the run, so a forged fulfil can be a correct one. */
  readonly preimages: ReadonlyMap<string, string>;
}

export type Injection = { readonly label: string; readonly frame: Frame };

const N = secp256k1.CURVE.n;

/** Re-encodes a frame's message with changes to its fields (a frame that does not decode is returned as it is). */
export function rewrite(frame: Frame, change: (m: ChannelMessage) => ChannelMessage): Frame {
  try {
    return encodeMessage(change(decodeMessage(frame.type, frame.payload)));
  } catch {
    return frame;
  }
}

export async function injection(view: AdversaryView): Promise<Injection> {
  const { rng } = view;
  const seen = [...view.toReceiver, ...view.fromReceiver];
  const any = seen.length > 0 ? rng.pick(seen) : forged(view);
  switch (rng.int(11)) {
    case 0: {
      const { bytes, steps } = mutate(rng, any.payload, rng.pick([...seen, any]).payload);
      return { label: `mutated [${steps.join(', ')}]`, frame: { type: rng.chance(0.9) ? any.type : rng.pick(Object.values(MESSAGE_TYPES)), payload: bytes } };
    }
    case 1:
      return view.toReceiver.length > 0 ? { label: 'replayed', frame: rng.pick(view.toReceiver) } : { label: 'forged', frame: forged(view) };
    case 2:
      return view.fromReceiver.length > 0 ? { label: 'reflected', frame: rng.pick(view.fromReceiver) } : { label: 'forged', frame: forged(view) };
    case 3:
      return view.foreign.length > 0 ? { label: 'from another channel', frame: rng.pick(view.foreign) } : { label: 'forged', frame: forged(view) };
    case 4:
      return view.foreign.length > 0 ? { label: "another channel's, relabelled as this one", frame: rewrite(rng.pick(view.foreign), (m) => ({ ...m, channelId: view.record.channelId })) } : { label: 'forged', frame: forged(view) };
    case 5:
      return { label: 'for a channel the receiver does not have', frame: rewrite(any, (m) => ({ ...m, channelId: Buffer.from(rng.bytes(32)).toString('hex') })) };
    case 6:
      return { label: 'random bytes', frame: { type: rng.pick(Object.values(MESSAGE_TYPES)), payload: rng.bytes(rng.int(200)) } };
    case 7:
    case 8:
      return { label: 'forged in turn', frame: await inTurn(view) };
    default:
      return { label: 'forged', frame: forged(view) };
  }
}

/**
 * The message the receiver waits for next, as a hostile peer would write it: signed with the
 * peer's own keys (only the peer can), so the checks behind the signatures are reached, and
 * with a revocation secret or next point that may or may not be the right one.
 */
async function inTurn(view: AdversaryView): Promise<Frame> {
  const { rng, record, peer } = view;
  const base = { channelId: record.channelId, seq: record.seq.lastReceived + 1n, ack: view.peerLastReceived };
  const round = record.round;
  const signed = async (state: AssetState) => (rng.chance(0.8) ? peer.signing.sign(view.receiver.side, state, pointOf(view.receiver, state.number)) : signatures(view));
  const revocation = () => ({ revocationSecret: rng.chance(0.5) ? secretOf(peer, record.committed.number) : secret(view), nextPoint: rng.chance(0.6) ? pointOf(peer, record.committed.number + 2n) : point(view) });
  if (round?.stage === 'proposed') return encodeMessage({ ...base, kind: 'accept', number: round.next.number, signatures: await signed(round.next) });
  if (round?.stage === 'accepted') return encodeMessage({ ...base, kind: 'commit', number: round.next.number, signatures: await signed(round.next), ...revocation() });
  if (round?.stage === 'committed') return encodeMessage({ ...base, kind: 'revoke', number: round.next.number, ...revocation() });
  return encodeMessage({ ...base, kind: 'propose', number: record.committed.number + 1n, changes: [change(view)] });
}

/** A well-formed message of any kind, written by the adversary. */
function forged(view: AdversaryView): Frame {
  const { rng, record } = view;
  const channelId = record.channelId;
  const seq = rng.pick([record.seq.lastReceived + 1n, record.seq.lastReceived + 1n, record.seq.lastReceived, record.seq.lastReceived + 2n, 1n]);
  const ack = rng.pick([record.seq.lastSent, 0n, record.seq.lastSent > 0n ? record.seq.lastSent - 1n : 0n, record.seq.lastSent + 1n]);
  const c = record.committed.number;
  const number = rng.pick([c, c + 1n, c + 1n, c + 2n, c > 0n ? c - 1n : 0n, 2n ** 48n - 1n]);
  const base = { channelId, seq, ack, number };
  switch (rng.pick(['propose', 'accept', 'commit', 'revoke', 'reject', 'shutdown', 'closingSigned', 'reestablish'] as const)) {
    case 'propose':
      return encodeMessage({ ...base, kind: 'propose', changes: [change(view)] });
    case 'accept':
      return encodeMessage({ ...base, kind: 'accept', signatures: signatures(view) });
    case 'commit':
      return encodeMessage({ ...base, kind: 'commit', signatures: signatures(view), revocationSecret: secret(view), nextPoint: point(view) });
    case 'revoke':
      return encodeMessage({ ...base, kind: 'revoke', revocationSecret: secret(view), nextPoint: point(view) });
    case 'reject':
      return encodeMessage({ ...base, kind: 'reject', code: rng.pick(['WrongNumber', 'BelowReserve', '']), message: 'forged' });
    case 'shutdown':
      return encodeMessage({ ...base, kind: 'shutdown' });
    case 'closingSigned':
      return encodeMessage({ ...base, kind: 'closingSigned', signatures: { ...signatures(view), htlcs: [] } });
    case 'reestablish': {
      const proofNumber = rng.pick([c, c > 0n ? c - 1n : 0n, record.holder.state.number, c + 5n, 2n ** 48n, 2n ** 64n - 1n]);
      const ours = proofNumber < 2n ** 48n && rng.chance(0.2);
      const proof = rng.chance(0.5) ? undefined : { number: proofNumber, secret: ours ? secretOf(view.receiver, proofNumber) : secret(view) };
      return encodeMessage({ kind: 'reestablish', channelId, lastReceivedSeq: rng.pick([record.seq.lastSent, 0n, record.seq.lastSent + 3n]), committedNumber: rng.pick([c, c + 1n, c + 2n, c > 1n ? c - 2n : 0n]), yourLastSecret: proof });
    }
  }
}

function change(view: AdversaryView): AssetChange {
  const { rng, record } = view;
  const peer = view.peer.side;
  const live = record.committed.htlcs;
  const h = live.length > 0 ? rng.pick(live) : undefined;
  const hash = Buffer.from(rng.bytes(32)).toString('hex');
  switch (rng.int(4)) {
    case 0:
      return { kind: 'add', htlc: { id: record.committed.nextHtlcId[peer] + BigInt(rng.int(2)), offeredBy: rng.chance(0.8) ? peer : view.receiver.side, paymentHash: hash, assetAmount: 1n + BigInt(rng.int(2_000)), cltvExpiry: 1_000 + rng.int(3_000) } };
    case 1:
      return h ? { kind: 'fulfill', offeredBy: h.offeredBy, id: h.id, preimage: view.preimages.get(h.paymentHash) ?? hash } : { kind: 'fail', offeredBy: peer, id: 0n };
    default:
      return h ? { kind: 'fail', offeredBy: h.offeredBy, id: h.id } : { kind: 'fulfill', offeredBy: view.receiver.side, id: 0n, preimage: hash };
  }
}

function signatures(view: AdversaryView): CommitmentSignatures {
  const { rng } = view;
  const sig = () => rng.pick([new Uint8Array(64), new Uint8Array(64).fill(0xff), rng.bytes(64), Uint8Array.from([...numberToBytesBE(N, 32), ...numberToBytesBE(1n, 32)])]);
  return { commitment: sig(), htlcs: Array.from({ length: rng.int(3) }, sig), bundleId: rng.bytes(32) };
}

/** Revocation secrets: zero, the curve order and above (not scalars), random, or the peer's real one for another number. */
function secret(view: AdversaryView): Uint8Array {
  const { rng, record } = view;
  const c = record.committed.number;
  return rng.pick([
    new Uint8Array(32),
    new Uint8Array(32).fill(0xff),
    numberToBytesBE(N, 32),
    rng.bytes(32),
    secretOf(view.peer, c + 1n),
    secretOf(view.peer, c > 0n ? c - 1n : c + 2n),
    secretOf(view.peer, c),
  ]);
}

function point(view: AdversaryView): Uint8Array {
  const { rng } = view;
  return rng.pick([pointOf(view.peer, view.record.committed.number + 2n), Uint8Array.of(2, ...new Array(32).fill(0xff)), new Uint8Array(33), Uint8Array.of(4, ...rng.bytes(32))]);
}
