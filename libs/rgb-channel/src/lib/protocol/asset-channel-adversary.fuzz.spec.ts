import { injection, rewrite } from '../../testing/adversary-frames';
import { Link, other, preimageOf, TOTAL, type Frame } from '../../testing/link';
import { SeededRandom } from '../../testing/seeded-random';
import { expectationProblems, noteSigned, safetyProblems, type SignedStates } from '../../testing/update-invariants';
import { expectedOutcome, type Expected } from '../../testing/update-oracle';
import type { AssetChange, Side } from './asset-state';

/**
 * Issue 17: two honest sides make payments while an adversary feeds either side mangled bytes,
 * replays (of this channel, reflected, of another channel), messages for channels it does not
 * have, and well-formed messages of any kind at any sequence number; honest frames are also
 * duplicated, reordered and lost to kills. Each frame, injected or honest, is checked against
 * what the protocol text says of it (update-oracle.ts): what it must ignore is ignored, and the
 * channel stays usable; what it must fail on fails it, and nothing else. Every step keeps the
 * safety rules (update-invariants.ts): no balance moves without the peer's real
 * revocation, no signature on a state a round did not make, no secret before the next
 * commitment is signed. An injection the protocol ignores is applied and the run goes on; one
 * that is the peer's own move (the next in its stream) or a failure is checked and then
 * dropped, as if the adversary had not sent it, so each run keeps testing an open channel.
 * After the adversary stops, the pair settles and pays both ways, and both agree.
 */
const SEEDS = process.env['RGB_FUZZ_SEED'] ? [Number(process.env['RGB_FUZZ_SEED'])] : [3, 17, 2026];
const STEPS = Number(process.env['RGB_FUZZ_STEPS'] ?? 300);
const APPLIED = new Set<Expected['kind']>(['ignored', 'resync', 'resend']);

/** Every frame of a second channel, for replays "from another channel" (under its own id: ours differs). */
async function otherChannelFrames(): Promise<Frame[]> {
  const link = await Link.open();
  const frames: Frame[] = [];
  const deliverAll = async () => {
    for (let to: Side | undefined = next(link); to; to = next(link)) {
      frames.push(link.inFlight[to][0]);
      await link.deliver(to);
    }
  };
  for (const [i, amount] of [7n, 500n, 33n].entries()) {
    const p = preimageOf(`other channel ${i}`);
    await link.propose('opener', [{ kind: 'add', htlc: { id: BigInt(i), offeredBy: 'opener', paymentHash: p.hash, assetAmount: amount, cltvExpiry: link.tip.opener + 100 } }]);
    await deliverAll();
    await link.propose('acceptor', [{ kind: i === 1 ? 'fail' : 'fulfill', offeredBy: 'opener', id: BigInt(i), preimage: p.preimage } as AssetChange]);
    await deliverAll();
  }
  link.reconnect();
  await deliverAll();
  return frames.map((f) => rewrite(f, (m) => ({ ...m, channelId: '0b'.repeat(32) })));
}

function next(link: Link): Side | undefined {
  return link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
}

class Run {
  readonly rng: SeededRandom;
  readonly sentTo: Record<Side, Frame[]> = { opener: [], acceptor: [] };
  readonly signed: Record<Side, SignedStates> = { opener: new Map(), acceptor: new Map() };
  readonly preimages = new Map<string, string>();
  readonly outcomes = new Map<string, number>();
  private step = 0;

  constructor(
    readonly seed: number,
    readonly link: Link,
    readonly foreign: readonly Frame[],
  ) {
    this.rng = new SeededRandom(seed);
  }

  /** One frame into `to`: checked, then written and its messages queued unless it is dropped (see above). */
  async receive(to: Side, frame: Frame, label: string): Promise<void> {
    const { link } = this;
    const me = link.sides[to];
    const peer = link.sides[other(to)];
    const before = me.record;
    const expected = await expectedOutcome(before, frame.type, frame.payload, { receiver: me, peer, peerRecord: link.record(other(to)) });
    const where = () => `seed ${this.seed}, step ${this.step}: ${label} frame to the ${to} (type ${frame.type}, ${Buffer.from(frame.payload).toString('hex')}), expected ${expected.kind} (${expected.why})`;
    let step;
    try {
      step = await me.updates.receive(before, frame.type, frame.payload, link.tip[to]);
    } catch (err) {
      throw new Error(`${where()}: receive threw ${(err as Error).name}: ${(err as Error).message}`);
    }
    const ctx = { side: to, me, peer, tip: link.tip[to], signed: this.signed[to], total: TOTAL };
    const problems = [...(await safetyProblems(before, step, ctx)), ...expectationProblems(before, step, expected)];
    if (problems.length > 0) throw new Error(`${where()}: ${problems.join('; ')}; events ${JSON.stringify(step.events.map((e) => e.type))}`);
    const key = `${label === 'honest' ? 'honest' : 'injected'} ${expected.kind}`;
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
    if (label !== 'honest' && !APPLIED.has(expected.kind)) return;
    noteSigned(step, this.signed[to]);
    await link.apply(to, step);
  }

