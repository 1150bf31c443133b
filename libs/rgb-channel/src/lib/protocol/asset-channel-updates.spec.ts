import { createHash } from 'node:crypto';
import { openedPair, type PairSide } from '../../testing/signed-pair';
import { deserializeRecord, serializeRecord } from './asset-channel-record';
import { decodeMessage, encodeMessage } from './channel-messages';
import type { AssetChange, AssetState, Side } from './asset-state';
import type { ChannelEvent, UpdateStep } from './asset-channel-updates';
import { UpdateInProgress } from './asset-channel-updates';

const TIP = 1_000;
const TOTAL = 1_000n;

function preimageOf(label: string): { preimage: string; hash: string } {
  const preimage = createHash('sha256').update(`preimage ${label}`).digest('hex');
  return { preimage, hash: createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex') };
}

interface Frame {
  readonly type: number;
  readonly payload: Uint8Array;
}

/**
 * Two sides of one asset channel and the connection between them. Every step's record goes
 * through its stored form (as the node writes it) before its messages are queued, and a restart
 * drops the connection with whatever was in flight.
 */
class Link {
  readonly sides: Record<Side, PairSide>;
  readonly inFlight: Record<Side, Frame[]> = { opener: [], acceptor: [] };
  readonly events: Record<Side, ChannelEvent[]> = { opener: [], acceptor: [] };

  constructor(assets = TOTAL, signing: 'digest' | 'shadow' = 'digest') {
    this.sides = openedPair(assets, undefined, signing);
  }

  apply(side: Side, step: UpdateStep, { send = true } = {}): void {
    checkRevealsFollowSignatures(step);
    for (const s of [step.record.committed, step.record.holder.state, step.record.round?.next]) if (s) expect(assetTotal(s)).toBe(TOTAL);
    this.sides[side].record = deserializeRecord(serializeRecord(step.record));
    this.events[side].push(...step.events);
    if (send) this.inFlight[other(side)].push(...step.send);
  }

  propose(side: Side, changes: AssetChange[]): void {
    this.apply(side, this.sides[side].updates.propose(this.sides[side].record, changes, TIP));
  }

  /** Delivers the next message in flight to `to`; false when none. */
  deliver(to: Side, { send = true } = {}): boolean {
    const frame = this.inFlight[to].shift();
    if (!frame) return false;
    this.apply(to, this.sides[to].updates.receive(this.sides[to].record, frame.type, frame.payload, TIP), { send });
    return true;
  }

  deliverAll(): void {
    for (let i = 0; i < 1_000; i++) if (!this.deliver('opener') && !this.deliver('acceptor')) return;
    throw new Error('the sides never went quiet');
  }

  /** A kill of `sides` (or a disconnect): the connection drops with what was in flight; records are what was stored. */
  restart(): void {
    this.inFlight.opener = [];
    this.inFlight.acceptor = [];
  }

  reconnect(): void {
    for (const side of ['opener', 'acceptor'] as const) this.inFlight[other(side)].push(this.sides[side].updates.reestablish(this.sides[side].record));
  }

  record(side: Side) {
    return this.sides[side].record;
  }

  failures(): ChannelEvent[] {
    return [...this.events.opener, ...this.events.acceptor].filter((e) => e.type === 'peer-failed' || e.type === 'local-state-lost');
  }
}

function other(side: Side): Side {
  return side === 'opener' ? 'acceptor' : 'opener';
}

function assetTotal(s: AssetState): bigint {
  return s.openerAssets + s.acceptorAssets + s.htlcs.reduce((n, h) => n + h.assetAmount, 0n);
}

/** A step that reveals the secret of commitment n must store the peer's signature on n + 1 in the same write. */
function checkRevealsFollowSignatures(step: UpdateStep): void {
  for (const frame of step.send) {
    const message = decodeMessage(frame.type, frame.payload);
    if (message.kind === 'commit' || message.kind === 'revoke') expect(step.record.holder.state.number).toBeGreaterThanOrEqual(message.number);
  }
}

function add(link: Link, from: Side, amount: bigint, label: string): { preimage: string; hash: string } {
  const p = preimageOf(label);
  const id = link.record(from).committed.nextHtlcId[from];
  link.propose(from, [{ kind: 'add', htlc: { id, offeredBy: from, paymentHash: p.hash, assetAmount: amount, cltvExpiry: TIP + 144 } }]);
  return p;
}

function htlcId(link: Link, hash: string): { id: bigint; offeredBy: Side } {
  const h = link.record('opener').committed.htlcs.find((x) => x.paymentHash === hash);
  if (!h) throw new Error(`no committed HTLC ${hash}`);
  return { id: h.id, offeredBy: h.offeredBy };
}

/** One whole payment of `amount` from `from`: HTLC added, then fulfilled by the payee. */
function pay(link: Link, from: Side, amount: bigint, label: string): void {
  const p = add(link, from, amount, label);
  link.deliverAll();
  const { id } = htlcId(link, p.hash);
  link.propose(other(from), [{ kind: 'fulfill', offeredBy: from, id, preimage: p.preimage }]);
  link.deliverAll();
}

describe('asset channel updates (turn-based: propose, accept, commit, revoke)', () => {
  it('commits an added HTLC on both sides, then moves the asset when the payee fulfils it', () => {
    const link = new Link();
    const p = add(link, 'opener', 100n, 'one');
    link.deliverAll();
    for (const side of ['opener', 'acceptor'] as const) {
      expect(link.record(side).committed.number).toBe(1n);
      expect(link.record(side).round).toBeNull();
      expect(link.record(side).committed.htlcs.map((h) => h.paymentHash)).toEqual([p.hash]);
      expect(link.record(side).holder.state.number).toBe(1n);
    }
    expect(link.events.acceptor).toContainEqual(expect.objectContaining({ type: 'committed', proposedBy: 'remote' }));
    expect(link.events.opener).toContainEqual(expect.objectContaining({ type: 'committed', proposedBy: 'local' }));

    link.propose('acceptor', [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: p.preimage }]);
    link.deliverAll();
    for (const side of ['opener', 'acceptor'] as const) {
      expect(link.record(side).committed).toMatchObject({ number: 2n, openerAssets: 900n, acceptorAssets: 100n, htlcs: [] });
    }
    expect(link.failures()).toEqual([]);
  });

  it('20 payments each way leave both sides on the same state with the asset conserved', () => {
    const link = new Link();
    for (let i = 0; i < 20; i++) pay(link, 'opener', 30n, `out ${i}`);
    for (let i = 0; i < 20; i++) pay(link, 'acceptor', 7n, `back ${i}`);
    const expected = { number: 80n, openerAssets: 1_000n - 600n + 140n, acceptorAssets: 600n - 140n, htlcs: [] };
    expect(link.record('opener').committed).toMatchObject(expected);
    expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
    expect(link.failures()).toEqual([]);
  });

  it('20 payments each way signed on the real shadow commitments and HTLC second stages', () => {
    const link = new Link(TOTAL, 'shadow');
    for (let i = 0; i < 20; i++) pay(link, 'opener', 30n, `out ${i}`);
    for (let i = 0; i < 20; i++) pay(link, 'acceptor', 7n, `back ${i}`);
    expect(link.record('opener').committed).toMatchObject({ number: 80n, openerAssets: 540n, acceptorAssets: 460n, htlcs: [] });
    expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
    expect(link.failures()).toEqual([]);
  });

  it('a failed HTLC returns the asset to its offerer', () => {
    const link = new Link();
    const p = add(link, 'opener', 250n, 'to fail');
    link.deliverAll();
    link.propose('acceptor', [{ kind: 'fail', ...htlcId(link, p.hash) }]);
    link.deliverAll();
    expect(link.record('opener').committed).toMatchObject({ number: 2n, openerAssets: 1_000n, acceptorAssets: 0n, htlcs: [] });
  });

  it('one round at a time: a second local proposal waits', () => {
    const link = new Link();
    add(link, 'opener', 10n, 'a');
    expect(() => add(link, 'opener', 10n, 'b')).toThrow(UpdateInProgress);
  });

  it("when both propose at once the opener's proposal takes the turn and the acceptor's is dropped unsigned", () => {
    const link = new Link();
    pay(link, 'opener', 300n, 'fund the acceptor');
    add(link, 'opener', 50n, 'opener wins');
    add(link, 'acceptor', 40n, 'acceptor loses');
    link.deliverAll();
    expect(link.events.acceptor).toContainEqual(expect.objectContaining({ type: 'proposal-dropped', reason: 'collision' }));
    const committed = link.record('opener').committed;
    expect(committed.htlcs.map((h) => h.offeredBy)).toEqual(['opener']);
    expect(link.record('acceptor').committed).toEqual(committed);
    // The acceptor offers it again on its turn.
    add(link, 'acceptor', 40n, 'acceptor again');
    link.deliverAll();
    expect(link.record('opener').committed.htlcs.map((h) => h.offeredBy)).toEqual(['opener', 'acceptor']);
    expect(link.failures()).toEqual([]);
  });

  it.each([
    ['below the reserve', (hash: string) => ({ id: 0n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 995n, cltvExpiry: TIP + 144 }), 'BelowReserve'],
    ['an expiry too close', (hash: string) => ({ id: 0n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 3 }), 'BadExpiry'],
    ['an HTLC id out of order', (hash: string) => ({ id: 5n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 144 }), 'HtlcIdOutOfOrder'],
  ])('the receiver refuses %s and nothing changes on either side', (_name, htlc, code) => {
    const link = new Link();
    const before = { opener: link.record('opener').committed, acceptor: link.record('acceptor').committed };
    // The proposer's own check is bypassed by writing the proposal as a peer would.
    const { hash } = preimageOf('refused');
    link.inFlight.acceptor.push(forgePropose(link, 'opener', [{ kind: 'add', htlc: htlc(hash) }]));
    link.deliverAll();
    expect(link.record('acceptor').committed).toEqual(before.acceptor);
    expect(link.record('acceptor').round).toBeNull();
    expect(link.record('opener').committed).toEqual(before.opener);
    expect(link.record('opener').round).toBeNull();
    expect(link.events.opener).toEqual([expect.objectContaining({ type: 'proposal-dropped', reason: 'rejected', code })]);
  });

  it('a proposal refused by the receiver is dropped on the proposer with the code', () => {
    const link = new Link();
    add(link, 'opener', 100n, 'dup');
    link.deliverAll();
    // The payee's side allows one HTLC per payment hash: the same hash again is refused.
    const { hash } = preimageOf('dup');
    link.inFlight.acceptor.push(forgePropose(link, 'opener', [{ kind: 'add', htlc: { id: 1n, offeredBy: 'opener', paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 144 } }]));
    link.deliverAll();
    expect(link.record('acceptor').committed.number).toBe(1n);
    expect(link.record('opener').committed.number).toBe(1n);
    expect(link.events.opener.at(-1)).toMatchObject({ type: 'proposal-dropped', reason: 'rejected', code: 'DuplicatePaymentHash' });
    expect(link.record('opener').round).toBeNull();
  });

  it('every message delivered twice (a duplicate revoke included) changes nothing the second time', () => {
    const link = new Link();
    const p = add(link, 'opener', 100n, 'dup delivery');
    for (let i = 0; i < 50; i++) {
      const to: Side | undefined = link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
      if (!to) break;
      const frame = link.inFlight[to][0];
      link.inFlight[to].push(frame); // the same bytes again, after whatever follows
      link.deliver(to);
    }
    link.deliverAll();
    expect(link.record('opener').committed).toEqual(link.record('acceptor').committed);
    expect(link.record('opener').committed.htlcs.map((h) => h.paymentHash)).toEqual([p.hash]);
    expect(link.failures()).toEqual([]);
    // Recognised as resends by their sequence, not merely survived.
    expect([...link.events.opener, ...link.events.acceptor].filter((e) => e.type === 'ignored')).toEqual([]);
  });

  describe('a kill at every step of a payment, on either side or both, then reconnect', () => {
    // The reference run: how many messages a whole payment takes.
    const reference = new Link();
    pay(reference, 'opener', 100n, 'crash');
    const expected = reference.record('opener').committed;
    const cases: Array<[number, boolean]> = [];
    for (let cut = 0; cut <= 8; cut++) for (const sentBeforeKill of [true, false]) cases.push([cut, sentBeforeKill]);

    it.each(cases)('killed after %i deliveries (last step sent before the kill: %s)', (cut, sentBeforeKill) => {
      const link = new Link();
      const p = preimageOf('crash');
      let delivered = 0;
      let fulfilled = false;
      const step = (): boolean => {
        // Whoever has a message takes it; once the HTLC is committed on the payee's side, it fulfils.
        if (!fulfilled && link.record('acceptor').committed.htlcs.some((h) => h.paymentHash === p.hash) && link.record('acceptor').round === null) {
          link.propose('acceptor', [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: p.preimage }]);
          fulfilled = true;
        }
        const to: Side | undefined = link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
        if (!to) return false;
        const last = delivered + 1 === cut;
        link.deliver(to, { send: !last || sentBeforeKill });
        delivered++;
        return true;
      };
      link.propose('opener', [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: p.hash, assetAmount: 100n, cltvExpiry: TIP + 144 } }]);
      while (delivered < cut && step());
      link.restart();
      link.reconnect();
      for (let i = 0; i < 40 && step(); i++);
      expect(link.record('opener').committed).toEqual(expected);
      expect(link.record('acceptor').committed).toEqual(expected);
      expect(link.failures()).toEqual([]);
    });
  });

  it('a forged signature or a wrong revocation secret fails the channel and changes no state', () => {
    const link = new Link();
    add(link, 'opener', 100n, 'forged');
    link.deliver('acceptor'); // acceptor accepts: the accept is in flight to the opener
    const accept = link.inFlight.opener.shift()!;
    const tampered = Uint8Array.from(accept.payload);
    tampered[tampered.length - 40] ^= 1; // inside the trailing bundle id / signature records
    const before = serializeRecord(link.record('opener'));
    link.apply('opener', link.sides.opener.updates.receive(link.record('opener'), accept.type, tampered, TIP));
    expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
    expect(link.record('opener').holder.state.number).toBe(0n);
    expect(JSON.parse(serializeRecord(link.record('opener'))).round).toEqual(JSON.parse(before).round);
  });

  it('a side restored from an old backup learns it lost state instead of broadcasting a revoked commitment', () => {
    const link = new Link();
    const backup = serializeRecord(link.record('acceptor'));
    pay(link, 'opener', 100n, 'after the backup');
    link.sides.acceptor.record = deserializeRecord(backup);
    link.restart();
    link.reconnect();
    link.deliverAll();
    expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'local-state-lost' });
  });

  it('random interleavings of proposals, drops, duplicates and kills converge without a failure (seeded)', () => {
    for (const seed of [1, 7, 42, 2026]) {
      const link = new Link();
      const random = mulberry32(seed);
      const pending: Array<{ from: Side; preimage: string; hash: string }> = [];
      for (let i = 0; i < 400; i++) {
        const r = random();
        const side: Side = random() < 0.5 ? 'opener' : 'acceptor';
        const rec = link.record(side);
        if (r < 0.25 && rec.round === null) {
          const offered = rec.committed.htlcs.filter((h) => h.offeredBy !== side);
          const mine = pending.find((p) => offered.some((h) => h.paymentHash === p.hash));
          if (mine) {
            const h = offered.find((x) => x.paymentHash === mine.hash)!;
            const change: AssetChange = random() < 0.8 ? { kind: 'fulfill', offeredBy: h.offeredBy, id: h.id, preimage: mine.preimage } : { kind: 'fail', offeredBy: h.offeredBy, id: h.id };
            link.propose(side, [change]);
          } else if (rec.committed.htlcs.length < 4 && (side === 'opener' ? rec.committed.openerAssets : rec.committed.acceptorAssets) > 60n) {
            const p = preimageOf(`${seed} ${i}`);
            pending.push({ from: side, ...p });
            link.propose(side, [{ kind: 'add', htlc: { id: rec.committed.nextHtlcId[side], offeredBy: side, paymentHash: p.hash, assetAmount: 1n + BigInt(Math.floor(random() * 40)), cltvExpiry: TIP + 144 } }]);
          }
        } else if (r < 0.8) {
          link.deliver(side);
        } else if (r < 0.88) {
          const frame = link.inFlight[side][0];
          if (frame) link.inFlight[side].push(frame);
        } else {
          link.restart();
          link.reconnect();
        }
      }
      link.restart();
      link.reconnect();
      link.deliverAll();
      expect(link.failures()).toEqual([]);
      expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
      expect(link.record('opener').round).toBeNull();
      expect(link.record('acceptor').round).toBeNull();
      expect(link.record('opener').committed.number).toBeGreaterThan(10n);
    }
  });
});

/**
 * A proposal written as a peer that skips its own checks would send it; the proposer's record
 * shows the round as proposed, as after a real proposal.
 */
function forgePropose(link: Link, from: Side, changes: AssetChange[]): Frame {
  const rec = link.record(from);
  const seq = rec.seq.lastSent + 1n;
  const number = rec.committed.number + 1n;
  const frame = encodeMessage({ kind: 'propose', channelId: rec.channelId, seq, ack: rec.seq.lastReceived, number, changes });
  link.sides[from].record = {
    ...rec,
    round: { stage: 'proposed', changes, next: { ...rec.committed, number } },
    seq: { ...rec.seq, lastSent: seq },
    unacked: [...rec.unacked, { seq, type: frame.type, payload: Buffer.from(frame.payload).toString('hex') }],
  };
  return frame;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
