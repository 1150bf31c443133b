import { ReceivedSecrets } from '../lib/keys/received-secrets';
import { secretIndexOf } from '../lib/keys/per-commitment-secret';
import { serializeRecord, serializeState, type AssetChannelRecord } from '../lib/protocol/asset-channel-record';
import type { UpdateStep } from '../lib/protocol/asset-channel-updates';
import { applyChanges, otherSide, type AssetState, type Side } from '../lib/protocol/asset-state';
import { decodeMessage } from '../lib/protocol/channel-messages';
import type { PairSide } from './signed-pair';
import { pointOf, secretOf, type Expected } from './update-oracle';

/**
 * The rules every step of the update protocol must keep whatever arrives (the fuzz test's
 * safety invariants), and the check of a step against what the protocol text expects of it.
 * Each returns the broken rules as text; none trusts the code under test for the answer: the
 * signatures are checked with the other side's keys and the secrets against both seeds.
 */

/** What one side signed for the peer, by commitment number, over the run: never two states for one number. */
export type SignedStates = Map<bigint, string>;

export interface StepContext {
  readonly side: Side;
  readonly me: PairSide;
  readonly peer: PairSide;
  readonly tip: number;
  readonly signed: SignedStates;
  readonly total: bigint;
}

const FINAL = new Set(['failed', 'state-lost', 'closed']);
const same = (a: AssetState | undefined, b: AssetState | undefined) => (a && b ? serializeState(a) === serializeState(b) : a === b);
const total = (s: AssetState) => s.openerAssets + s.acceptorAssets + s.htlcs.reduce((n, h) => n + h.assetAmount, 0n);

export async function safetyProblems(before: AssetChannelRecord, step: UpdateStep, ctx: StepContext): Promise<string[]> {
  const out: string[] = [];
  const after = step.record;
  for (const s of [after.committed, after.holder.state, after.round?.next]) if (s && total(s) !== ctx.total) out.push(`state ${s.number} holds ${total(s)} units, not ${ctx.total}`);
  if (!same(after.committed, before.committed)) {
    // A balance moves only when the peer revoked its previous commitment with its real secret.
    const stage = before.round?.stage;
    if ((stage !== 'accepted' && stage !== 'committed') || !same(after.committed, before.round?.next)) out.push(`committed moved to ${after.committed.number} outside a round's end`);
    const revealed = ReceivedSecrets.fromStored(after.peerSecrets).secretAt(secretIndexOf(before.committed.number));
    if (!revealed || Buffer.compare(revealed, secretOf(ctx.peer, before.committed.number)) !== 0) out.push(`committed ${after.committed.number} without the peer's real secret for ${before.committed.number}`);
  }
  if (!same(after.holder.state, before.holder.state) && !same(after.holder.state, before.round?.next)) out.push('holder moved to a state no round proposed');
  if (FINAL.has(before.status) && after.status !== before.status) out.push(`status left ${before.status} for ${after.status}`);
  if (after.status === 'closed' && before.status !== 'closed' && !step.events.some((e) => e.type === 'closing-signed')) out.push('closed without both closing signatures');
  if (after.seq.lastReceived !== before.seq.lastReceived && after.seq.lastReceived !== before.seq.lastReceived + 1n) out.push('lastReceived jumped');
  for (const frame of step.send) out.push(...(await sentProblems(before, after, frame, ctx)));
  return out;
}

