import { secp256k1 } from '@noble/curves/secp256k1';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { InconsistentRevocationSecret, ReceivedSecrets } from '../keys/received-secrets';
import { applyChanges, otherSide, ProtocolViolation, type AssetChange, type AssetState } from './asset-state';
import type { AssetChannelRecord, StoredSignatures } from './asset-channel-record';
import { decodeMessage, encodeMessage, MalformedMessage, type ChannelMessage, type CommitmentSignatures } from './channel-messages';
import type { CommitmentSigning } from './commitment-signing.port';

/** What the caller must do after a step: write `record` durably, then send `send` in order. */
export interface UpdateStep {
  readonly record: AssetChannelRecord;
  readonly send: ReadonlyArray<{ readonly type: number; readonly payload: Uint8Array }>;
  readonly events: readonly ChannelEvent[];
}

export type ChannelEvent =
  /** A new state is irrevocably committed on both sides (from this side's knowledge). */
  | { readonly type: 'committed'; readonly previous: AssetState; readonly state: AssetState; readonly changes: readonly AssetChange[]; readonly proposedBy: 'local' | 'remote' }
  /** Our proposal will not happen: the peer refused it, or the opener's proposal took the turn. */
  | { readonly type: 'proposal-dropped'; readonly changes: readonly AssetChange[]; readonly reason: 'rejected' | 'collision'; readonly code?: string; readonly message?: string }
  /** The peer sent something out of turn or unreadable: ignored, nothing changed (log it). */
  | { readonly type: 'ignored'; readonly reason: string }
  /**
   * The peer broke the protocol in a way that leaves the channel unusable (a bad signature or
   * secret, a diverged stock, a lost state): close it on chain with `record.holder`.
   */
  | { readonly type: 'peer-failed'; readonly reason: string }
  /**
   * The peer knows of states we do not: our record is older than what we signed (a restored
   * backup). Broadcasting our commitment could publish a revoked state and lose the asset: do
   * not; ask the peer to close, as BOLT 2's data-loss protection does.
   */
  | { readonly type: 'local-state-lost'; readonly reason: string };

/** A local proposal while a round is in progress: wait for `committed` or `proposal-dropped`. */
export class UpdateInProgress extends Error {
  constructor() {
    super('an update round is in progress on this channel');
    this.name = 'UpdateInProgress';
  }
}

/**
 * The asset channel's turn-based update protocol (docs/design/rgb-channel-protocol.md):
 * propose → accept (the receiver signs the proposer's next commitment) → commit (the proposer
 * signs the receiver's next commitment and revokes its previous one) → revoke (the receiver
 * revokes its previous one). Each side reveals a revocation secret only in a step whose record
 * already holds the peer's signature on its next commitment, so a crash between any two writes
 * never leaves a side with nothing but revoked states (review A5). Pure: every call returns the
 * new record and the messages to send after writing it.
 */
export class AssetChannelUpdates {
  constructor(
    private readonly signing: CommitmentSigning,
    private readonly commitmentSeed: Uint8Array,
  ) {}

  /** Starts a round with our changes; throws ProtocolViolation (bad changes) or UpdateInProgress. */
  propose(record: AssetChannelRecord, changes: readonly AssetChange[], tipHeight: number): UpdateStep {
    if (record.round) throw new UpdateInProgress();
    const next = applyChanges(record.committed, changes, record.local, record.policy, tipHeight);
    return this.emit({ ...record, round: { stage: 'proposed', changes, next } }, { kind: 'propose', number: next.number, changes }, []);
  }

  /** The message to send when the peer (re)connects. */
  reestablish(record: AssetChannelRecord): { type: number; payload: Uint8Array } {
    return encodeMessage({ kind: 'reestablish', channelId: record.channelId, lastReceivedSeq: record.seq.lastReceived, committedNumber: record.committed.number });
  }

  /** Handles one peer message for this channel. */
  receive(record: AssetChannelRecord, type: number, payload: Uint8Array, tipHeight: number): UpdateStep {
    let message: ChannelMessage;
    try {
      message = decodeMessage(type, payload);
    } catch (err) {
      if (err instanceof MalformedMessage) return unchanged(record, { type: 'ignored', reason: `malformed message: ${err.message}` });
      throw err;
    }
    if (message.channelId !== record.channelId) throw new Error(`message for channel ${message.channelId} routed to ${record.channelId}`);
    if (message.kind === 'reestablish') return this.onReestablish(record, message);
    record = acknowledged(record, message.ack);
    if (message.seq <= record.seq.lastReceived) return unchanged(record); // a resend we already handled
    if (message.seq !== record.seq.lastReceived + 1n) {
      return { record, send: [this.reestablish(record)], events: [{ type: 'ignored', reason: `message ${message.seq} after ${record.seq.lastReceived}: resynchronising` }] };
    }
    record = { ...record, seq: { ...record.seq, lastReceived: message.seq } };
    switch (message.kind) {
      case 'propose':
        return this.onPropose(record, message, tipHeight);
      case 'accept':
        return this.onAccept(record, message);
      case 'commit':
        return this.onCommit(record, message);
      case 'revoke':
        return this.onRevoke(record, message);
      case 'reject':
        return this.onReject(record, message);
    }
  }

