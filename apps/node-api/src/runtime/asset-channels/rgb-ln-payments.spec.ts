import { createHash } from 'node:crypto';
import { InMemoryKvStore } from '@rln/core/testing';
import { DuplicatePaymentError, PaymentNotFoundError, type Payment } from '@rln/payments';
import { ClaimStateStore, decodeRgbInvoice, FORWARD_EXPIRY_DELTA, ForwardStore, ourAddInFlight, RgbLnInvoices, UpdateInProgress, type AssetChange, type AssetChannelRecord, type AssetHtlc, type ChannelEvent, type StoredAssetChannel } from '@rln/rgb-channel';
import { testRgbInvoice } from '@rln/rgb-channel/testing';
import pino from 'pino';
import { RgbLnPayments, type RgbLnPaymentsDeps } from './rgb-ln-payments';

/**
 * The payee's claim gate and the payer's offer over in-memory channels, LDK and records: the
 * cases of review docs/design/reviews/rgb-ln-payments-1.md (P2, P3, P5, P6, P7), each first
 * reproduced by the reviewer against the code before its fix. The real protocol and LDK run in
 * rgb-channel-open.e2e.spec.ts.
 */
const X = 'rgb:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U';
const Y = 'rgb:tUYgi~jY-3TbhnnR-OnzpNHt-hrXb3zN-JmxWYhb-SYpOpT0';
const TIP = 1_000;
const PAYEE_SECRET = new Uint8Array(32).fill(0x42);
const POLICY = { assetReserve: 1n, maxHtlcs: 10, minExpiryDelta: 48, maxExpiryDelta: 2016 };
const preimageOf = (label: string) => createHash('sha256').update(label).digest('hex');
const hashOf = (preimage: string) => createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
const htlc = (hash: string, id = 0n, assetAmount = 10n, offeredBy: 'opener' | 'acceptor' = 'opener'): AssetHtlc => ({ id, offeredBy, paymentHash: hash, assetAmount, cltvExpiry: TIP + 72 });

function record(channelId: string, contractId: string, local: 'opener' | 'acceptor', htlcs: AssetHtlc[], openerAssets = 1_000n): AssetChannelRecord {
  const nextOpener = htlcs.filter((h) => h.offeredBy === 'opener').length;
  return {
    channelId,
    local,
    contractId,
    status: 'open',
    policy: POLICY,
    round: null,
    committed: { number: 5n, openerAssets, acceptorAssets: 0n, htlcs, nextHtlcId: { opener: BigInt(nextOpener), acceptor: 0n } },
    holder: { state: { number: 5n, openerAssets, acceptorAssets: 0n, htlcs, nextHtlcId: { opener: BigInt(nextOpener), acceptor: 0n } } },
  } as unknown as AssetChannelRecord;
}

function world(options: Partial<Pick<RgbLnPaymentsDeps, 'carrierGraceMs' | 'givenUp' | 'foldWaitMs'>> = {}) {
  const channels = new Map<string, StoredAssetChannel>();
  const proposals: Array<{ channelId: string; changes: readonly AssetChange[] }> = [];
  const records = new Map<string, Partial<Payment> & { ldkGone?: boolean }>();
  const ldk: string[] = [];
  const kv = new InMemoryKvStore();
  const invoices = new RgbLnInvoices(kv);
  const claims = new ClaimStateStore(kv);
  const forwards = new ForwardStore(kv);
  const terminal = new Set<(payment: Payment) => void>();
  let onPropose: (channelId: string, changes: readonly AssetChange[]) => void = () => undefined;
  // A round already in progress when the next proposal is made: it throws after seeing the record, as the links do.
  let busy: (() => void) | null = null;
  let fundingSpent: (stored: StoredAssetChannel) => Promise<boolean> = async () => false;
  /** The monitor's answer: which (channel, hash) adds of ours are buried on chain. */
  const buried = new Set<string>();
  const set = (channelId: string, peerNodeId: string, r: AssetChannelRecord) => channels.set(channelId, { peerNodeId, record: r } as StoredAssetChannel);
  const peersOffline = new Set<string>();
  const deps = {
    links: {
      exclusive: <T>(_channelId: string, work: () => Promise<T>) => work(),
      propose: async (_peer: string, channelId: string, changes: readonly AssetChange[] | ((r: AssetChannelRecord) => readonly AssetChange[])) => {
        const stored = channels.get(channelId) as StoredAssetChannel;
        const wanted = typeof changes === 'function' ? changes(stored.record) : changes;
        if (busy) {
          const roundOfAnother = busy;
          busy = null;
          roundOfAnother();
          throw new UpdateInProgress();
        }
        proposals.push({ channelId, changes: wanted });
        onPropose(channelId, wanted);
      },
    },
    store: {
      list: async () => [...channels.entries()].map(([channelId, c]) => ({ peerNodeId: c.peerNodeId, channelId })),
      load: async (_peer: string, channelId: string) => channels.get(channelId) ?? null,
    },
    invoices,
    claims,
    forwards,
    lightning: () => ({
      listChannels: () => [...channels.keys()].map((channelId) => ({ channelId, isUsable: true, outboundCapacityMsat: 10n ** 12n })),
      isPeerConnected: (nodeId: string) => !peersOffline.has(nodeId),
    }),
    payments: () => ({
      payments: {
        madeUnder: async (key: string | null) => [...records.values()].find((p) => key !== null && p.operationKey === key) ?? null,
        find: async (hash: string) => records.get(hash) ?? null,
        recordPending: async (p: Payment) => {
          records.set(p.id, { ...p, status: 'Pending' });
          return p;
        },
        fail: async (id: string) => records.set(id, { ...records.get(id), status: 'Failed' }),
        onTerminal: (listener: (payment: Payment) => void) => {
          terminal.add(listener);
          return () => terminal.delete(listener);
        },
        succeed: async (id: string, update: Partial<Payment>) => records.set(id, { ...records.get(id), ...update, status: 'Succeeded' }),
      },
      bolt11: {
        decode: () => ({ isExpired: false, description: 'test' }),
        claimForHash: async (hash: string) => {
          ldk.push(`claim ${hash.slice(0, 6)}`);
          if (records.get(hash)?.ldkGone) throw new PaymentNotFoundError(hash);
        },
        failForHash: async (hash: string) => {
          ldk.push(`fail ${hash.slice(0, 6)}`);
          records.set(hash, { ...records.get(hash), status: 'Failed' });
        },
        sendRecorded: async (id: string) => ldk.push(`send ${id.slice(0, 6)}`),
      },
    }),
    tipHeight: () => TIP,
    fundingSpent: async (stored: StoredAssetChannel) => fundingSpent(stored),
    offeredHtlcBuried: async (_peer: string, channelId: string, hash: string) => buried.has(`${channelId}:${hash}`),
    timing: { onchainClaimBlocks: 40, claimMarginBlocks: 13 },
    logger: pino({ level: 'silent' }),
    // The payee's own fulfil at once, unless a test looks at the payer's fold.
    foldWaitMs: 0,
    ...options,
  } as unknown as RgbLnPaymentsDeps;
  /** LDK tells the payer its carrier succeeded, with the payee's preimage. */
  const carrierSucceeded = (hash: string, preimage: string) => {
    records.set(hash, { ...records.get(hash), status: 'Succeeded', preimage });
    for (const listener of terminal) listener(records.get(hash) as Payment);
  };
  return { carrierSucceeded, rgbLn: new RgbLnPayments(deps), channels, set, proposals, records, ldk, invoices, claims, forwards, peersOffline, buried, onPropose: (f: typeof onPropose) => (onPropose = f), busyOnce: (f: () => void) => (busy = f), onFundingSpent: (f: typeof fundingSpent) => (fundingSpent = f) };
}