/** What a side sends: signatures only on the state its round holds, secrets only once the next commitment is signed. */
async function sentProblems(before: AssetChannelRecord, after: AssetChannelRecord, frame: { type: number; payload: Uint8Array }, ctx: StepContext): Promise<string[]> {
  const out: string[] = [];
  const m = decodeMessage(frame.type, frame.payload);
  if (m.kind !== 'reestablish' && m.seq <= before.seq.lastSent) {
    // A resend: the very bytes of a message the record already held as sent.
    const hex = Buffer.from(frame.payload).toString('hex');
    return before.unacked.some((u) => u.seq === m.seq && u.payload === hex) ? [] : [`resent ${m.kind} ${m.seq}, which is not what was sent under that sequence`];
  }
  const peerSide = otherSide(ctx.side);
  if (m.kind === 'accept' || m.kind === 'commit') {
    const state = after.round?.next;
    const stage = m.kind === 'accept' ? 'accepted' : 'committed';
    if (!state || after.round?.stage !== stage || state.number !== m.number) return [`${m.kind} ${m.number} sent without a ${stage} round`];
    if (!(await ctx.peer.signing.verify(peerSide, state, pointOf(ctx.peer, state.number), m.signatures))) out.push(`${m.kind} signs something other than the round's state ${state.number}`);
    if (m.kind === 'accept') {
      let expected: AssetState | undefined;
      try {
        expected = applyChanges(before.committed, after.round?.changes ?? [], peerSide, before.policy, ctx.tip);
      } catch {
        expected = undefined;
      }
      if (!same(expected, state)) out.push(`accept signs ${state.number}, which the peer's changes do not make of the committed state`);
    }
    const earlier = ctx.signed.get(state.number);
    if (earlier !== undefined && earlier !== serializeState(state)) out.push(`signed a second, different state ${state.number} for the peer`);
  }
  if (m.kind === 'commit' || m.kind === 'revoke') {
    if (m.number !== before.committed.number + 1n) out.push(`${m.kind} ${m.number} from committed ${before.committed.number}`);
    if (Buffer.compare(m.revocationSecret, secretOf(ctx.me, m.number - 1n)) !== 0) out.push(`${m.kind} reveals something other than our secret for ${m.number - 1n}`);
    if (after.holder.state.number < m.number) out.push(`${m.kind} reveals the secret for ${m.number - 1n} before the write holds the peer's signature on ${m.number}`);
  }
  if (m.kind === 'closingSigned' && !(after.closing?.localShutdown && after.closing.remoteShutdown)) out.push('a closing signature before both shutdowns');
  return out;
}

/** Records the states a written step signed for the peer. */
export function noteSigned(step: UpdateStep, signed: SignedStates): void {
  const state = step.record.round?.next;
  for (const frame of step.send) {
    const m = decodeMessage(frame.type, frame.payload);
    if ((m.kind === 'accept' || m.kind === 'commit') && state) signed.set(state.number, serializeState(state));
  }
}

/** The step against the protocol's expectation of it. */
export function expectationProblems(before: AssetChannelRecord, step: UpdateStep, expected: Expected): string[] {
  const after = step.record;
  const out: string[] = [];
  const restOf = (r: AssetChannelRecord) => serializeRecord({ ...r, unacked: [] });
  const acknowledgedOnly = () => {
    if (restOf(after) !== restOf(before)) out.push(`the record changed (${before.status} → ${after.status}, committed ${before.committed.number} → ${after.committed.number}, round ${before.round?.stage ?? 'none'} → ${after.round?.stage ?? 'none'})`);
    if (!after.unacked.every((u) => before.unacked.some((b) => b.seq === u.seq))) out.push('unacked grew');
  };
  const eventTypes = step.events.map((e) => e.type);
  switch (expected.kind) {
    case 'ignored':
      acknowledgedOnly();
      if (step.send.length > 0) out.push(`sent ${step.send.length} messages`);
      if (eventTypes.some((t) => t !== 'ignored')) out.push(`events ${eventTypes.join(', ')}`);
      break;
    case 'resync': {
      acknowledgedOnly();
      const kinds = step.send.map((f) => decodeMessage(f.type, f.payload).kind);
      if (kinds.join() !== 'reestablish') out.push(`sent ${kinds.join(', ') || 'nothing'} instead of one reestablish`);
      break;
    }
    case 'resend':
      acknowledgedOnly();
      if (step.send.map((f) => Buffer.from(f.payload).toString('hex')).join() !== after.unacked.map((u) => u.payload).join()) out.push('did not resend exactly the unacknowledged messages');
      break;
    case 'fails':
      if (after.status !== expected.status) out.push(`status ${after.status}, events ${eventTypes.join(', ') || 'none'}`);
      if (!eventTypes.includes(expected.status === 'failed' ? 'peer-failed' : 'local-state-lost')) out.push(`events ${eventTypes.join(', ') || 'none'}`);
      if (step.send.length > 0) out.push('a failing step sent something');
      if (!same(after.committed, before.committed) || !same(after.holder.state, before.holder.state)) out.push('a failing step moved a state');
      if (JSON.stringify(after.peerSecrets) !== JSON.stringify(before.peerSecrets)) out.push('a failing step stored a secret');
      break;
    case 'peer-step':
    case 'forged-ack':
      break;
  }
  return out;
}