  async deliver(to: Side): Promise<boolean> {
    const frame = this.link.inFlight[to].shift();
    if (!frame) return false;
    this.sentTo[to].push(frame);
    await this.receive(to, frame, 'honest');
    return true;
  }

  async deliverAll(): Promise<void> {
    for (let i = 0; i < 1_000; i++) {
      const to = next(this.link);
      if (!to) return;
      await this.deliver(to);
    }
    throw new Error(`seed ${this.seed}: the sides never went quiet`);
  }

  async inject(): Promise<void> {
    const to: Side = this.rng.chance(0.5) ? 'opener' : 'acceptor';
    const { link } = this;
    const { label, frame } = await injection({
      rng: this.rng,
      record: link.record(to),
      receiver: link.sides[to],
      peer: link.sides[other(to)],
      toReceiver: this.sentTo[to],
      fromReceiver: this.sentTo[other(to)],
      foreign: this.foreign,
      peerLastReceived: link.record(other(to)).seq.lastReceived,
      preimages: this.preimages,
    });
    await this.receive(to, frame, label);
  }

  /** The honest pair's own traffic, as in the seeded interleavings of asset-channel-updates.spec.ts. */
  async honestMove(): Promise<void> {
    const { link, rng } = this;
    const side: Side = rng.chance(0.5) ? 'opener' : 'acceptor';
    const r = rng.next();
    if (r < 0.25) await this.proposeSomething(side);
    else if (r < 0.85) {
      if (!(await this.deliver(side))) await this.deliver(other(side));
    }
    else if (r < 0.89 && link.inFlight[side].length > 0) link.inFlight[side].push(link.inFlight[side][0]);
    else if (r < 0.93 && link.inFlight[side].length > 1) link.inFlight[side].push(...link.inFlight[side].splice(0, 2).reverse());
    else if (r < 0.96) {
      // killed while handling a frame, before its write
      link.inFlight[side].shift();
      link.restart();
      link.reconnect();
    } else {
      link.tip[side] += 1;
      link.tip[other(side)] = Math.max(link.tip[other(side)], link.tip[side] - 1);
    }
  }

  /** A payment's add, or the payee's fulfil (sometimes a fail) of an HTLC offered to it. */
  async proposeSomething(side: Side): Promise<void> {
    const rec = this.link.record(side);
    if (rec.round !== null || rec.status !== 'open') return;
    const toMe = rec.committed.htlcs.filter((h) => h.offeredBy !== side);
    if (toMe.length > 0 && this.rng.chance(0.7)) {
      const h = this.rng.pick(toMe);
      const preimage = this.preimages.get(h.paymentHash) ?? '';
      const change: AssetChange = this.rng.chance(0.85) ? { kind: 'fulfill', offeredBy: h.offeredBy, id: h.id, preimage } : { kind: 'fail', offeredBy: h.offeredBy, id: h.id };
      await this.link.propose(side, [change]);
      return;
    }
    const mine = side === 'opener' ? rec.committed.openerAssets : rec.committed.acceptorAssets;
    if (rec.committed.htlcs.length >= rec.policy.maxHtlcs || mine < rec.policy.assetReserve + 41n) return;
    const p = preimageOf(`${this.seed} ${this.step}`);
    this.preimages.set(p.hash, p.preimage);
    const htlc = { id: rec.committed.nextHtlcId[side], offeredBy: side, paymentHash: p.hash, assetAmount: 1n + BigInt(this.rng.int(40)), cltvExpiry: this.link.tip[side] + 144 };
    await this.link.propose(side, [{ kind: 'add', htlc }]);
  }

  async go(): Promise<void> {
    for (this.step = 0; this.step < STEPS; this.step++) {
      if (this.rng.chance(0.35)) await this.inject();
      else await this.honestMove();
    }
  }

