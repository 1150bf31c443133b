import { add, htlcId, Link, other, pay, preimageOf, TIP, TOTAL, type Frame } from '../../testing/link';
import { deserializeRecord, serializeRecord } from './asset-channel-record';
import { decodeMessage, encodeMessage } from './channel-messages';
import type { AssetChange, AssetState, Side } from './asset-state';
import { AssetChannelUpdates, CannotShutDown, ChannelNotOpen, MAX_UNACKED, UpdateInProgress } from './asset-channel-updates';
import type { CommitmentSigning } from './commitment-signing.port';
import { perCommitmentPoint } from '../keys/commitment-keys';
import { perCommitmentSecret, secretIndexOf } from '../keys/per-commitment-secret';

describe('asset channel updates (turn-based: propose, accept, commit, revoke)', () => {
  it('commits an added HTLC on both sides, then moves the asset when the payee fulfils it', async () => {
    const link = await Link.open();
    const p = await add(link, 'opener', 100n, 'one');
    await link.deliverAll();
    for (const side of ['opener', 'acceptor'] as const) {
      expect(link.record(side).committed.number).toBe(1n);
      expect(link.record(side).round).toBeNull();
      expect(link.record(side).committed.htlcs.map((h) => h.paymentHash)).toEqual([p.hash]);
      expect(link.record(side).holder.state.number).toBe(1n);
    }
    expect(link.events.acceptor).toContainEqual(expect.objectContaining({ type: 'committed', proposedBy: 'remote' }));
    expect(link.events.opener).toContainEqual(expect.objectContaining({ type: 'committed', proposedBy: 'local' }));

    await link.propose('acceptor', [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: p.preimage }]);
    await link.deliverAll();
    for (const side of ['opener', 'acceptor'] as const) {
      expect(link.record(side).committed).toMatchObject({ number: 2n, openerAssets: 900n, acceptorAssets: 100n, htlcs: [] });
    }
    expect(link.failures()).toEqual([]);
  });

  it('20 payments each way leave both sides on the same state with the asset conserved', async () => {
    const link = await Link.open();
    for (let i = 0; i < 20; i++) await pay(link, 'opener', 30n, `out ${i}`);
    for (let i = 0; i < 20; i++) await pay(link, 'acceptor', 7n, `back ${i}`);
    const expected = { number: 80n, openerAssets: 1_000n - 600n + 140n, acceptorAssets: 600n - 140n, htlcs: [] };
    expect(link.record('opener').committed).toMatchObject(expected);
    expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
    expect(link.failures()).toEqual([]);
  });

  it('20 payments each way signed on the real shadow commitments and HTLC second stages', async () => {
    const link = await Link.open(TOTAL, 'shadow');
    for (let i = 0; i < 20; i++) await pay(link, 'opener', 30n, `out ${i}`);
    for (let i = 0; i < 20; i++) await pay(link, 'acceptor', 7n, `back ${i}`);
    expect(link.record('opener').committed).toMatchObject({ number: 80n, openerAssets: 540n, acceptorAssets: 460n, htlcs: [] });
    expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
    expect(link.failures()).toEqual([]);
  });

  it('a payer that folds the fulfil of its paid HTLC into its next add: one round per payment, on the real shadow transactions', async () => {
    const link = await Link.open(TOTAL, 'shadow');
    let paid = await add(link, 'opener', 30n, 'folded 0');
    await link.deliverAll();
    for (let i = 1; i <= 10; i++) {
      const id = htlcId(link, paid.hash);
      const next = preimageOf(`folded ${i}`);
      const nextId = link.record('opener').committed.nextHtlcId.opener;
      await link.propose('opener', [
        { kind: 'fulfill', ...id, preimage: paid.preimage },
        { kind: 'add', htlc: { id: nextId, offeredBy: 'opener', paymentHash: next.hash, assetAmount: 30n, cltvExpiry: TIP + 144 } },
      ]);
      await link.deliverAll();
      paid = next;
    }
    expect(link.record('opener').committed).toMatchObject({ number: 11n, openerAssets: 670n, acceptorAssets: 300n, htlcs: [{ assetAmount: 30n }] });
    expect(link.record('acceptor').committed).toEqual(link.record('opener').committed);
    expect(link.failures()).toEqual([]);
  });

  it('a failed HTLC returns the asset to its offerer', async () => {
    const link = await Link.open();
    const p = await add(link, 'opener', 250n, 'to fail');
    await link.deliverAll();
    await link.propose('acceptor', [{ kind: 'fail', ...htlcId(link, p.hash) }]);
    await link.deliverAll();
    expect(link.record('opener').committed).toMatchObject({ number: 2n, openerAssets: 1_000n, acceptorAssets: 0n, htlcs: [] });
  });

  it('one round at a time: a second local proposal waits', async () => {
    const link = await Link.open();
    await add(link, 'opener', 10n, 'a');
    await expect(add(link, 'opener', 10n, 'b')).rejects.toThrow(UpdateInProgress);
  });

  it('when both propose at once the turn alternates with the commitment number: the acceptor takes even numbers', async () => {
    const link = await Link.open();
    await pay(link, 'opener', 300n, 'fund the acceptor');
    await add(link, 'opener', 50n, 'opener first');
    await link.deliverAll();
    expect(link.record('opener').committed.number % 2n).toBe(1n);
    // Both propose the next, even, number: the acceptor's takes the turn, the opener's is dropped unsigned.
    await add(link, 'opener', 20n, 'opener loses');
    await add(link, 'acceptor', 40n, 'acceptor wins');
    await link.deliverAll();
    expect(link.events.opener).toContainEqual(expect.objectContaining({ type: 'proposal-dropped', reason: 'collision' }));
    const committed = link.record('acceptor').committed;
    expect(committed.htlcs.map((h) => h.offeredBy)).toEqual(['opener', 'acceptor']);
    expect(link.record('opener').committed).toEqual(committed);
    expect(link.failures()).toEqual([]);
  });

  it("when both propose an odd number at once the opener's proposal takes the turn and the acceptor's is dropped unsigned", async () => {
    const link = await Link.open();
    await pay(link, 'opener', 300n, 'fund the acceptor');
    await add(link, 'opener', 50n, 'opener wins');
    await add(link, 'acceptor', 40n, 'acceptor loses');
    await link.deliverAll();
    expect(link.events.acceptor).toContainEqual(expect.objectContaining({ type: 'proposal-dropped', reason: 'collision' }));
    const committed = link.record('opener').committed;
    expect(committed.htlcs.map((h) => h.offeredBy)).toEqual(['opener']);
    expect(link.record('acceptor').committed).toEqual(committed);
    // The acceptor offers it again on its turn.
    await add(link, 'acceptor', 40n, 'acceptor again');
    await link.deliverAll();
    expect(link.record('opener').committed.htlcs.map((h) => h.offeredBy)).toEqual(['opener', 'acceptor']);
    expect(link.failures()).toEqual([]);
  });

  it.each([
    ['below the reserve', (hash: string) => ({ id: 0n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 995n, cltvExpiry: TIP + 144 }), 'BelowReserve'],
    ['an expiry too close', (hash: string) => ({ id: 0n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 3 }), 'BadExpiry'],
    ['an HTLC id out of order', (hash: string) => ({ id: 5n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 144 }), 'HtlcIdOutOfOrder'],
  ])('the receiver refuses %s and nothing changes on either side', async (_name, htlc, code) => {
    const link = await Link.open();
    const before = { opener: link.record('opener').committed, acceptor: link.record('acceptor').committed };
    // The proposer's own check is bypassed by writing the proposal as a peer would.
    const { hash } = preimageOf('refused');
    link.inFlight.acceptor.push(forgePropose(link, 'opener', [{ kind: 'add', htlc: htlc(hash) }]));
    await link.deliverAll();
    expect(link.record('acceptor').committed).toEqual(before.acceptor);
    expect(link.record('acceptor').round).toBeNull();
    expect(link.record('opener').committed).toEqual(before.opener);
    expect(link.record('opener').round).toBeNull();
    expect(link.events.opener).toEqual([expect.objectContaining({ type: 'proposal-dropped', reason: 'rejected', code })]);
  });

  it('a proposal refused by the receiver is dropped on the proposer with the code', async () => {
    const link = await Link.open();
    await add(link, 'opener', 100n, 'dup');
    await link.deliverAll();
    // The payee's side allows one HTLC per payment hash: the same hash again is refused.
    const { hash } = preimageOf('dup');
    link.inFlight.acceptor.push(forgePropose(link, 'opener', [{ kind: 'add', htlc: { id: 1n, offeredBy: 'opener', paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 144 } }]));
    await link.deliverAll();
    expect(link.record('acceptor').committed.number).toBe(1n);
    expect(link.record('opener').committed.number).toBe(1n);
    expect(link.events.opener.at(-1)).toMatchObject({ type: 'proposal-dropped', reason: 'rejected', code: 'DuplicatePaymentHash' });
    expect(link.record('opener').round).toBeNull();
  });

  it('every message delivered twice (a duplicate revoke included) changes nothing the second time', async () => {
    const link = await Link.open();
    const p = await add(link, 'opener', 100n, 'dup delivery');
    for (let i = 0; i < 50; i++) {
      const to: Side | undefined = link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
      if (!to) break;
      const frame = link.inFlight[to][0];
      link.inFlight[to].push(frame); // the same bytes again, after whatever follows
      await link.deliver(to);
    }
    await link.deliverAll();
    expect(link.record('opener').committed).toEqual(link.record('acceptor').committed);
    expect(link.record('opener').committed.htlcs.map((h) => h.paymentHash)).toEqual([p.hash]);
    expect(link.failures()).toEqual([]);
    // Recognised as resends by their sequence, not merely survived.
    expect([...link.events.opener, ...link.events.acceptor].filter((e) => e.type === 'ignored')).toEqual([]);
  });

  describe('a kill at every step of a payment, then restart and reconnect', () => {
    // The reference run: what a whole payment ends with.
    let expected: AssetState;
    beforeAll(async () => {
      const reference = await Link.open();
      await pay(reference, 'opener', 100n, 'crash');
      expected = reference.record('opener').committed;
    });
    // What the kill leaves of the last step: its record written and its messages delivered; written
    // but not sent; or not even written (the side restarts from its previous record).
    const modes = ['written and sent', 'written, not sent', 'not written'] as const;
    const cases: Array<[number, (typeof modes)[number]]> = [];
    for (let cut = 1; cut <= 8; cut++) for (const mode of modes) cases.push([cut, mode]);

    it.each(cases)('killed at delivery %i (%s)', async (cut, mode) => {
      const link = await Link.open();
      const p = preimageOf('crash');
      let delivered = 0;
      let fulfilled = false;
      const next = async (): Promise<Side | undefined> => {
        // Once the HTLC is committed on the payee's side, the payee fulfils.
        if (!fulfilled && link.record('acceptor').committed.htlcs.some((h) => h.paymentHash === p.hash) && link.record('acceptor').round === null) {
          await link.propose('acceptor', [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: p.preimage }]);
          fulfilled = true;
        }
        return link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
      };
      await link.propose('opener', [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: p.hash, assetAmount: 100n, cltvExpiry: TIP + 144 } }]);
      for (let to = await next(); to && delivered < cut - 1; to = await next()) {
        await link.deliver(to);
        delivered++;
      }
      const killed = await next();
      if (killed) {
        const before = link.sides[killed].record;
        const frame = link.inFlight[killed].shift()!;
        const step = await link.sides[killed].updates.receive(before, frame.type, frame.payload, TIP);
        if (mode !== 'not written') await link.apply(killed, step, { send: false });
        if (mode === 'written and sent') {
          // The peer got the messages before the kill; its answers die with the connection.
          for (const out of step.send) await link.apply(other(killed), await link.sides[other(killed)].updates.receive(link.record(other(killed)), out.type, out.payload, TIP), { send: false });
        }
      }
      link.restart();
      link.reconnect();
      for (let i = 0; i < 60; i++) {
        const to = await next();
        if (!to) break;
        await link.deliver(to);
      }
      expect(link.record('opener').committed).toEqual(expected);
      expect(link.record('acceptor').committed).toEqual(expected);
      expect(link.failures()).toEqual([]);
    });
  });

  it('a forged signature or a wrong revocation secret fails the channel and changes no state', async () => {
    const link = await Link.open();
    await add(link, 'opener', 100n, 'forged');
    await link.deliver('acceptor'); // acceptor accepts: the accept is in flight to the opener
    const accept = link.inFlight.opener.shift()!;
    const tampered = Uint8Array.from(accept.payload);
    tampered[tampered.length - 40] ^= 1; // inside the trailing bundle id / signature records
    const before = serializeRecord(link.record('opener'));
    await link.apply('opener', await link.sides.opener.updates.receive(link.record('opener'), accept.type, tampered, TIP));
    expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
    expect(link.record('opener').holder.state.number).toBe(0n);
    expect(JSON.parse(serializeRecord(link.record('opener'))).round).toEqual(JSON.parse(before).round);
  });

  it('a side restored from an old backup learns it lost state instead of broadcasting a revoked commitment', async () => {
    const link = await Link.open();
    const backup = serializeRecord(link.record('acceptor'));
    await pay(link, 'opener', 100n, 'after the backup');
    link.sides.acceptor.record = deserializeRecord(backup);
    link.restart();
    link.reconnect();
    await link.deliverAll();
    expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'local-state-lost' });
  });

  it('a side on an old backup that already failed the channel still learns it lost state, so it never broadcasts its revoked commitment (review rgb-monitor-issue17-1 #2)', async () => {
    const link = await Link.open();
    const backup = serializeRecord(link.record('acceptor'));
    await pay(link, 'opener', 100n, 'after the backup');
    // Restored, then failed before the peer's reestablish arrived (the watchdog, a stale HTLC).
    link.sides.acceptor.record = { ...deserializeRecord(backup), status: 'failed' };
    link.restart();
    link.inFlight.acceptor.push(link.sides.opener.updates.reestablish(link.record('opener')));
    await link.deliverAll();
    expect(link.record('acceptor').status).toBe('state-lost');
    // A reestablish without the proof leaves a failed channel failed.
    link.sides.acceptor.record = { ...deserializeRecord(backup), status: 'failed' };
    const unproven = link.sides.opener.updates.reestablish({ ...link.record('opener'), peerSecrets: [] });
    link.inFlight.acceptor.push(unproven);
    await link.deliverAll();
    expect(link.record('acceptor').status).toBe('failed');
  });

  it('an acceptor holding nothing fails a channel whose funding never appeared; nobody else can, nor can an open channel', async () => {
    const link = await Link.open();
    const waiting = (side: Side) => ({ ...link.record(side), status: 'awaiting-funding' as const });
    const updates = (side: Side) => new AssetChannelUpdates(link.sides[side].signing, link.sides[side].commitmentSeed);
    expect(updates('acceptor').fundingAbandoned(waiting('acceptor')).status).toBe('failed');
    expect(() => updates('opener').fundingAbandoned(waiting('opener'))).toThrow('only an acceptor holding nothing');
    expect(() => updates('acceptor').fundingAbandoned({ ...waiting('acceptor'), committed: { ...waiting('acceptor').committed, openerAssets: 900n, acceptorAssets: 100n } })).toThrow('only an acceptor holding nothing');
    expect(() => updates('acceptor').fundingAbandoned(link.record('acceptor'))).toThrow(ChannelNotOpen);
  });

  describe('cooperative close: the closing is signed only after both shutdowns (review A4)', () => {
    const closingSigned = (link: Link, side: Side) => link.events[side].filter((e) => e.type === 'closing-signed');

    it.each(['opener', 'acceptor'] as const)('shut down by the %s after payments: both sign the closing of the committed state, and no later state is signed', async (first) => {
      const link = await Link.open(TOTAL, 'shadow');
      await pay(link, 'opener', 300n, 'a');
      await pay(link, 'acceptor', 50n, 'b');
      const final = link.record('opener').committed;
      await link.shutdown(first);
      await expect(add(link, first, 1n, 'after shutdown')).rejects.toThrow(ChannelNotOpen);
      await link.deliverAll();
      for (const side of ['opener', 'acceptor'] as const) {
        expect(link.record(side).status).toBe('closed');
        expect(closingSigned(link, side)).toEqual([expect.objectContaining({ state: final })]);
        await expect(add(link, side, 1n, 'after closing')).rejects.toThrow(ChannelNotOpen);
      }
      expect(final).toMatchObject({ openerAssets: 750n, acceptorAssets: 250n, htlcs: [] });
      expect(link.failures()).toEqual([]);
    });

    it('a completed close is final: a stray message afterwards is ignored, a reestablish still resends (C4)', async () => {
      const link = await Link.open();
      await pay(link, 'opener', 100n, 'x');
      await link.shutdown('acceptor');
      await link.deliverAll();
      const rec = link.record('opener');
      expect(rec.status).toBe('closed');
      const again = encodeMessage({ kind: 'closingSigned', channelId: rec.channelId, seq: link.record('acceptor').seq.lastSent + 1n, ack: rec.seq.lastSent, number: rec.committed.number, signatures: { commitment: new Uint8Array(64), htlcs: [], bundleId: new Uint8Array(32) } });
      await link.apply('opener', await link.sides.opener.updates.receive(rec, again.type, again.payload, TIP));
      expect(link.record('opener').status).toBe('closed');
      expect(link.failures()).toEqual([]);
      link.restart();
      link.reconnect();
      await link.deliverAll();
      expect(link.failures()).toEqual([]);
    });

    it('is refused while an HTLC is live or a round is in progress', async () => {
      const link = await Link.open();
      await add(link, 'opener', 10n, 'live');
      await expect(link.shutdown('opener')).rejects.toThrow(CannotShutDown); // a round in progress
      await link.deliverAll();
      await expect(link.shutdown('acceptor')).rejects.toThrow('HTLCs are live');
    });

    it("a proposal crossing the peer's shutdown is dropped on both sides; the closing pays the state before it", async () => {
      const link = await Link.open();
      await pay(link, 'opener', 300n, 'fund the acceptor');
      const before = link.record('opener').committed;
      await add(link, 'acceptor', 40n, 'crossing');
      await link.shutdown('opener');
      await link.deliverAll();
      expect(link.events.acceptor).toContainEqual(expect.objectContaining({ type: 'proposal-dropped', reason: 'closing' }));
      expect(closingSigned(link, 'opener')).toEqual([expect.objectContaining({ state: before })]);
      expect(closingSigned(link, 'acceptor')).toEqual([expect.objectContaining({ state: before })]);
      expect(link.failures()).toEqual([]);
    });

    it('a shutdown from a peer that still has an HTLC with us fails the peer', async () => {
      const link = await Link.open();
      await add(link, 'opener', 10n, 'live');
      await link.deliverAll();
      const rec = link.record('opener');
      const frame = encodeMessage({ kind: 'shutdown', channelId: rec.channelId, seq: rec.seq.lastSent + 1n, ack: rec.seq.lastReceived, number: rec.committed.number });
      await link.apply('acceptor', await link.sides.acceptor.updates.receive(link.record('acceptor'), frame.type, frame.payload, TIP));
      expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'peer-failed' });
    });

    it('a kill at any point of the close, then reconnect: both end with the closing signed', async () => {
      for (let cut = 0; cut < 4; cut++) {
        const link = await Link.open();
        await pay(link, 'opener', 100n, 'before close');
        await link.shutdown('acceptor');
        for (let i = 0; i < cut; i++) if (!await link.deliver('opener')) await link.deliver('acceptor');
        link.restart();
        link.reconnect();
        await link.deliverAll();
        expect(closingSigned(link, 'opener')).toHaveLength(1);
        expect(closingSigned(link, 'acceptor')).toHaveLength(1);
        expect(link.failures()).toEqual([]);
      }
    });

    it('no closing signature leaves either side before both shutdowns', async () => {
      const link = await Link.open();
      await pay(link, 'opener', 100n, 'x');
      await link.shutdown('opener');
      const sentBeforeReply = link.record('opener').unacked.map((m) => decodeMessage(m.type, Buffer.from(m.payload, 'hex')).kind);
      expect(sentBeforeReply).not.toContain('closingSigned');
      await link.deliver('acceptor'); // the acceptor's reply: its shutdown (it is not the opener, so no signature yet)
      const acceptorSent = link.record('acceptor').unacked.map((m) => decodeMessage(m.type, Buffer.from(m.payload, 'hex')).kind);
      expect(acceptorSent).toContain('shutdown');
      expect(acceptorSent).not.toContain('closingSigned');
    });
  });

  describe('hostile or broken peers (review F2, F7, F9, F10, F11, T2)', () => {
    /** Feeds `message` to `to` as if the peer sent it with its next sequence number. */
    async function inject(link: Link, to: Side, body: Record<string, unknown>): Promise<void> {
      const from = other(to);
      const rec = link.record(from);
      const frame = encodeMessage({ channelId: rec.channelId, seq: rec.seq.lastSent + 1n, ack: rec.seq.lastReceived, ...body } as never);
      link.sides[from].record = { ...rec, seq: { ...rec.seq, lastSent: rec.seq.lastSent + 1n } };
      await link.apply(to, await link.sides[to].updates.receive(link.record(to), frame.type, frame.payload, TIP));
    }

    it('a reestablish claiming we are behind, without proof, fails the peer instead of freezing us', async () => {
      const link = await Link.open();
      await pay(link, 'opener', 100n, 'before the lie');
      const rec = link.record('opener');
      for (const lie of [{ committedNumber: 99n, lastReceivedSeq: 0n }, { committedNumber: rec.committed.number, lastReceivedSeq: 1_000n }]) {
        const fresh = await Link.open();
        await pay(fresh, 'opener', 100n, 'before the lie');
        const frame = encodeMessage({ kind: 'reestablish', channelId: rec.channelId, ...lie });
        await fresh.apply('acceptor', await fresh.sides.acceptor.updates.receive(fresh.record('acceptor'), frame.type, frame.payload, TIP));
        expect(fresh.events.acceptor.at(-1)).toMatchObject({ type: 'peer-failed' });
        expect(fresh.record('acceptor').status).toBe('failed');
      }
      // A "proof" that is not one of our secrets is a lie too.
      const frame = encodeMessage({ kind: 'reestablish', channelId: rec.channelId, lastReceivedSeq: 0n, committedNumber: 9n, yourLastSecret: { number: 8n, secret: new Uint8Array(32).fill(9) } });
      await link.apply('acceptor', await link.sides.acceptor.updates.receive(link.record('acceptor'), frame.type, frame.payload, TIP));
      expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'peer-failed' });
    });

    it('a failed channel stays failed across its stored form: no more proposals, messages ignored', async () => {
      const link = await Link.open();
      await inject(link, 'opener', { kind: 'revoke', number: 1n, revocationSecret: new Uint8Array(32), nextPoint: new Uint8Array(33).fill(2) });
      expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
      expect(link.record('opener').status).toBe('failed');
      await expect(add(link, 'opener', 10n, 'after failure')).rejects.toThrow(ChannelNotOpen);
    });

    it('answers a stale proposal with WrongNumber, and the proposer drops it', async () => {
      const link = await Link.open();
      await pay(link, 'opener', 100n, 'advance');
      // The acceptor proposes for a number already used (as after a collided proposal resent late).
      const rec = link.record('acceptor');
      link.sides.acceptor.record = { ...rec, round: { stage: 'proposed', changes: [], next: { ...rec.committed, number: 1n } } };
      await inject(link, 'opener', { kind: 'propose', number: 1n, changes: [{ kind: 'fail', offeredBy: 'opener', id: 0n }] });
      await link.deliverAll();
      expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'proposal-dropped', reason: 'rejected', code: 'WrongNumber' });
      expect(link.failures()).toEqual([]);
    });

    it.each([
      ['a secret that is not the one for the committed number', () => ({ revocationSecret: new Uint8Array(32).fill(7) })],
      ['a next point that is not a curve point', 'next-point'],
    ])('a commit with %s fails the channel (T2)', async (_name, how) => {
      const link = await Link.open();
      await add(link, 'opener', 100n, 'bad commit');
      await link.deliver('acceptor'); // the acceptor accepts; the accept is in flight to the opener
      await link.deliver('opener'); // the opener commits; the commit is in flight to the acceptor
      const frame = link.inFlight.acceptor.shift()!;
      const commit = decodeMessage(frame.type, frame.payload);
      if (commit.kind !== 'commit') throw new Error('expected a commit');
      const bad = how === 'next-point' ? { ...commit, nextPoint: Uint8Array.of(2, ...new Array(32).fill(0xff)) } : { ...commit, ...(how as () => object)() };
      const forged = encodeMessage(bad as never);
      await link.apply('acceptor', await link.sides.acceptor.updates.receive(link.record('acceptor'), forged.type, forged.payload, TIP));
      expect(link.events.acceptor.at(-1)).toMatchObject({ type: 'peer-failed' });
      expect(link.record('acceptor').committed.number).toBe(0n);
      expect(link.record('acceptor').status).toBe('failed');
    });

    it('a revoke with the wrong secret fails the channel (T2)', async () => {
      const link = await Link.open();
      await add(link, 'opener', 100n, 'bad revoke');
      await link.deliver('acceptor');
      await link.deliver('opener');
      await link.deliver('acceptor'); // the acceptor revokes; the revoke is in flight to the opener
      const frame = link.inFlight.opener.shift()!;
      const revoke = decodeMessage(frame.type, frame.payload);
      if (revoke.kind !== 'revoke') throw new Error('expected a revoke');
      const forged = encodeMessage({ ...revoke, revocationSecret: new Uint8Array(32).fill(3) });
      await link.apply('opener', await link.sides.opener.updates.receive(link.record('opener'), forged.type, forged.payload, TIP));
      expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
      expect(link.record('opener').committed.number).toBe(0n);
    });

    it('a secret that revokes the commitment but breaks the chain is kept for justice while the channel fails (F14)', async () => {
      const link = await Link.open();
      await pay(link, 'opener', 100n, 'first'); // the acceptor revealed its secrets for 0 and 1
      await add(link, 'opener', 10n, 'second');
      await link.deliverAll(); // ... and 2
      await add(link, 'opener', 10n, 'third');
      await link.deliver('acceptor');
      await link.deliver('opener');
      await link.deliver('acceptor'); // the acceptor's revoke (its secret for 3) is in flight to the opener
      const frame = link.inFlight.opener.shift()!;
      const revoke = decodeMessage(frame.type, frame.payload);
      if (revoke.kind !== 'revoke') throw new Error('expected a revoke');
      // A secret from another chain whose point the opener was given for commitment 3.
      const foreign = perCommitmentSecret(new Uint8Array(32).fill(0x5c), secretIndexOf(3n));
      const rec = link.record('opener');
      link.sides.opener.record = { ...rec, peerPoints: { ...rec.peerPoints, committed: Buffer.from(perCommitmentPoint(foreign)).toString('hex') } };
      const forged = encodeMessage({ ...revoke, revocationSecret: foreign });
      await link.apply('opener', await link.sides.opener.updates.receive(link.record('opener'), forged.type, forged.payload, TIP));
      expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
      expect(link.record('opener').status).toBe('failed');
      expect(link.record('opener').looseSecrets).toEqual([{ number: 3n, secret: Buffer.from(foreign).toString('hex') }]);
    });

    it('an acknowledgement of a message we never sent fails the peer', async () => {
      const link = await Link.open();
      await add(link, 'opener', 100n, 'ack');
      const rec = link.record('opener');
      const frame = encodeMessage({ kind: 'reject', channelId: rec.channelId, seq: 1n, ack: 50n, number: 1n, code: 'X', message: '' });
      await link.apply('opener', await link.sides.opener.updates.receive(rec, frame.type, frame.payload, TIP));
      expect(link.events.opener.at(-1)).toMatchObject({ type: 'peer-failed' });
    });

    it(`a peer that never acknowledges is failed once ${MAX_UNACKED} messages wait (F9)`, async () => {
      const link = await Link.open();
      const strip = (frame: { type: number; payload: Uint8Array }) => {
        const m = decodeMessage(frame.type, frame.payload);
        return m.kind === 'reestablish' ? frame : encodeMessage({ ...m, ack: 0n });
      };
      const pump = async () => {
        for (let j = 0; j < 10 && link.failures().length === 0; j++) {
          const to: Side | undefined = link.inFlight.acceptor.length ? 'acceptor' : link.inFlight.opener.length ? 'opener' : undefined;
          if (!to) break;
          if (to === 'opener') link.inFlight.opener[0] = strip(link.inFlight.opener[0]);
          await link.deliver(to);
        }
      };
      for (let i = 0; i < 30 && link.failures().length === 0; i++) {
        const p = await add(link, 'opener', 1n, `never acked ${i}`);
        await pump();
        if (link.failures().length) break;
        await link.propose('acceptor', [{ kind: 'fail', ...htlcId(link, p.hash) }]);
        await pump();
      }
      expect(link.failures()).toEqual([expect.objectContaining({ type: 'peer-failed', reason: expect.stringContaining('unacknowledged') })]);
    });

    it('a colouring or signer failure leaves the message unhandled; after a reconnect the resend completes the round (F12)', async () => {
      const link = await Link.open(TOTAL, 'shadow');
      const acceptor = link.sides.acceptor;
      const broken: CommitmentSigning = {
        sign: () => Promise.reject(new Error('RgbAddon(Busy): RGB runtime lock held')),
        verify: (...args) => acceptor.signing.verify(...args),
        signClosing: (...args) => acceptor.signing.signClosing(...args),
        verifyClosing: (...args) => acceptor.signing.verifyClosing(...args),
      };
      link.sides.acceptor = { ...acceptor, updates: new AssetChannelUpdates(broken, acceptor.commitmentSeed) };
      const before = link.record('acceptor');
      const p = await add(link, 'opener', 10n, 'signer fails');
      await link.deliverAll();
      expect(link.events.acceptor).toContainEqual({ type: 'local-error', reason: expect.stringContaining('RGB runtime lock held') });
      expect(link.record('acceptor')).toEqual(before);
      // The stock is free again: a reconnect makes the opener resend, and the round completes.
      link.sides.acceptor = acceptor;
      link.sides.acceptor.record = before;
      link.restart();
      link.reconnect();
      await link.deliverAll();
      for (const side of ['opener', 'acceptor'] as const) expect(link.record(side).committed.htlcs.map((h) => h.paymentHash)).toEqual([p.hash]);
      expect(link.failures()).toEqual([]);
    });

    it('a message for another channel is ignored, not thrown', async () => {
      const link = await Link.open();
      const frame = encodeMessage({ kind: 'reestablish', channelId: 'ff'.repeat(32), lastReceivedSeq: 0n, committedNumber: 0n });
      const step = await link.sides.opener.updates.receive(link.record('opener'), frame.type, frame.payload, TIP);
      expect(step.events).toEqual([expect.objectContaining({ type: 'ignored' })]);
      expect(step.record).toBe(link.record('opener'));
    });

    it('a fractional expiry is applied as the peer reads it, so both sides agree (F11)', async () => {
      const link = await Link.open();
      const { hash } = preimageOf('fraction');
      await link.propose('opener', [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash: hash, assetAmount: 5n, cltvExpiry: TIP + 144.5 } }]);
      await link.deliverAll();
      expect(link.failures()).toEqual([]);
      expect(link.record('opener').committed).toEqual(link.record('acceptor').committed);
      expect(link.record('opener').committed.htlcs[0].cltvExpiry).toBe(TIP + 144);
    });
  });

  it('random interleavings of proposals, drops, duplicates, reordering, kills before a write and a moving tip converge without a failure (seeded)', async () => {
    for (const seed of [1, 7, 42, 2026]) {
      const link = await Link.open();
      const random = mulberry32(seed);
      const pending: Array<{ from: Side; preimage: string; hash: string }> = [];
      for (let i = 0; i < 500; i++) {
        const r = random();
        const side: Side = random() < 0.5 ? 'opener' : 'acceptor';
        const rec = link.record(side);
        if (r < 0.22 && rec.round === null) {
          const offered = rec.committed.htlcs.filter((h) => h.offeredBy !== side);
          const mine = pending.find((p) => offered.some((h) => h.paymentHash === p.hash));
          if (mine) {
            const h = offered.find((x) => x.paymentHash === mine.hash)!;
            const change: AssetChange = random() < 0.8 ? { kind: 'fulfill', offeredBy: h.offeredBy, id: h.id, preimage: mine.preimage } : { kind: 'fail', offeredBy: h.offeredBy, id: h.id };
            await link.propose(side, [change]);
          } else if (rec.committed.htlcs.length < 4 && (side === 'opener' ? rec.committed.openerAssets : rec.committed.acceptorAssets) > 60n) {
            const p = preimageOf(`${seed} ${i}`);
            pending.push({ from: side, ...p });
            const htlc = { id: rec.committed.nextHtlcId[side], offeredBy: side, paymentHash: p.hash, assetAmount: 1n + BigInt(Math.floor(random() * 40)), cltvExpiry: link.tip[side] + 144 };
            await link.propose(side, [{ kind: 'add', htlc }]);
          }
        } else if (r < 0.72) {
          await link.deliver(side);
        } else if (r < 0.78) {
          // a duplicate, delivered after whatever is in flight
          const frame = link.inFlight[side][0];
          if (frame) link.inFlight[side].push(frame);
        } else if (r < 0.82) {
          // two frames swapped in flight: the sequence gap makes the receiver resynchronise
          const q = link.inFlight[side];
          if (q.length >= 2) [q[0], q[1]] = [q[1], q[0]];
        } else if (r < 0.86) {
          // killed while handling a message, before its write: nothing of that step survives
          link.inFlight[side].shift();
          link.restart();
          link.reconnect();
        } else if (r < 0.92) {
          // the chain moves; the two sides see it a little apart
          link.tip[side] += 1;
          link.tip[other(side)] = Math.max(link.tip[other(side)], link.tip[side] - 1);
        } else {
          link.restart();
          link.reconnect();
        }
      }
      link.restart();
      link.reconnect();
      await link.deliverAll();
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