type World = ReturnType<typeof world>;
const steps = (w: World) => w.proposals.map((p) => `${p.channelId}:${p.changes[0].kind}`);
/** The links' event for a round of ours that committed `changes` (the states do not matter here). */
const committedEvent = (changes: readonly AssetChange[]) => ({ type: 'committed', proposedBy: 'local', changes }) as unknown as ChannelEvent;

/** Commits and settles the add at once: the HTLC never shows among the committed ones, only the event tells. */
function commitAndSettle(w: World, destination: string, channelId: string, add: Extract<AssetChange, { kind: 'add' }>): void {
  const stored = w.channels.get(channelId) as StoredAssetChannel;
  const s = stored.record.committed;
  w.set(channelId, destination, { ...stored.record, committed: { ...s, number: s.number + 2n, openerAssets: s.openerAssets - add.htlc.assetAmount, acceptorAssets: s.acceptorAssets + add.htlc.assetAmount, nextHtlcId: { ...s.nextHtlcId, opener: s.nextHtlcId.opener + 1n } } });
  w.rgbLn.onChannelEvents(destination, channelId, [committedEvent([add])]);
}

/** An invoice's asset HTLC committed on `channelId` with no carrier, walked twice with no grace: the second walk fails it as overdue. */
async function overdueHtlc(label: string, channelId: string, peer: string): Promise<{ w: World; hash: string }> {
  const w = world({ carrierGraceMs: 0 });
  const preimage = preimageOf(label);
  const hash = hashOf(preimage);
  await invoiceFor(w, preimage, hash);
  w.records.set(hash, { ...w.records.get(hash), htlcLocked: false });
  w.set(channelId, peer, record(channelId, X, 'acceptor', [htlc(hash)]));
  expect(await w.rgbLn.settle(hash)).toBe('waiting: NoCarrier');
  expect(await w.rgbLn.settle(hash)).toBe('waiting: NoAssetHtlc');
  return { w, hash };
}

async function invoiceFor(w: World, preimage: string | null, hash: string, contractId = X): Promise<void> {
  await w.invoices.add({ invoice: 'lnbcrt…', paymentHash: hash, contractId, assetAmount: 10n, carrierMsat: 3_000_000n, preimage, expiresAtUnixSecs: 2e9 });
  w.records.set(hash, { id: hash, direction: 'Inbound', status: 'Pending', htlcLocked: true, amountMsat: 3_000_000n });
}

