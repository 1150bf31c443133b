import { secp256k1 } from '@noble/curves/secp256k1';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';
import { InconsistentRevocationSecret, ReceivedSecrets } from '../keys/received-secrets';
import { applyChanges, assetsOf, otherSide, ProtocolViolation, type AssetChange, type AssetState, type Side } from './asset-state';
import type { AssetChannelRecord, StoredSignatures } from './asset-channel-record';
import { decodeMessage, encodeMessage, MalformedMessage, type ChannelMessage, type CommitmentSignatures } from './channel-messages';
import type { CommitmentSigning } from './commitment-signing.port';

/**
 * What the caller must do after a step: write `record` durably, then send `send` in order, and
 * only then act on `events` (a claim on a `committed` event before the write could leave the
 * payee without the payer's revocation after a crash: review F6).
 */
export interface UpdateStep {
  readonly record: AssetChannelRecord;
  readonly send: ReadonlyArray<{ readonly type: number; readonly payload: Uint8Array }>;
  readonly events: readonly ChannelEvent[];
}

export type ChannelEvent =
  /** A new state is irrevocably committed on both sides (from this side's knowledge). */
  | { readonly type: 'committed'; readonly previous: AssetState; readonly state: AssetState; readonly changes: readonly AssetChange[]; readonly proposedBy: 'local' | 'remote' }
  /** Our proposal will not happen: the peer refused it, the opener's proposal took the turn, or the peer shut the channel down. */
  | { readonly type: 'proposal-dropped'; readonly changes: readonly AssetChange[]; readonly reason: 'rejected' | 'collision' | 'closing'; readonly code?: string; readonly message?: string }
  /**
   * Both sides signed the closing transaction of `state`: broadcast it (either side may), then
   * close the carrier. `theirs` and `ours` are the two signatures on its funding input.
   */
  | { readonly type: 'closing-signed'; readonly state: AssetState; readonly ours: CommitmentSignatures; readonly theirs: CommitmentSignatures }
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
  | { readonly type: 'local-state-lost'; readonly reason: string }
  /**
   * A local step failed (the signer or the colouring threw, e.g. the RGB stock was busy): the
   * message is left unhandled and unacknowledged, the record as it was. The peer resends it
   * after a reconnect; a failure that persists is the watchdog's stall (review F12).
   */
  | { readonly type: 'local-error'; readonly reason: string };

/** Unacknowledged messages beyond this mean the peer does not acknowledge: the channel fails. */
export const MAX_UNACKED = 16;

/** A shutdown while an HTLC is live or a round is in progress (fulfil or fail them first). */
export class CannotShutDown extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CannotShutDown';
  }
}