  private onPropose(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'propose' }>, tipHeight: number): UpdateStep {
    if (message.number !== record.committed.number + 1n) return unchanged(record, { type: 'ignored', reason: `stale proposal for ${message.number}` });
    const events: ChannelEvent[] = [];
    const round = record.round;
    if (round?.stage === 'proposed') {
      // Both proposed at once: the opener's proposal takes the turn. The acceptor drops its own
      // (it signed nothing yet) and offers it again once this round is committed.
      if (record.local === 'opener') return unchanged(record, { type: 'ignored', reason: "the acceptor's proposal collided with ours" });
      events.push({ type: 'proposal-dropped', changes: round.changes, reason: 'collision' });
      record = { ...record, round: null };
    } else if (round) {
      return unchanged(record, { type: 'ignored', reason: `proposal while our round is ${round.stage}` });
    }
    const remote = otherSide(record.local);
    let next: AssetState;
    try {
      next = applyChanges(record.committed, message.changes, remote, record.policy, tipHeight);
    } catch (err) {
      if (!(err instanceof ProtocolViolation)) throw err;
      return this.emit(record, { kind: 'reject', number: message.number, code: err.code, message: err.message }, events);
    }
    const signatures = this.signing.sign(remote, next, hex(record.peerPoints.next));
    return this.emit({ ...record, round: { stage: 'accepted', changes: message.changes, next } }, { kind: 'accept', number: next.number, signatures }, events);
  }

  private onAccept(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'accept' }>): UpdateStep {
    const round = record.round;
    if (round?.stage !== 'proposed' || message.number !== round.next.number) return unchanged(record, { type: 'ignored', reason: `accept of ${message.number} out of turn` });
    if (!this.signing.verify(record.local, round.next, this.pointFor(round.next.number), message.signatures)) {
      return unchanged(record, { type: 'peer-failed', reason: `the peer's signatures on our commitment ${round.next.number} do not verify` });
    }
    const remote = otherSide(record.local);
    const signed: AssetChannelRecord = {
      ...record,
      holder: { state: round.next, signatures: storeSignatures(message.signatures) },
      round: { ...round, stage: 'committed' },
    };
    return this.emit(
      signed,
      {
        kind: 'commit',
        number: round.next.number,
        signatures: this.signing.sign(remote, round.next, hex(record.peerPoints.next)),
        revocationSecret: this.secretFor(record.committed.number),
        nextPoint: this.pointFor(round.next.number + 1n),
      },
      [],
    );
  }

  private onCommit(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'commit' }>): UpdateStep {
    const round = record.round;
    if (round?.stage !== 'accepted' || message.number !== round.next.number) return unchanged(record, { type: 'ignored', reason: `commit of ${message.number} out of turn` });
    if (!this.signing.verify(record.local, round.next, this.pointFor(round.next.number), message.signatures)) {
      return unchanged(record, { type: 'peer-failed', reason: `the peer's signatures on our commitment ${round.next.number} do not verify` });
    }
    const revoked = this.takeRevocation(record, message.revocationSecret, message.nextPoint);
    if (typeof revoked === 'string') return unchanged(record, { type: 'peer-failed', reason: revoked });
    const committed: AssetChannelRecord = {
      ...record,
      ...revoked,
      committed: round.next,
      holder: { state: round.next, signatures: storeSignatures(message.signatures) },
      round: null,
    };
    const events: ChannelEvent[] = [{ type: 'committed', previous: record.committed, state: round.next, changes: round.changes, proposedBy: 'remote' }];
    return this.emit(
      committed,
      { kind: 'revoke', number: round.next.number, revocationSecret: this.secretFor(record.committed.number), nextPoint: this.pointFor(round.next.number + 1n) },
      events,
    );
  }

  private onRevoke(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'revoke' }>): UpdateStep {
    const round = record.round;
    if (round?.stage !== 'committed' || message.number !== round.next.number) return unchanged(record, { type: 'ignored', reason: `revoke of ${message.number} out of turn` });
    const revoked = this.takeRevocation(record, message.revocationSecret, message.nextPoint);
    if (typeof revoked === 'string') return unchanged(record, { type: 'peer-failed', reason: revoked });
    return {
      record: { ...record, ...revoked, committed: round.next, round: null },
      send: [],
      events: [{ type: 'committed', previous: record.committed, state: round.next, changes: round.changes, proposedBy: 'local' }],
    };
  }

  private onReject(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'reject' }>): UpdateStep {
    const round = record.round;
    if (round?.stage !== 'proposed' || message.number !== round.next.number) return unchanged(record, { type: 'ignored', reason: `reject of ${message.number} out of turn` });
    return {
      record: { ...record, round: null },
      send: [],
      events: [{ type: 'proposal-dropped', changes: round.changes, reason: 'rejected', code: message.code, message: message.message }],
    };
  }

  /** Resends what the peer has not received; a peer more than one round away lost state. */
  private onReestablish(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'reestablish' }>): UpdateStep {
    const gap = message.committedNumber - record.committed.number;
    if (gap > 1n || message.lastReceivedSeq > record.seq.lastSent) {
      return unchanged(record, {
        type: 'local-state-lost',
        reason: `the peer is at commitment ${message.committedNumber} and acknowledges message ${message.lastReceivedSeq}; we are at ${record.committed.number}, sent ${record.seq.lastSent}`,
      });
    }
    if (gap < -1n) return unchanged(record, { type: 'peer-failed', reason: `the peer is at commitment ${message.committedNumber}, we are at ${record.committed.number}: it lost state` });
    const pending = acknowledged(record, message.lastReceivedSeq);
    return { record: pending, send: pending.unacked.map((m) => ({ type: m.type, payload: hex(m.payload) })), events: [] };
  }

  /** Checks a revealed secret against the peer's point for our committed number and stores it. */
  private takeRevocation(record: AssetChannelRecord, secret: Uint8Array, nextPoint: Uint8Array): Pick<AssetChannelRecord, 'peerSecrets' | 'peerPoints'> | string {
    if (toHex(perCommitmentPoint(secret)) !== record.peerPoints.committed) return `the revealed secret is not the one for commitment ${record.committed.number}`;
    try {
      secp256k1.ProjectivePoint.fromHex(nextPoint);
    } catch {
      return 'the next per-commitment point is not a curve point';
    }
    const secrets = ReceivedSecrets.fromStored(record.peerSecrets);
    try {
      secrets.insert(secretIndexOf(record.committed.number), secret);
    } catch (err) {
      if (err instanceof InconsistentRevocationSecret) return err.message;
      throw err;
    }
    return { peerSecrets: secrets.toStored(), peerPoints: { committed: record.peerPoints.next, next: toHex(nextPoint) } };
  }

  private emit(record: AssetChannelRecord, body: DistributiveOmit<Exclude<ChannelMessage, { kind: 'reestablish' }>, 'channelId' | 'seq' | 'ack'>, events: ChannelEvent[]): UpdateStep {
    const seq = record.seq.lastSent + 1n;
    const encoded = encodeMessage({ ...body, channelId: record.channelId, seq, ack: record.seq.lastReceived } as ChannelMessage);
    return {
      record: {
        ...record,
        seq: { ...record.seq, lastSent: seq },
        unacked: [...record.unacked, { seq, type: encoded.type, payload: toHex(encoded.payload) }],
      },
      send: [encoded],
      events,
    };
  }

  private secretFor(commitmentNumber: bigint): Uint8Array {
    return perCommitmentSecret(this.commitmentSeed, secretIndexOf(commitmentNumber));
  }

  private pointFor(commitmentNumber: bigint): Uint8Array {
    return perCommitmentPoint(this.secretFor(commitmentNumber));
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

function acknowledged(record: AssetChannelRecord, ack: bigint): AssetChannelRecord {
  const unacked = record.unacked.filter((m) => m.seq > ack);
  return unacked.length === record.unacked.length ? record : { ...record, unacked };
}

function unchanged(record: AssetChannelRecord, ...events: ChannelEvent[]): UpdateStep {
  return { record, send: [], events };
}

function storeSignatures(s: CommitmentSignatures): StoredSignatures {
  return { commitment: toHex(s.commitment), htlcs: s.htlcs.map(toHex), bundleId: toHex(s.bundleId) };
}

function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

function hex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'));
}