describe('RgbLnPayments: the payee claims one matching asset HTLC and fails every other', () => {
  it('claims the matching HTLC and fails one with the same hash on another channel (P2)', async () => {
    const w = world();
    const preimage = preimageOf('a');
    const hash = hashOf(preimage);
    await invoiceFor(w, preimage, hash);
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('claimed');
    expect((await w.claims.get(hash)).htlc).toEqual({ channelId: 'A', id: 0n });
    // Another channel (another contract, any amount) brings the same hash later: failed, never fulfilled.
    w.set('B', 'mallory', record('B', Y, 'acceptor', [htlc(hash, 0n, 999n)]));
    expect(await w.rgbLn.settle(hash)).toBe('fulfilling');
    expect(steps(w)).toEqual(['A:fulfill', 'B:fail', 'A:fulfill']);
  });

  it('a mismatching HTLC with a known hash is failed alone; the real payment is still claimed (P6)', async () => {
    const w = world();
    const preimage = preimageOf('b');
    const hash = hashOf(preimage);
    await invoiceFor(w, preimage, hash);
    w.set('B', 'mallory', record('B', Y, 'acceptor', [htlc(hash, 0n, 1n)]));
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('claimed');
    expect(steps(w)).toEqual(['B:fail', 'A:fulfill']);
    expect((await w.claims.get(hash)).state).toBe('claiming');
  });

  it('fail_for_hash before anything arrived fails the record, and an asset HTLC arriving later goes back (P5)', async () => {
    const w = world();
    const hash = hashOf(preimageOf('c'));
    await invoiceFor(w, null, hash);
    w.records.set(hash, { ...w.records.get(hash), htlcLocked: false });
    await w.rgbLn.failForHash(hash);
    expect((await w.claims.get(hash)).state).toBe('failed');
    expect(w.records.get(hash)?.status).toBe('Failed');
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('failed');
    expect(steps(w)).toEqual(['A:fail']);
  });

  it('claiming, and LDK no longer holds the carrier: the fulfil is still proposed (P7)', async () => {
    const w = world();
    const preimage = preimageOf('d');
    const hash = hashOf(preimage);
    await invoiceFor(w, preimage, hash);
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    const claim = await w.claims.get(hash);
    await w.claims.advance(hash, claim, 'claiming', preimage, { channelId: 'A', id: 0n });
    w.records.set(hash, { ...w.records.get(hash), ldkGone: true });
    expect(await w.rgbLn.settle(hash)).toBe('fulfilling');
    expect(steps(w)).toEqual(['A:fulfill']);
  });

  it('a walk of the channel settles every HTLC it may in one round: two fulfils proposed together', async () => {
    const w = world();
    const [p1, p2] = [preimageOf('batch 1'), preimageOf('batch 2')];
    await invoiceFor(w, p1, hashOf(p1));
    await invoiceFor(w, p2, hashOf(p2));
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hashOf(p1), 0n), htlc(hashOf(p2), 1n)]));
    await w.rgbLn.settleAll();
    expect(w.proposals.map((p) => p.changes.map((c) => `${c.kind}:${c.kind === 'add' ? c.htlc.id : c.id}`))).toEqual([['fulfill:0', 'fulfill:1']]);
    expect(w.ldk).toEqual([`claim ${hashOf(p1).slice(0, 6)}`, `claim ${hashOf(p2).slice(0, 6)}`]);
  });

  it('a walk goes on past an HTLC whose settling throws: the next one is still claimed and fulfilled (review batch F5)', async () => {
    const w = world();
    const [p1, p2] = [preimageOf('walk 1'), preimageOf('walk 2')];
    await invoiceFor(w, p1, hashOf(p1));
    await invoiceFor(w, p2, hashOf(p2));
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hashOf(p1), 0n), htlc(hashOf(p2), 1n)]));
    let calls = 0;
    // The indexer answers the first check with an error (down for a moment), then again.
    w.onFundingSpent(async () => {
      if (calls++ === 0) throw new Error('indexer unreachable');
      return false;
    });
    await w.rgbLn.settleAll();
    expect(w.proposals.map((p) => p.changes.map((c) => `${c.kind}:${c.kind === 'add' ? c.htlc.id : c.id}`))).toEqual([['fulfill:1']]);
  });

  it('an HTLC for a hash no invoice of ours names is failed back at once', async () => {
    const w = world();
    const hash = hashOf(preimageOf('e'));
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('unknown');
    expect(steps(w)).toEqual(['A:fail']);
  });
});