  /**
   * The adversary is gone: reconnect, settle every HTLC, then pay both ways. Returns what the
   * opener must hold at the end: its balance once every live HTLC is paid to its payee, less
   * the two payments' difference.
   */
  async finish(): Promise<bigint> {
    const { link } = this;
    link.restart();
    link.reconnect();
    await this.deliverAll();
    const { openerAssets, htlcs } = link.record('opener').committed;
    const expected = openerAssets + htlcs.filter((h) => h.offeredBy === 'acceptor').reduce((n, h) => n + h.assetAmount, 0n) - 5n + 3n;
    for (let i = 0; i < 10 && link.record('opener').committed.htlcs.length > 0; i++) {
      for (const side of ['opener', 'acceptor'] as const) {
        const toMe = link.record(side).committed.htlcs.filter((h) => h.offeredBy !== side);
        if (toMe.length === 0) continue;
        await link.propose(side, toMe.map((h) => ({ kind: 'fulfill', offeredBy: h.offeredBy, id: h.id, preimage: this.preimages.get(h.paymentHash) ?? '' })));
        await this.deliverAll();
      }
    }
    for (const [side, amount] of [['opener', 5n], ['acceptor', 3n]] as const) {
      const p = preimageOf(`${this.seed} after ${side}`);
      this.preimages.set(p.hash, p.preimage);
      await link.propose(side, [{ kind: 'add', htlc: { id: link.record(side).committed.nextHtlcId[side], offeredBy: side, paymentHash: p.hash, assetAmount: amount, cltvExpiry: link.tip[side] + 144 } }]);
      await this.deliverAll();
      const h = link.record(other(side)).committed.htlcs.find((x) => x.paymentHash === p.hash);
      if (!h) throw new Error(`seed ${this.seed}: the payment from the ${side} after the adversary did not commit`);
      await link.propose(other(side), [{ kind: 'fulfill', offeredBy: side, id: h.id, preimage: p.preimage }]);
      await this.deliverAll();
    }
    return expected;
  }
}

describe('what the adversary fuzz found (pinned, so a change of the fuzzer cannot lose them)', () => {
  // Seed 3, step 72: a reestablish whose data-loss proof was numbered 2^64 - 1 threw a RangeError
  // out of `receive` (and so out of AssetChannelLinks.receive, which must never throw). No
  // per-commitment secret has a number of 2^48 or above: the decoder now refuses it.
  it('a reestablish whose proof is numbered beyond every secret is ignored, not thrown', async () => {
    const link = await Link.open();
    const payload = Buffer.from('00200a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a18001a001c08ffffffffffffffff1e20' + '11'.repeat(32), 'hex');
    const step = await link.sides.opener.updates.receive(link.record('opener'), 32779, payload, link.tip.opener);
    expect(step.events).toEqual([expect.objectContaining({ type: 'ignored' })]);
    expect(step.record).toBe(link.record('opener'));
  });

  // Seeds 3 (step 274), 17 (step 183) and 2026 (step 24): a revocation secret that is no private
  // key made the curve library throw, and the step ended as a local error: the hostile message
  // was left unacknowledged for the peer to resend, stalling the channel instead of failing it.
  it.each([
    ['commit', 'the curve order', Uint8Array.from(Buffer.from('fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', 'hex'))],
    ['revoke', 'zero', new Uint8Array(32)],
  ] as const)('a %s whose secret is %s fails the peer', async (kind, _what, secret) => {
    const link = await Link.open();
    const p = preimageOf('no scalar');
    await link.propose('opener', [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: p.hash, assetAmount: 10n, cltvExpiry: link.tip.opener + 144 } }]);
    await link.deliver('acceptor'); // accept
    await link.deliver('opener'); // commit, in flight to the acceptor
    if (kind === 'revoke') await link.deliver('acceptor'); // revoke, in flight to the opener
    const to: Side = kind === 'commit' ? 'acceptor' : 'opener';
    const frame = rewrite(link.inFlight[to].shift() as Frame, (m) => ({ ...m, revocationSecret: secret }) as typeof m);
    const before = link.record(to);
    const step = await link.sides[to].updates.receive(before, frame.type, frame.payload, link.tip[to]);
    expect(step.events).toEqual([expect.objectContaining({ type: 'peer-failed' })]);
    expect(step.record.status).toBe('failed');
    expect(step.record.committed).toEqual(before.committed);
  });
});

describe('the update protocol under an adversary (issue 17)', () => {
  let foreign: Frame[];
  const outcomes = new Map<string, number>();
  beforeAll(async () => {
    foreign = await otherChannelFrames();
  });

  it.each(SEEDS)('seed %i: the honest pair stays open and consistent, and ends paying both ways', async (seed) => {
    const link = await Link.open();
    const run = new Run(seed, link, foreign);
    await run.go();
    const openerEnds = await run.finish();
    expect(link.failures()).toEqual([]);
    for (const side of ['opener', 'acceptor'] as const) {
      expect(link.record(side).status).toBe('open');
      expect(link.record(side).round).toBeNull();
    }
    const after = link.record('opener').committed;
    expect(link.record('acceptor').committed).toEqual(after);
    expect(after.htlcs).toEqual([]);
    // Settling and the two payments after the adversary moved exactly their amounts.
    expect(after.openerAssets).toBe(openerEnds);
    expect(after.openerAssets + after.acceptorAssets).toBe(TOTAL);
    for (const [k, n] of run.outcomes) outcomes.set(k, (outcomes.get(k) ?? 0) + n);
  });

  afterAll(() => {
    // A fuzzer that never reaches a class of outcome does not test it (the default seeds reach all).
    if (process.env['RGB_FUZZ_SEED']) return;
    for (const kind of ['ignored', 'resync', 'resend', 'fails', 'peer-step']) expect(outcomes.get(`injected ${kind}`) ?? 0).toBeGreaterThan(0);
  });
});
