import { secp256k1 } from '@noble/curves/secp256k1';
import { perCommitmentPoint } from '../lib/keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../lib/keys/per-commitment-secret';
import type { AssetChannelRecord } from '../lib/protocol/asset-channel-record';
import { decodeMessage, MalformedMessage, type ChannelMessage } from '../lib/protocol/channel-messages';
import type { PairSide } from './signed-pair';

/**
 * What the protocol text (docs/design/rgb-channel-protocol.md §5, "Reliable delivery", "Lost
 * state", "Turns", and §6 for the close) says a side must do with one incoming frame, worked
 * out from the receiver's record before the frame and from what the test knows about both
 * sides. It is the fuzz test's expectation, written apart from `AssetChannelUpdates`.
 */
export type Expected =
  /** Nothing changes but the acknowledgement of what the peer really received; nothing is sent. */
  | { readonly kind: 'ignored'; readonly why: string }
  /** As ignored, and the receiver asks the peer to resend with one `rgb_reestablish`. */
  | { readonly kind: 'resync'; readonly why: string }
  /** A reestablish the receiver answers by resending its unacknowledged messages, in order. */
  | { readonly kind: 'resend'; readonly why: string }
  /** A violation the protocol answers by ending the channel's updates for good. */
  | { readonly kind: 'fails'; readonly status: 'failed' | 'state-lost'; readonly why: string }
  /**
   * The next message of the peer's own stream: the peer speaking, with every documented outcome
   * open (a signature, a refusal, a committed state); only the safety rules apply.
   */
  | { readonly kind: 'peer-step'; readonly why: string }
  /**
   * A frame that acknowledges what the honest peer never received: only the peer could send it,
   * so it is the peer's step too, though it moves no turn.
   */
  | { readonly kind: 'forged-ack'; readonly why: string };

export interface Sides {
  readonly receiver: PairSide;
  readonly peer: PairSide;
  /** The honest peer's real record: what it has received decides whether an acknowledgement is true. */
  readonly peerRecord: AssetChannelRecord;
}

export function secretOf(side: PairSide, number: bigint): Uint8Array {
  return perCommitmentSecret(side.commitmentSeed, secretIndexOf(number));
}

export function pointOf(side: PairSide, number: bigint): Uint8Array {
  return perCommitmentPoint(secretOf(side, number));
}

const LIVE = new Set(['open', 'closing', 'awaiting-funding']);

export async function expectedOutcome(record: AssetChannelRecord, type: number, payload: Uint8Array, sides: Sides): Promise<Expected> {
  let m: ChannelMessage;
  try {
    m = decodeMessage(type, payload);
  } catch (err) {
    if (!(err instanceof MalformedMessage)) throw err;
    return { kind: 'ignored', why: `unreadable: ${err.message}` };
  }
  if (m.channelId !== record.channelId) return { kind: 'ignored', why: 'another channel' };
  if (m.kind === 'reestablish') return reestablishOutcome(record, m, sides);
  if (!LIVE.has(record.status)) return { kind: 'ignored', why: `the channel is ${record.status}` };
  if (m.ack > record.seq.lastSent) return { kind: 'fails', status: 'failed', why: 'acknowledges a message never sent' };
  if (m.ack > sides.peerRecord.seq.lastReceived) return { kind: 'forged-ack', why: 'acknowledges what the peer never received' };
  if (m.seq <= record.seq.lastReceived) return { kind: 'ignored', why: 'a resend already handled' };
  if (m.seq > record.seq.lastReceived + 1n) return { kind: 'resync', why: 'a gap in the sequence' };
  return inTurn(record, m, sides);
}