describe('RgbLnPayments: the payer commits one asset HTLC per invoice', () => {
  it('an add that commits and is settled between two polls is not proposed again (P3)', async () => {
    const w = world();
    const hash = hashOf(preimageOf('f'));
    const invoice = testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash: hash, contractId: X, assetAmount: 10n, carrierMsat: 354_000n });
    const { destination } = decodeRgbInvoice(invoice);
    w.set('A', destination, record('A', X, 'opener', []));
    // Committed and fulfilled at once, before the payer's next poll (a hostile, fast payee).
    w.onPropose((channelId, changes) => commitAndSettle(w, destination, channelId, changes[0] as Extract<AssetChange, { kind: 'add' }>));
    await w.rgbLn.pay({ invoice, operationKey: null });
    expect(steps(w)).toEqual(['A:add']);
    expect(w.channels.get('A')?.record.committed.acceptorAssets).toBe(10n);
    expect(w.ldk).toEqual([`send ${hash.slice(0, 6)}`]);
  });

  it('a proposal that lost the turn to another payment\'s add at the same HTLC id is made again, and no carrier leaves before it commits', async () => {
    const w = world();
    const hash = hashOf(preimageOf('h'));
    const invoice = testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash: hash, contractId: X, assetAmount: 10n, carrierMsat: 354_000n });
    const { destination } = decodeRgbInvoice(invoice);
    w.set('A', destination, record('A', X, 'opener', []));
    // Our proposal sees next id 0, but another payment's round holds the turn: it commits its add
    // with id 0 and settles, so next id moves past the id our proposal saw.
    const other = { kind: 'add', htlc: htlc(hashOf(preimageOf('other'))) } as Extract<AssetChange, { kind: 'add' }>;
    w.busyOnce(() => commitAndSettle(w, destination, 'A', other));
    let sentBeforeCommit = false;
    w.onPropose((channelId, changes) => {
      sentBeforeCommit = w.ldk.length > 0;
      commitAndSettle(w, destination, channelId, changes[0] as Extract<AssetChange, { kind: 'add' }>);
    });
    await w.rgbLn.pay({ invoice, operationKey: null });
    expect(sentBeforeCommit).toBe(false);
    expect(w.proposals.map((p) => (p.changes[0] as Extract<AssetChange, { kind: 'add' }>).htlc)).toEqual([expect.objectContaining({ id: 1n, paymentHash: hash })]);
    expect(w.ldk).toEqual([`send ${hash.slice(0, 6)}`]);
  });

  it('payments waiting for the turn go into one round together, with consecutive HTLC ids', async () => {
    const w = world();
    const hashes = [hashOf(preimageOf('together 1')), hashOf(preimageOf('together 2'))];
    const invoices = hashes.map((paymentHash) => testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash, contractId: X, assetAmount: 10n, carrierMsat: 354_000n }));
    const { destination } = decodeRgbInvoice(invoices[0]);
    const idle = record('A', X, 'opener', []);
    // A round of the peer's holds the turn while both payments start.
    w.set('A', destination, { ...idle, round: { stage: 'accepted' } } as unknown as AssetChannelRecord);
    w.onPropose((channelId, changes) => {
      const stored = w.channels.get(channelId) as StoredAssetChannel;
      const adds = changes.map((c) => (c as Extract<AssetChange, { kind: 'add' }>).htlc);
      w.set(channelId, destination, { ...stored.record, committed: { ...stored.record.committed, htlcs: adds, nextHtlcId: { opener: 2n, acceptor: 0n } } });
      w.rgbLn.onChannelEvents(destination, channelId, [committedEvent(changes)]);
    });
    const paying = invoices.map((invoice) => w.rgbLn.pay({ invoice, operationKey: null }));
    await new Promise((r) => setTimeout(r, 100));
    expect(w.proposals).toEqual([]);
    // The peer's round ends: the first payment to wake proposes both adds.
    w.set('A', destination, idle);
    w.rgbLn.onChannelEvents(destination, 'A', [{ ...committedEvent([]), proposedBy: 'remote' } as ChannelEvent]);
    await Promise.all(paying);
    expect(w.proposals).toHaveLength(1);
    expect(w.proposals[0].changes.map((c) => (c as Extract<AssetChange, { kind: 'add' }>).htlc)).toEqual([
      expect.objectContaining({ id: 0n }),
      expect.objectContaining({ id: 1n }),
    ]);
    expect(new Set(w.proposals[0].changes.map((c) => (c as Extract<AssetChange, { kind: 'add' }>).htlc.paymentHash))).toEqual(new Set(hashes));
    expect(w.ldk.sort()).toEqual(hashes.map((h) => `send ${h.slice(0, 6)}`).sort());
  });

  it('pay gives up while its add is still in a round: the payment stays Pending and follows the asset HTLC (review t2c PAY-1)', async () => {
    const w = world();
    const preimages = [preimageOf('in flight 1'), preimageOf('in flight 2')];
    const hashes = preimages.map(hashOf);
    const invoices = hashes.map((paymentHash) => testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash, contractId: X, assetAmount: 10n, carrierMsat: 354_000n }));
    const { destination } = decodeRgbInvoice(invoices[0]);
    const open = record('A', X, 'opener', []);
    const withHolder = (r: AssetChannelRecord) => ({ ...r, holder: { state: r.committed } }) as unknown as AssetChannelRecord;
    w.set('A', destination, withHolder(open));
    // The peer accepts our round and then fails the channel before our revocation: the add is in a round we cannot finish.
    w.onPropose((channelId, changes) => w.set(channelId, destination, withHolder({ ...open, status: 'failed', round: { stage: 'committed', changes } } as unknown as AssetChannelRecord)));
    for (const invoice of invoices) {
      await expect(w.rgbLn.pay({ invoice, operationKey: null })).rejects.toThrow(/is failed|not open/);
      w.set('A', destination, withHolder(open));
    }
    expect(hashes.map((h) => w.records.get(h)?.status)).toEqual(['Pending', 'Pending']);
    expect(w.ldk).toEqual([]);
    // Later the first is fulfilled (the payee's preimage: it was paid), the second failed back.
    const previous = { ...open.committed, htlcs: [htlc(hashes[0], 0n), htlc(hashes[1], 1n)] };
    const settled = { type: 'committed', proposedBy: 'remote', previous, state: open.committed, changes: [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: preimages[0] }, { kind: 'fail', offeredBy: 'opener', id: 1n }] } as unknown as ChannelEvent;
    w.rgbLn.onChannelEvents(destination, 'A', [settled]);
    await new Promise((r) => setTimeout(r, 20));
    expect(hashes.map((h) => w.records.get(h)?.status)).toEqual(['Succeeded', 'Failed']);
    expect(w.records.get(hashes[0])?.preimage).toBe(preimages[0]);
  });

  it('a committed asset HTLC whose carrier never comes is failed after the grace, alone: the invoice stays payable (review batch F2, session-1 F2-GRIEF)', async () => {
    for (const [graceMs, outcome] of [[3_600_000, 'waiting: NoCarrier'], [0, 'waiting: NoAssetHtlc']] as const) {
      const w = world({ carrierGraceMs: graceMs });
      const preimage = preimageOf(`overdue ${graceMs}`);
      const hash = hashOf(preimage);
      await invoiceFor(w, preimage, hash);
      w.records.set(hash, { ...w.records.get(hash), htlcLocked: false });
      w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
      // The first walk only notes when the carrier went missing; the grace counts from there.
      expect(await w.rgbLn.settle(hash)).toBe('waiting: NoCarrier');
      expect(await w.rgbLn.settle(hash)).toBe(outcome);
      expect((await w.claims.get(hash)).state).toBe('pending');
      expect(steps(w)).toEqual(graceMs === 0 ? ['A:fail'] : []);
      if (graceMs !== 0) continue;
      // The honest payment comes later, on another channel, with its carrier: it is claimed.
      w.set('A', 'payer', record('A', X, 'acceptor', []));
      w.set('B', 'payer-2', record('B', X, 'acceptor', [htlc(hash)]));
      w.records.set(hash, { ...w.records.get(hash), status: 'Pending', htlcLocked: true, amountMsat: 3_000_000n });
      expect(await w.rgbLn.settle(hash)).toBe('claimed');
      expect(w.ldk).toEqual([`claim ${hash.slice(0, 6)}`]);
    }
  });

  it('an HTLC failed as overdue is never claimed while it stays, even when its carrier arrives before the fail commits; the fail is proposed again (review session-2 G1, G3)', async () => {
    const { w, hash } = await overdueHtlc('late carrier', 'A', 'payer');
    // The fail has not committed (a round was in progress, or it sits in a walk's gathered round) when the carrier comes.
    w.records.set(hash, { ...w.records.get(hash), htlcLocked: true, amountMsat: 3_000_000n });
    expect(await w.rgbLn.settle(hash)).not.toBe('claimed');
    expect(w.ldk.filter((l) => l.startsWith('claim'))).toEqual([]);
    expect(steps(w)).toEqual(['A:fail', 'A:fail']);
    expect((await w.claims.get(hash)).state).toBe('pending');
  });

  it('a stranger\'s carrier-less HTLC with the invoice\'s hash is failed alone while the honest one is claimed (review session-1 F2-GRIEF)', async () => {
    // Overdue: mallory's HTLC goes back alone; the claim stays pending.
    const { w, hash } = await overdueHtlc('grief', 'B', 'mallory');
    expect((await w.claims.get(hash)).state).toBe('pending');
    w.set('B', 'mallory', record('B', X, 'acceptor', []));
    // The honest payer's HTLC and carrier arrive: the payment is claimed.
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    w.records.set(hash, { ...w.records.get(hash), htlcLocked: true, amountMsat: 3_000_000n });
    expect(await w.rgbLn.settle(hash)).toBe('claimed');
    expect(steps(w)).toEqual(['B:fail', 'A:fulfill']);
    expect((await w.claims.get(hash)).htlc).toEqual({ channelId: 'A', id: 0n });
  });

  it('after a restart, a payment the runtime found with its add in flight (no carrier sent) fails when the HTLC is failed back and succeeds when fulfilled (review t2c PAY-1)', async () => {
    const preimages = [preimageOf('restart 1'), preimageOf('restart 2')];
    const hashes = preimages.map(hashOf);
    const open = record('A', X, 'opener', [htlc(hashes[0], 0n), htlc(hashes[1], 1n)]);
    const withHolder = { ...open, holder: { state: open.committed } } as unknown as AssetChannelRecord;
    // What the runtime checks at start-up for each Pending payment LDK does not track.
    expect(hashes.map((h) => ourAddInFlight(withHolder, h))).toEqual([true, true]);
    expect(ourAddInFlight(withHolder, hashOf(preimageOf('another')))).toBe(false);
    const w = world({ givenUp: new Set(hashes) });
    for (const h of hashes) w.records.set(h, { id: h, kind: 'RgbLightning', direction: 'Outbound', status: 'Pending' });
    w.set('A', 'payee', withHolder);
    const settled = { type: 'committed', proposedBy: 'remote', previous: open.committed, state: { ...open.committed, htlcs: [] }, changes: [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: preimages[0] }, { kind: 'fail', offeredBy: 'opener', id: 1n }] } as unknown as ChannelEvent;
    w.rgbLn.onChannelEvents('payee', 'A', [settled]);
    await new Promise((r) => setTimeout(r, 20));
    expect(hashes.map((h) => w.records.get(h)?.status)).toEqual(['Succeeded', 'Failed']);
  });

  it('folds the fulfil of a paid asset HTLC into its next round: one round carries the fulfil and the next add', async () => {
    const w = world();
    const preimages = [preimageOf('fold 1'), preimageOf('fold 2')];
    const invoices = preimages.map((p) => testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash: hashOf(p), contractId: X, assetAmount: 10n, carrierMsat: 354_000n }));
    const { destination } = decodeRgbInvoice(invoices[0]);
    w.set('A', destination, record('A', X, 'opener', []));
    w.onPropose((channelId, changes) => {
      // The round commits: adds join the HTLCs, fulfils leave them.
      const stored = w.channels.get(channelId) as StoredAssetChannel;
      const c = stored.record.committed;
      const gone = new Set(changes.flatMap((x) => (x.kind === 'fulfill' ? [x.id] : [])));
      const added = changes.flatMap((x) => (x.kind === 'add' ? [x.htlc] : []));
      w.set(channelId, destination, { ...stored.record, committed: { ...c, htlcs: [...c.htlcs.filter((h) => !gone.has(h.id)), ...added], nextHtlcId: { ...c.nextHtlcId, opener: c.nextHtlcId.opener + BigInt(added.length) } } });
      w.rgbLn.onChannelEvents(destination, channelId, [committedEvent(changes)]);
    });
    await w.rgbLn.pay({ invoice: invoices[0], operationKey: null });
    // A payment whose carrier has not succeeded is not folded; once LDK hands over the preimage it is.
    w.carrierSucceeded(hashOf(preimages[0]), preimages[0]);
    await w.rgbLn.pay({ invoice: invoices[1], operationKey: null });
    expect(w.proposals.map((p) => p.changes.map((c) => (c.kind === 'add' ? `add:${c.htlc.id}` : `${c.kind}:${c.id}`)))).toEqual([['add:0'], ['fulfill:0', 'add:1']]);
    expect(w.proposals[1].changes[0]).toMatchObject({ kind: 'fulfill', offeredBy: 'opener', preimage: preimages[0] });
    // Nothing is folded twice: the HTLC left the channel with the round.
    w.carrierSucceeded(hashOf(preimages[1]), preimages[1]);
    expect(w.channels.get('A')?.record.committed.htlcs.map((h) => h.id)).toEqual([1n]);
  });

  it('the payee leaves the fulfil to the payer for a while after claiming, then proposes it itself; a fulfil the payer folded ends the claim as fulfilled', async () => {
    for (const folded of [true, false]) {
      const w = world({ foldWaitMs: 150 });
      const preimage = preimageOf(`payee waits ${folded}`);
      const hash = hashOf(preimage);
      await invoiceFor(w, preimage, hash);
      w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
      expect(await w.rgbLn.settle(hash)).toBe('claimed');
      expect(await w.rgbLn.settle(hash)).toBe('claimed: the payer may fold the fulfil');
      expect(steps(w)).toEqual([]);
      if (folded) {
        // The payer's round takes the HTLC out with its own fulfil.
        const previous = (w.channels.get('A') as StoredAssetChannel).record.committed;
        w.set('A', 'payer', record('A', X, 'acceptor', []));
        w.rgbLn.onChannelEvents('payer', 'A', [{ type: 'committed', proposedBy: 'remote', previous, state: { ...previous, htlcs: [] }, changes: [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage }] } as unknown as ChannelEvent]);
        await new Promise((r) => setTimeout(r, 20));
        expect((await w.claims.get(hash)).state).toBe('fulfilled');
      }
      await new Promise((r) => setTimeout(r, 200));
      expect(steps(w)).toEqual(folded ? [] : ['A:fulfill']);
    }
  });

  it('a given-up payment whose add round is dropped fails as not sent: by the drop event, or by two walks that find it nowhere (review session-1 PAY1-R)', async () => {
    const hashes = [hashOf(preimageOf('dropped 1')), hashOf(preimageOf('dropped 2'))];
    const w = world({ givenUp: new Set(hashes) });
    for (const h of hashes) w.records.set(h, { id: h, kind: 'RgbLightning', direction: 'Outbound', status: 'Pending' });
    const changes = [{ kind: 'add', htlc: htlc(hashes[0], 0n) }, { kind: 'add', htlc: htlc(hashes[1], 1n) }] as AssetChange[];
    const open = record('A', X, 'opener', []);
    const withRound = { ...open, holder: { state: open.committed }, round: { stage: 'proposed', changes } } as unknown as AssetChannelRecord;
    w.set('A', 'payee', withRound);
    // While the round may still be accepted, nothing fails.
    await w.rgbLn.settleAll();
    await w.rgbLn.settleAll();
    expect(hashes.map((h) => w.records.get(h)?.status)).toEqual(['Pending', 'Pending']);
    // The peer refuses the round: the first payment fails on the event.
    w.set('A', 'payee', { ...withRound, round: null } as unknown as AssetChannelRecord);
    w.rgbLn.onChannelEvents('payee', 'A', [{ type: 'proposal-dropped', changes: [changes[0]], reason: 'rejected', code: 'BadExpiry' } as unknown as ChannelEvent]);
    await new Promise((r) => setTimeout(r, 20));
    expect(hashes.map((h) => w.records.get(h)?.status)).toEqual(['Failed', 'Pending']);
    // The second's drop event was missed: the minute walks fail it on their second look.
    await w.rgbLn.settleAll();
    expect(w.records.get(hashes[1])?.status).toBe('Pending');
    await w.rgbLn.settleAll();
    expect(w.records.get(hashes[1])?.status).toBe('Failed');
  });

  it('the payment is recorded before its asset HTLC: a retry returns it, a second call is refused, no second HTLC (P2)', async () => {
    const w = world();
    const hash = hashOf(preimageOf('g'));
    const invoice = testRgbInvoice({ payeeSecret: PAYEE_SECRET, paymentHash: hash, contractId: X, assetAmount: 10n, carrierMsat: 354_000n });
    const { destination } = decodeRgbInvoice(invoice);
    w.set('A', destination, record('A', X, 'opener', []));
    w.set('B', destination, record('B', X, 'opener', []));
    w.onPropose((channelId, changes) => {
      const stored = w.channels.get(channelId) as StoredAssetChannel;
      const add = changes[0] as Extract<AssetChange, { kind: 'add' }>;
      w.set(channelId, destination, { ...stored.record, committed: { ...stored.record.committed, htlcs: [...stored.record.committed.htlcs, add.htlc] } });
    });
    const first = await w.rgbLn.pay({ invoice, operationKey: 'key-1' });
    expect(await w.rgbLn.pay({ invoice, operationKey: 'key-1' })).toMatchObject({ id: first.id });
    await expect(w.rgbLn.pay({ invoice, operationKey: 'key-2' })).rejects.toBeInstanceOf(DuplicatePaymentError);
    await expect(w.rgbLn.pay({ invoice, operationKey: null })).rejects.toBeInstanceOf(DuplicatePaymentError);
    expect(steps(w)).toEqual(['A:add']);
  });
});