/** A proposal on a closing, failed or lost channel. */
export class ChannelNotOpen extends Error {
  constructor(readonly status: string) {
    super(`the asset channel is ${status}`);
    this.name = 'ChannelNotOpen';
  }
}

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

  /**
   * The funding transaction confirmed and is the one the carrier's channel uses (the caller
   * checks LDK's funding outpoint): the channel opens for updates (review O2).
   */
  fundingConfirmed(record: AssetChannelRecord): AssetChannelRecord {
    if (record.status !== 'awaiting-funding') throw new ChannelNotOpen(record.status);
    return { ...record, status: 'open' };
  }

  /**
   * An acceptor's channel whose funding never appeared (the opener gave the opening up after we
   * wrote our record, or never broadcast): failed, so it no longer shows as ours. We hold no
   * asset in it, and should the funding confirm after all, commitment 0 (signed both ways)
   * gives every unit back to the opener.
   */
  fundingAbandoned(record: AssetChannelRecord): AssetChannelRecord {
    if (record.status !== 'awaiting-funding') throw new ChannelNotOpen(record.status);
    if (record.local !== 'acceptor' || assetsOf(record.committed, 'acceptor') !== 0n) throw new Error('only an acceptor holding nothing abandons an unfunded channel');
    return { ...record, status: 'failed' };
  }

  /** Starts a round with our changes; throws ProtocolViolation (bad changes) or UpdateInProgress. */
  propose(record: AssetChannelRecord, changes: readonly AssetChange[], tipHeight: number): UpdateStep {
    if (record.status !== 'open') throw new ChannelNotOpen(record.status);
    if (record.round) throw new UpdateInProgress();
    // The peer applies what it decodes: apply exactly that here too (review F11).
    const number = record.committed.number + 1n;
    const probe = encodeMessage({ kind: 'propose', channelId: record.channelId, seq: 1n, ack: 0n, number, changes });
    const wire = decodeMessage(probe.type, probe.payload);
    if (wire.kind !== 'propose') throw new Error('a proposal did not read back as one');
    const next = applyChanges(record.committed, wire.changes, record.local, record.policy, tipHeight);
    return this.emit({ ...record, round: { stage: 'proposed', changes: wire.changes, next } }, { kind: 'propose', number, changes: wire.changes }, []);
  }

  /**
   * Starts a cooperative close: no state after the committed one will be signed from here on.
   * Only with no live HTLC and no round, so the closing pays exactly the committed balances.
   */
  shutdown(record: AssetChannelRecord): UpdateStep {
    if (record.status !== 'open') throw new ChannelNotOpen(record.status);
    if (record.round) throw new CannotShutDown('an update round is in progress');
    if (record.committed.htlcs.length > 0) throw new CannotShutDown(`${record.committed.htlcs.length} HTLCs are live: fulfil or fail them first`);
    return this.emit({ ...record, status: 'closing', closing: { localShutdown: true, remoteShutdown: false, localSigned: false } }, { kind: 'shutdown', number: record.committed.number }, []);
  }

  /** The message to send when the peer (re)connects. */
  reestablish(record: AssetChannelRecord): { type: number; payload: Uint8Array } {
    // The peer revoked every commitment below our committed number; show it the newest secret.
    const last = record.committed.number - 1n;
    const secret = last >= 0n ? ReceivedSecrets.fromStored(record.peerSecrets).secretAt(secretIndexOf(last)) : undefined;
    return encodeMessage({
      kind: 'reestablish',
      channelId: record.channelId,
      lastReceivedSeq: record.seq.lastReceived,
      committedNumber: record.committed.number,
      yourLastSecret: secret ? { number: last, secret } : undefined,
    });
  }

  /** Handles one peer message for this channel. */
  async receive(record: AssetChannelRecord, type: number, payload: Uint8Array, tipHeight: number): Promise<UpdateStep> {
    const before = record;
    let message: ChannelMessage;
    try {
      message = decodeMessage(type, payload);
    } catch (err) {
      if (err instanceof MalformedMessage) return unchanged(record, { type: 'ignored', reason: `malformed message: ${err.message}` });
      throw err;
    }
    // The caller routes by (peer, channel id); a mismatch here is a routing bug or a stray peer.
    if (message.channelId !== record.channelId) return unchanged(record, { type: 'ignored', reason: `message for channel ${message.channelId}` });
    // A closed channel still answers a reestablish, so a peer that lost our last closing signature gets it again (review C4).
    const live = record.status === 'open' || record.status === 'closing' || record.status === 'awaiting-funding';
    if (message.kind === 'reestablish' && (live || record.status === 'closed')) return this.onReestablish(record, message);
    // A failed channel still learns that our state is older than the peer's (review
    // rgb-monitor-issue17-1 #2): then it must never broadcast ours, even if it meant to.
    if (message.kind === 'reestablish' && record.status === 'failed') return this.lossProven(record, message) ?? unchanged(record, { type: 'ignored', reason: 'the channel is failed' });
    if (!live || message.kind === 'reestablish') return unchanged(record, { type: 'ignored', reason: `the channel is ${record.status}` });
    if (message.ack > record.seq.lastSent) return failed(record, 'peer-failed', `the peer acknowledges message ${message.ack}; we sent ${record.seq.lastSent}`);
    record = acknowledged(record, message.ack);
    if (message.seq <= record.seq.lastReceived) return unchanged(record); // a resend we already handled
    if (message.seq !== record.seq.lastReceived + 1n) {
      return { record, send: [this.reestablish(record)], events: [{ type: 'ignored', reason: `message ${message.seq} after ${record.seq.lastReceived}: resynchronising` }] };
    }
    record = { ...record, seq: { ...record.seq, lastReceived: message.seq } };
    let step: UpdateStep;
    try {
      step = await this.dispatch(record, message, tipHeight);
    } catch (err) {
      // The signer or the colouring failed: local trouble, not the peer's (ProtocolViolation and
      // friends are handled inside). Nothing is consumed, so the peer's resend retries it (F12).
      return unchanged(before, { type: 'local-error', reason: `handling ${message.kind} ${message.number}: ${(err as Error).message}` });
    }
    if (step.record.unacked.length > MAX_UNACKED) return failed(record, 'peer-failed', `the peer left ${step.record.unacked.length} messages unacknowledged`);
    return step;
  }

  private async dispatch(record: AssetChannelRecord, message: Exclude<ChannelMessage, { kind: 'reestablish' }>, tipHeight: number): Promise<UpdateStep> {
    if (message.kind === 'propose' && record.status === 'closing') {
      // Review A4: after a shutdown no later state is signed.
      return this.emit(record, { kind: 'reject', number: message.number, code: 'Closing', message: 'the channel is shutting down' }, []);
    }
    if (record.status === 'awaiting-funding') {
      // The peer saw the funding confirm first: its proposal waits until ours does too.
      if (message.kind === 'propose') return this.emit(record, { kind: 'reject', number: message.number, code: 'NotFunded', message: 'the funding is not confirmed here yet' }, []);
      if (message.kind !== 'reject') return failed(record, 'peer-failed', `${message.kind} before the funding confirmed`);
    }
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
      case 'shutdown':
        return this.onShutdown(record, message);
      case 'closingSigned':
        return this.onClosingSigned(record, message);
    }
  }

  private async onShutdown(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'shutdown' }>): Promise<UpdateStep> {
    if (record.closing?.remoteShutdown) return failed(record, 'peer-failed', 'a second shutdown');
    const events: ChannelEvent[] = [];
    if (record.round?.stage === 'proposed') {
      // Our unsigned proposal crossed the peer's shutdown: it will not happen.
      events.push({ type: 'proposal-dropped', changes: record.round.changes, reason: 'closing' });
      record = { ...record, round: null };
    }
    if (record.round) return failed(record, 'peer-failed', `a shutdown during our round (${record.round.stage})`);
    if (message.number !== record.committed.number || record.committed.htlcs.length > 0) {
      return failed(record, 'peer-failed', `a shutdown at ${message.number} with ${record.committed.htlcs.length} live HTLCs; we are at ${record.committed.number}`);
    }
    const closing = { localShutdown: true, remoteShutdown: true, localSigned: record.closing?.localSigned ?? false };
    let step: UpdateStep = { record: { ...record, status: 'closing', closing }, send: [], events };
    if (!record.closing) step = await this.chain(step, async (r) => this.emit(r, { kind: 'shutdown', number: r.committed.number }, []));
    // Both shutdowns are out: the opener signs the closing first.
    if (record.local === 'opener') step = await this.chain(step, (r) => this.signClosing(r));
    return step;
  }

  private async onClosingSigned(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'closingSigned' }>): Promise<UpdateStep> {
    const closing = record.closing;
    if (record.status !== 'closing' || !closing?.localShutdown || !closing.remoteShutdown || closing.remoteSignatures || message.number !== record.committed.number) {
      return failed(record, 'peer-failed', `closing_signed for ${message.number} out of turn`);
    }
    if (!(await this.signing.verifyClosing(record.committed, record.closingScripts, message.signatures))) {
      return failed(record, 'peer-failed', 'the peer\'s closing signature does not verify');
    }
    let step: UpdateStep = { record: { ...record, closing: { ...closing, remoteSignatures: storeSignatures(message.signatures) } }, send: [], events: [] };
    if (!closing.localSigned) step = await this.chain(step, (r) => this.signClosing(r));
    // Both signatures held: the close is complete and final (review C4).
    step = { ...step, record: { ...step.record, status: 'closed' } };
    const ours = await this.signing.signClosing(record.committed, record.closingScripts);
    return { ...step, events: [...step.events, { type: 'closing-signed', state: record.committed, ours, theirs: message.signatures }] };
  }

  private async signClosing(record: AssetChannelRecord): Promise<UpdateStep> {
    const signatures = await this.signing.signClosing(record.committed, record.closingScripts);
    const closing = { localShutdown: true, remoteShutdown: true, ...record.closing, localSigned: true };
    return this.emit({ ...record, closing }, { kind: 'closingSigned', number: record.committed.number, signatures }, []);
  }

  /** Runs `next` on `step`'s record and joins the two steps' messages and events. */
  private async chain(step: UpdateStep, next: (record: AssetChannelRecord) => Promise<UpdateStep>): Promise<UpdateStep> {
    const more = await next(step.record);
    return { record: more.record, send: [...step.send, ...more.send], events: [...step.events, ...more.events] };
  }

  private async onPropose(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'propose' }>, tipHeight: number): Promise<UpdateStep> {
    if (message.number !== record.committed.number + 1n) {
      // A stale proposal (a collided one resent after a reconnect, say): tell the proposer to drop it (review F7).
      return this.emit(record, { kind: 'reject', number: message.number, code: 'WrongNumber', message: `we are at commitment ${record.committed.number}` }, []);
    }
    const events: ChannelEvent[] = [];
    const round = record.round;
    if (round?.stage === 'proposed') {
      // Both proposed at once: the turn alternates with the number, so neither side can keep the
      // other's updates out (a payer streaming adds starved the payee's fulfils until the HTLC
      // limit, in the RGB benchmark). The loser drops its own (it signed nothing yet) and offers
      // it again once this round is committed.
      if (record.local === collisionWinner(message.number)) return unchanged(record, { type: 'ignored', reason: "the peer's proposal collided with ours, which has the turn" });
      events.push({ type: 'proposal-dropped', changes: round.changes, reason: 'collision' });
      record = { ...record, round: null };
    } else if (round) {
      return failed(record, 'peer-failed', `the peer proposed ${message.number} while its own round is ${round.stage} with us`);
    }
    const remote = otherSide(record.local);
    let next: AssetState;
    try {
      next = applyChanges(record.committed, message.changes, remote, record.policy, tipHeight);
    } catch (err) {
      if (!(err instanceof ProtocolViolation)) throw err;
      return this.emit(record, { kind: 'reject', number: message.number, code: err.code, message: err.message }, events);
    }
    const signatures = await this.signing.sign(remote, next, hex(record.peerPoints.next));
    return this.emit({ ...record, round: { stage: 'accepted', changes: message.changes, next } }, { kind: 'accept', number: next.number, signatures }, events);
  }

  private async onAccept(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'accept' }>): Promise<UpdateStep> {
    const round = record.round;
    if (round?.stage !== 'proposed' || message.number !== round.next.number) return failed(record, 'peer-failed', `accept of ${message.number} out of turn`);
    if (!(await this.signing.verify(record.local, round.next, this.pointFor(round.next.number), message.signatures))) {
      return failed(record, 'peer-failed', `the peer's signatures on our commitment ${round.next.number} do not verify`);
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
        signatures: await this.signing.sign(remote, round.next, hex(record.peerPoints.next)),
        revocationSecret: this.secretFor(record.committed.number),
        nextPoint: this.pointFor(round.next.number + 1n),
      },
      [],
    );
  }

  private async onCommit(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'commit' }>): Promise<UpdateStep> {
    const round = record.round;
    if (round?.stage !== 'accepted' || message.number !== round.next.number) return failed(record, 'peer-failed', `commit of ${message.number} out of turn`);
    if (!(await this.signing.verify(record.local, round.next, this.pointFor(round.next.number), message.signatures))) {
      return failed(record, 'peer-failed', `the peer's signatures on our commitment ${round.next.number} do not verify`);
    }
    const revoked = this.takeRevocation(record, message.revocationSecret, message.nextPoint);
    if ('error' in revoked) return failed(revoked.kept ?? record, 'peer-failed', revoked.error);
    const committed: AssetChannelRecord = {
      ...record,
      ...revoked.ok,
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
    if (round?.stage !== 'committed' || message.number !== round.next.number) return failed(record, 'peer-failed', `revoke of ${message.number} out of turn`);
    const revoked = this.takeRevocation(record, message.revocationSecret, message.nextPoint);
    if ('error' in revoked) return failed(revoked.kept ?? record, 'peer-failed', revoked.error);
    return {
      record: { ...record, ...revoked.ok, committed: round.next, round: null },
      send: [],
      events: [{ type: 'committed', previous: record.committed, state: round.next, changes: round.changes, proposedBy: 'local' }],
    };
  }

  private onReject(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'reject' }>): UpdateStep {
    const round = record.round;
    // A reject of a proposal we no longer have (a stale resend) changes nothing.
    if (round?.stage !== 'proposed' || message.number !== round.next.number) return unchanged(record, { type: 'ignored', reason: `reject of ${message.number} out of turn` });
    return {
      record: { ...record, round: null },
      send: [],
      events: [{ type: 'proposal-dropped', changes: round.changes, reason: 'rejected', code: message.code, message: message.message }],
    };
  }

  /**
   * Resends what the peer has not received. A peer claiming to be ahead of us is believed only
   * with proof: one of our own per-commitment secrets for a commitment we hold as current
   * (BOLT 2's data-loss protection; review F2). Without proof it is a failing peer, not our loss.
   */
  private onReestablish(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'reestablish' }>): UpdateStep {
    const proof = message.yourLastSecret;
    if (proof && Buffer.compare(proof.secret, this.secretFor(proof.number)) !== 0) return failed(record, 'peer-failed', `the peer shows a secret for ${proof.number} that is not ours`);
    const lost = this.lossProven(record, message);
    if (lost) return lost;
    // Without proof a claim to be ahead is a failing peer, as BOLT 2 has it: believing it would
    // let any peer freeze an honest node's channel for good (review F2; rgb-monitor-issue17-1 #2).
    const gap = message.committedNumber - record.committed.number;
    if (gap > 1n || gap < -1n || message.lastReceivedSeq > record.seq.lastSent) {
      return failed(record, 'peer-failed', `the peer is at commitment ${message.committedNumber} and acknowledges ${message.lastReceivedSeq}; we are at ${record.committed.number} and sent ${record.seq.lastSent}`);
    }
    const pending = acknowledged(record, message.lastReceivedSeq);
    return { record: pending, send: pending.unacked.map((m) => ({ type: m.type, payload: hex(m.payload) })), events: [] };
  }

  /** The peer proved, with one of our own secrets, that our newest commitment is revoked: we run on an old backup. */
  private lossProven(record: AssetChannelRecord, message: Extract<ChannelMessage, { kind: 'reestablish' }>): UpdateStep | null {
    const proof = message.yourLastSecret;
    if (!proof || proof.number < record.holder.state.number) return null;
    if (Buffer.compare(proof.secret, this.secretFor(proof.number)) !== 0) return null;
    return failed(record, 'local-state-lost', `the peer holds our secret for commitment ${proof.number}; our newest is ${record.holder.state.number}: we run on an old backup`);
  }

  /**
   * Checks a revealed secret against the peer's point for our committed number and stores it. A
   * secret that matches the point but not BOLT 3's chain still revokes that commitment: it is
   * kept (`loose`) while the channel fails.
   */
  private takeRevocation(
    record: AssetChannelRecord,
    secret: Uint8Array,
    nextPoint: Uint8Array,
  ): { readonly ok: Pick<AssetChannelRecord, 'peerSecrets' | 'peerPoints'> } | { readonly error: string; readonly kept?: AssetChannelRecord } {
    // Zero or the curve order and above are no secret at all: the peer's fault, not a local
    // error that would leave its message unhandled for a resend to repeat (fuzz, issue 17).
    let point: string;
    try {
      point = toHex(perCommitmentPoint(secret));
    } catch {
      return { error: 'the revealed secret is not a valid private key' };
    }
    if (point !== record.peerPoints.committed) return { error: `the revealed secret is not the one for commitment ${record.committed.number}` };
    try {
      secp256k1.ProjectivePoint.fromHex(nextPoint);
    } catch {
      return { error: 'the next per-commitment point is not a curve point' };
    }
    const secrets = ReceivedSecrets.fromStored(record.peerSecrets);
    try {
      secrets.insert(secretIndexOf(record.committed.number), secret);
    } catch (err) {
      if (!(err instanceof InconsistentRevocationSecret)) throw err;
      const loose = [...(record.looseSecrets ?? []), { number: record.committed.number, secret: toHex(secret) }];
      return { error: err.message, kept: { ...record, looseSecrets: loose } };
    }
    return { ok: { peerSecrets: secrets.toStored(), peerPoints: { committed: record.peerPoints.next, next: toHex(nextPoint) } } };
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

/** Ends the channel's updates for good: the status is written with the record, so a restart does not resume. */
function failed(record: AssetChannelRecord, type: 'peer-failed' | 'local-state-lost', reason: string): UpdateStep {
  return { record: { ...record, status: type === 'local-state-lost' ? 'state-lost' : 'failed' }, send: [], events: [{ type, reason }] };
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

/** Whose proposal of commitment `number` takes the turn when both sides propose it at once: the opener's for odd numbers, the acceptor's for even. */
export function collisionWinner(number: bigint): Side {
  return number % 2n === 1n ? 'opener' : 'acceptor';
}