async function reestablishOutcome(record: AssetChannelRecord, m: Extract<ChannelMessage, { kind: 'reestablish' }>, sides: Sides): Promise<Expected> {
  if (!LIVE.has(record.status) && record.status !== 'closed') return { kind: 'ignored', why: `the channel is ${record.status}` };
  const proof = m.yourLastSecret;
  // BOLT 3 has no secret numbered 2^48 or above: such a proof cannot be ours.
  const ours = (p: NonNullable<typeof proof>) => p.number < 2n ** 48n && Buffer.compare(p.secret, secretOf(sides.receiver, p.number)) === 0;
  if (proof && !ours(proof)) return { kind: 'fails', status: 'failed', why: 'a data-loss proof that is not our secret' };
  if (proof && proof.number >= record.holder.state.number) return { kind: 'fails', status: 'state-lost', why: 'proof that we revoked what we hold' };
  const gap = m.committedNumber - record.committed.number;
  if (gap > 1n || gap < -1n || m.lastReceivedSeq > record.seq.lastSent) return { kind: 'fails', status: 'failed', why: 'a peer more than a round away, or acknowledging what we never sent' };
  if (m.lastReceivedSeq > sides.peerRecord.seq.lastReceived) return { kind: 'forged-ack', why: 'a reestablish acknowledging what the peer never received' };
  return { kind: 'resend', why: 'a reestablish within a round' };
}

/** The next message of the peer's stream: the turn rules of §5 ("Turns") and the close of §6. */
async function inTurn(record: AssetChannelRecord, m: Exclude<ChannelMessage, { kind: 'reestablish' }>, sides: Sides): Promise<Expected> {
  const round = record.round;
  const fails = (why: string): Expected => ({ kind: 'fails', status: 'failed', why });
  const peerStep: Expected = { kind: 'peer-step', why: `${m.kind} in turn` };
  if (record.status === 'awaiting-funding') return m.kind === 'propose' || m.kind === 'reject' ? peerStep : fails(`${m.kind} before the funding`);
  switch (m.kind) {
    case 'propose':
      if (record.status === 'closing' || m.number !== record.committed.number + 1n) return peerStep; // answered with a reject
      return round && round.stage !== 'proposed' ? fails('a proposal while a round is signed') : peerStep;
    case 'accept':
      if (round?.stage !== 'proposed' || m.number !== round.next.number) return fails('accept out of turn');
      return (await ourSignaturesVerify(record, round.next, m.signatures, sides)) ? peerStep : fails('signatures that do not verify');
    case 'commit':
      if (round?.stage !== 'accepted' || m.number !== round.next.number) return fails('commit out of turn');
      if (!(await ourSignaturesVerify(record, round.next, m.signatures, sides))) return fails('signatures that do not verify');
      return revocationProblem(record, m, sides) ? fails('a revocation that does not revoke') : peerStep;
    case 'revoke':
      if (round?.stage !== 'committed' || m.number !== round.next.number) return fails('revoke out of turn');
      return revocationProblem(record, m, sides) ? fails('a revocation that does not revoke') : peerStep;
    case 'reject':
      return peerStep; // drops our proposal, or is ignored: never fails
    case 'shutdown': {
      const open = round?.stage === 'proposed' ? null : round;
      if (record.closing?.remoteShutdown || open || m.number !== record.committed.number || record.committed.htlcs.length > 0) return fails('a shutdown the channel cannot take');
      return peerStep;
    }
    case 'closingSigned':
      // This side never shut down in the fuzz: no closing was ever agreed.
      return record.status === 'closing' && record.closing?.localShutdown && record.closing.remoteShutdown ? peerStep : fails('closing_signed out of turn');
  }
}

async function ourSignaturesVerify(record: AssetChannelRecord, state: AssetChannelRecord['committed'], signatures: Extract<ChannelMessage, { kind: 'accept' }>['signatures'], sides: Sides): Promise<boolean> {
  return sides.receiver.signing.verify(record.local, state, pointOf(sides.receiver, state.number), signatures);
}

/** The peer's secret for our committed number, from the peer's own seed, and a next point on the curve. */
function revocationProblem(record: AssetChannelRecord, m: { revocationSecret: Uint8Array; nextPoint: Uint8Array }, sides: Sides): boolean {
  if (Buffer.compare(m.revocationSecret, secretOf(sides.peer, record.committed.number)) !== 0) return true;
  try {
    secp256k1.ProjectivePoint.fromHex(m.nextPoint);
    return false;
  } catch {
    return true;
  }
}