describe('RgbLnPayments: a carrier with no asset HTLC behind it', () => {
  it('is held through the grace, then failed back with its payment (a forwarder refused the asset HTLC, or the payer gave up)', async () => {
    const held = world();
    const hash = hashOf(preimageOf('assetless'));
    await invoiceFor(held, preimageOf('assetless'), hash);
    expect(await held.rgbLn.settle(hash)).toBe('waiting: NoAssetHtlc');
    expect(held.ldk).toEqual([]);

    const w = world({ carrierGraceMs: 0 });
    await invoiceFor(w, preimageOf('assetless'), hash);
    expect(await w.rgbLn.settle(hash)).toBe('failed');
    expect(w.ldk).toEqual([`fail ${hash.slice(0, 6)}`]);
    expect((await w.claims.get(hash)).state).toBe('failed');
    // The asset HTLC coming after all is failed back, never claimed.
    w.set('A', 'payer', record('A', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('failed');
    expect(steps(w)).toEqual(['A:fail']);
  });
});

describe('RgbLnPayments: the forwarder (multi-hop, review A1)', () => {
  const ALICE = '02' + 'aa'.repeat(32);
  const CAROL = '03' + 'cc'.repeat(32);
  const UPSTREAM_EXPIRY = TIP + 72 + FORWARD_EXPIRY_DELTA;

  /**
   * Bob's two channels: U with alice (she opened it and offered the HTLC) and D with carol (bob
   * opened it, holding `downstreamAssets`). Alice's proposal carried the forward instruction.
   */
  async function forwarding(label: string, options: { downstreamAssets?: bigint; outgoingExpiry?: number; forwardAmount?: bigint; upstreamExpiry?: number } = {}) {
    const w = world();
    const preimage = preimageOf(label);
    const hash = hashOf(preimage);
    const upstreamHtlc = { ...htlc(hash, 0n, 10n, 'opener'), cltvExpiry: options.upstreamExpiry ?? UPSTREAM_EXPIRY };
    const before = record('U', X, 'acceptor', []);
    const forward = { nextNodeId: CAROL, assetAmount: options.forwardAmount ?? 10n, cltvExpiry: options.outgoingExpiry ?? TIP + 72 };
    await w.rgbLn.beforePeerChanges(ALICE, before, [{ kind: 'add', htlc: upstreamHtlc, forward }]);
    w.set('U', ALICE, record('U', X, 'acceptor', [upstreamHtlc]));
    w.set('D', CAROL, record('D', X, 'opener', [], options.downstreamAssets ?? 1_000n));
    return { w, preimage, hash };
  }

  /** Carol commits bob's downstream add as soon as it is proposed. */
  function carolCommits(w: World): void {
    w.onPropose((channelId, changes) => {
      const add = changes[0];
      if (channelId !== 'D' || add.kind !== 'add') return;
      const stored = w.channels.get('D') as StoredAssetChannel;
      w.set('D', CAROL, record('D', X, 'opener', [...stored.record.committed.htlcs, add.htlc], stored.record.committed.openerAssets));
      w.rgbLn.onChannelEvents(CAROL, 'D', [committedEvent([add])]);
    });
  }

  async function settledTo(w: World, hash: string, expected: string): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if ((await w.rgbLn.settle(hash)) === expected) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`settle(${hash.slice(0, 6)}) never became ${expected}`);
  }

  it('forwards the committed upstream HTLC with the instruction\'s amount and expiry, and claims it upstream with the preimage carol fulfils with', async () => {
    const { w, preimage, hash } = await forwarding('fw-ok');
    carolCommits(w);
    await w.rgbLn.settle(hash);
    await settledTo(w, hash, 'forwarding: Downstream');
    const add = w.proposals.find((p) => p.channelId === 'D')?.changes[0];
    expect(add).toMatchObject({ kind: 'add', htlc: { paymentHash: hash, assetAmount: 10n, cltvExpiry: TIP + 72, offeredBy: 'opener' } });
    expect((add as { forward?: unknown }).forward).toBeUndefined(); // carol is the payee
    expect(steps(w)).toEqual(['D:add']); // the upstream HTLC stays while the downstream one is in flight
    // Carol's fulfil: the preimage is kept before her proposal is acted on.
    const downstream = (w.channels.get('D') as StoredAssetChannel).record;
    await w.rgbLn.beforePeerChanges(CAROL, downstream, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage }]);
    w.set('D', CAROL, record('D', X, 'opener', [], 990n));
    expect(await w.rgbLn.settle(hash)).toBe('fulfilling');
    expect(w.proposals.at(-1)).toEqual({ channelId: 'U', changes: [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage }] });
    expect(await w.claims.get(hash)).toMatchObject({ state: 'claiming', preimage, htlc: { channelId: 'U', id: 0n } });
  });

  it.each([
    ['bob lacks the asset toward carol', { downstreamAssets: 5n }],
    ['the instruction asks for another amount (no asset fee)', { forwardAmount: 9n }],
    ['the outgoing expiry leaves bob less than FORWARD_EXPIRY_DELTA', { outgoingExpiry: UPSTREAM_EXPIRY - FORWARD_EXPIRY_DELTA + 1 }],
    ['the outgoing expiry is below the downstream channel\'s minimum', { outgoingExpiry: TIP + 10 }],
    ['the outgoing expiry would lock bob\'s units for longer than MAX_FORWARD_OUTGOING_DELTA', { upstreamExpiry: TIP + 400, outgoingExpiry: TIP + 2 * FORWARD_EXPIRY_DELTA + 1 }],
  ])('a forward bob cannot make is failed back upstream at once: %s', async (_case, options) => {
    const { w, hash } = await forwarding(`fw-refused-${JSON.stringify(options, (_k, v) => (typeof v === 'bigint' ? String(v) : v))}`, options);
    expect(await w.rgbLn.settle(hash)).toMatch(/^refused: /);
    expect(steps(w)).toEqual(['U:fail']);
    // Only that HTLC: the hash stays free for another (review multihop M4), and the refusal holds.
    expect((await w.claims.get(hash)).state).toBe('pending');
    expect(await w.forwards.forward(hash)).toBeNull();
    expect(await w.forwards.instruction(ALICE, 'U', 0n, hash)).toBeNull();
    expect(await w.rgbLn.settle(hash)).toBe('unknown'); // walked again before the fail committed: failed again, never forwarded
    expect(steps(w)).toEqual(['U:fail', 'U:fail']);
  });

  it('refuses to forward to a next node that is not connected (review multihop M3)', async () => {
    const { w, hash } = await forwarding('fw-offline');
    w.peersOffline.add(CAROL);
    expect(await w.rgbLn.settle(hash)).toBe('refused: NextNodeOffline');
    expect(steps(w)).toEqual(['U:fail']);
  });

  it("a stranger's refused forward of the hash does not stop the honest one (review multihop M4)", async () => {
    const { w, hash } = await forwarding('fw-stranger');
    carolCommits(w);
    // Mallory's HTLC with the hash, on another channel, asks for an amount bob does not forward.
    const MALLORY = '02' + 'dd'.repeat(32);
    const strangers = { ...htlc(hash, 0n, 10n, 'acceptor'), cltvExpiry: UPSTREAM_EXPIRY };
    await w.rgbLn.beforePeerChanges(MALLORY, record('M', X, 'opener', []), [{ kind: 'add', htlc: strangers, forward: { nextNodeId: CAROL, assetAmount: 9n, cltvExpiry: TIP + 72 } }]);
    // Walked first: alice's channel is listed after mallory's.
    const aliceChannel = w.channels.get('U') as StoredAssetChannel;
    w.channels.delete('U');
    w.set('M', MALLORY, record('M', X, 'opener', [strangers]));
    w.channels.set('U', aliceChannel);
    expect(await w.rgbLn.settle(hash)).toBe('refused: WrongAmount');
    await settledTo(w, hash, 'forwarding: Downstream');
    // Mallory's is failed (again on each walk until its fail commits); alice's is forwarded.
    expect(steps(w)[0]).toBe('M:fail');
    expect(steps(w).filter((step) => step !== 'M:fail')).toEqual(['D:add']);
    expect((await w.forwards.forward(hash))?.upstream.channelId).toBe('U');
  });

  it('an invoice made later for a hash bob forwards does not settle the upstream HTLC as a payment to bob (review multihop M2)', async () => {
    const { w, preimage, hash } = await forwarding('fw-invoice');
    carolCommits(w);
    await w.rgbLn.settle(hash);
    await settledTo(w, hash, 'forwarding: Downstream');
    expect(await w.rgbLn.hashInUse(hash)).toBe(true);
    await invoiceFor(w, preimage, hash); // as if it got past hashInUse
    expect(await w.rgbLn.settle(hash)).toBe('forwarding: Downstream');
    expect(steps(w)).toEqual(['D:add']);
  });

  it('an HTLC with no invoice and no forward instruction goes back as before', async () => {
    const w = world();
    const hash = hashOf(preimageOf('fw-none'));
    w.set('U', ALICE, record('U', X, 'acceptor', [htlc(hash)]));
    expect(await w.rgbLn.settle(hash)).toBe('unknown');
    expect(steps(w)).toEqual(['U:fail']);
  });

  it('A1: the downstream channel on chain keeps the upstream HTLC however often it is walked; the preimage carol claims with there is used upstream', async () => {
    const { w, preimage, hash } = await forwarding('fw-a1');
    carolCommits(w);
    await w.rgbLn.settle(hash);
    await settledTo(w, hash, 'forwarding: Downstream');
    const stored = w.channels.get('D') as StoredAssetChannel;
    w.set('D', CAROL, { ...stored.record, status: 'failed' });
    for (let i = 0; i < 5; i++) expect(await w.rgbLn.settle(hash)).toBe('forwarding: OnChain');
    expect(steps(w)).toEqual(['D:add']);
    // The monitor saw carol's claim: a wrong preimage is not learned, the right one is used.
    await w.rgbLn.preimageLearnedOnChain(hash, preimageOf('not it'));
    expect(await w.rgbLn.settle(hash)).toBe('forwarding: OnChain');
    await w.rgbLn.preimageLearnedOnChain(hash, preimage);
    await settledTo(w, hash, 'fulfilling');
    expect(w.proposals.at(-1)?.channelId).toBe('U');
  });

  it('a downstream channel on chain with our add only proposed, never signed, fails the upstream HTLC (review multihop M3)', async () => {
    const { w, hash } = await forwarding('fw-unsigned');
    await w.rgbLn.settle(hash); // the offer starts; the fake never commits it
    const stored = w.channels.get('D') as StoredAssetChannel;
    const add = { kind: 'add' as const, htlc: { id: 0n, offeredBy: 'opener' as const, paymentHash: hash, assetAmount: 10n, cltvExpiry: TIP + 72 } };
    const proposed = { ...stored.record, status: 'failed', round: { stage: 'proposed', changes: [add], next: { ...stored.record.committed, htlcs: [add.htlc] } } } as unknown as AssetChannelRecord;
    w.set('D', CAROL, proposed);
    await settledTo(w, hash, 'failed');
    expect(steps(w).at(-1)).toBe('U:fail');
    // Signed by both (stage committed): kept.
    const other = await forwarding('fw-signed');
    await other.w.rgbLn.settle(other.hash);
    const signedAdd = { ...add, htlc: { ...add.htlc, paymentHash: other.hash } };
    const base = (other.w.channels.get('D') as StoredAssetChannel).record;
    other.w.set('D', CAROL, { ...base, status: 'failed', round: { stage: 'committed', changes: [signedAdd], next: { ...base.committed, htlcs: [signedAdd.htlc] } } } as unknown as AssetChannelRecord);
    await settledTo(other.w, other.hash, 'forwarding: OnChain');
  });

  it('a downstream add timed out on chain fails the upstream HTLC once the monitor says it is buried, not before', async () => {
    const { w, hash } = await forwarding('fw-buried');
    carolCommits(w);
    await w.rgbLn.settle(hash);
    await settledTo(w, hash, 'forwarding: Downstream');
    const stored = w.channels.get('D') as StoredAssetChannel;
    w.set('D', CAROL, { ...stored.record, status: 'failed' });
    expect(await w.rgbLn.settle(hash)).toBe('forwarding: OnChain');
    // A buried answer for another channel or hash changes nothing.
    w.buried.add(`U:${hash}`);
    w.buried.add(`D:${'00'.repeat(32)}`);
    expect(await w.rgbLn.settle(hash)).toBe('forwarding: OnChain');
    w.buried.add(`D:${hash}`);
    await settledTo(w, hash, 'failed');
    expect(steps(w).at(-1)).toBe('U:fail');
  });

  it('a kill after the forward record and before the downstream add: the add is in flight nowhere, so the upstream HTLC is failed', async () => {
    const { w, hash } = await forwarding('fw-kill');
    const upstream = (w.channels.get('U') as StoredAssetChannel).record.committed.htlcs[0];
    await w.forwards.createForward(
      hash,
      { peerNodeId: ALICE, channelId: 'U', htlcId: upstream.id, assetAmount: 10n, cltvExpiry: upstream.cltvExpiry },
      { peerNodeId: CAROL, channelId: 'D', assetAmount: 10n, cltvExpiry: TIP + 72 },
    );
    expect(await w.rgbLn.settle(hash)).toBe('failed');
    expect(steps(w)).toEqual(['U:fail']);
  });

  it('a downstream add carol failed back fails the upstream HTLC; a second HTLC with the hash is failed alone', async () => {
    const { w, hash } = await forwarding('fw-fail');
    carolCommits(w);
    await w.rgbLn.settle(hash);
    await settledTo(w, hash, 'forwarding: Downstream');
    const second = { ...htlc(hash, 0n, 10n, 'acceptor'), cltvExpiry: UPSTREAM_EXPIRY };
    w.set('M', '02' + 'dd'.repeat(32), record('M', X, 'opener', [second]));
    expect(await w.rgbLn.settle(hash)).toBe('forwarding: Downstream');
    expect(steps(w)).toEqual(['D:add', 'M:fail']);
    w.set('D', CAROL, record('D', X, 'opener', [], 1_000n)); // carol's fail committed: the add is gone, no preimage
    expect(await w.rgbLn.settle(hash)).toBe('failed');
    expect(steps(w).slice(2)).toEqual(['U:fail', 'M:fail']);
  });

  it('keeps only instructions for the ids the proposal may use, and only preimages that match', async () => {
    const w = world();
    const hash = hashOf(preimageOf('fw-bounds'));
    const far = { ...htlc(hash, 64n, 10n, 'opener') };
    await w.rgbLn.beforePeerChanges(ALICE, record('U', X, 'acceptor', []), [{ kind: 'add', htlc: far, forward: { nextNodeId: CAROL, assetAmount: 10n, cltvExpiry: TIP + 72 } }]);
    expect(await w.forwards.instruction(ALICE, 'U', 64n, hash)).toBeNull();
    const ours = record('D', X, 'opener', [htlc(hash)]);
    await w.rgbLn.beforePeerChanges(CAROL, ours, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: preimageOf('wrong') }]);
    expect(await w.forwards.learnedPreimage(hash)).toBeNull();
  });
});
