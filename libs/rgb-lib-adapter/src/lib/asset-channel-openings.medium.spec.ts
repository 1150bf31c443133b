import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import {
  AssetChannelLinks,
  AssetChannelOpening,
  AssetChannelOpenings,
  AssetChannelStore,
  HeldFundings,
  deriveChannelSecrets,
  OPENING_TIMEOUT_MS,
  type AcceptorLimits,
  type AssetChannelWallet,
  type ChannelKeySource,
  type FundingConsignments,
  type OpeningOutcome,
  type PeerMessages,
  type Side,
} from '@rln/rgb-channel';
import { Database, TypeormKvStore } from '@rln/persistence';
import { RgbKeyring, type RgbAssetInfo } from '@rln/rgb-wallet';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet } from '@rln/regtest';
import { RgbLibEngine } from './rgb-lib.engine';
import { RgbLibAssetChannelWallet } from './rgb-lib-asset-channel-wallet';

jest.setTimeout(300_000);

const ISSUED = 1_000n;
const POLICY = { assetReserve: 10n, maxHtlcs: 4, minExpiryDelta: 48, maxExpiryDelta: 2016 };
const BUDGET = { fundingSats: 30_000n, assetOutputSats: 1_000n, htlcOutputSats: 3_000n, feeratePerKw: 1_000n, toSelfDelay: 144 };
const LIMITS: AcceptorLimits = { minAssetReserve: 1n, maxHtlcs: 8, minToSelfDelay: 144, maxExpiryDelta: 2016, onchainClaimBlocks: 40 };
/** A new closing script per opening, as a node names one: a script reused across channels is refused (review CL-2). */
const closingScript = () => Uint8Array.of(0x00, 0x14, ...randomBytes(20));
const NODE = { opener: `02${'a1'.repeat(32)}`, acceptor: `03${'b2'.repeat(32)}` };
const URL_TEMPLATE = 'http://127.0.0.1:9/api/v1/rgb/consignments/{txid}?format=zip';

/** Fresh key sets from a random root, each index taken once. */
function keySource(): ChannelKeySource & { root: Uint8Array } {
  const root = randomBytes(32);
  let index = 0n;
  return { root, next: async () => ({ keyIndex: ++index, secrets: deriveChannelSecrets(root, index) }) };
}

/**
 * Two nodes' AssetChannelOpenings over real rgb-lib wallets, btcd and the database's KvStore.
 * The peer connection and the consignment download are in-process here (the node's LDK custom
 * messages and HTTP endpoint are tested with the node); messages arrive asynchronously, in order.
 */
describe('asset channel openings, and the update protocol\'s host, over two rgb-lib wallets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rgb-openings-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  let db: Database;
  let nia: RgbAssetInfo;
  const outcomes: Record<Side, OpeningOutcome[]> = { opener: [], acceptor: [] };
  /** Messages from a side are dropped while it is muted (a silent peer). */
  const muted: Record<Side, boolean> = { opener: false, acceptor: false };
  const offered = new Map<string, { peerNodeId: string; nonce: string; bytes: Uint8Array }>();
  /** The Lightning channels each side has (`<peer>:<channel id>`): the carriers an acceptor requires. */
  const carriers = new Set<string>();
  const carrier = (peerNodeId: string, channelId: string) => carriers.add(`${peerNodeId}:${channelId}`);

  function node(side: Side) {
    const mnemonic = generateMnemonic(wordlist, 256);
    const engine = new RgbLibEngine({ dataDir: join(dir, side), network: 'regtest', mnemonic: () => mnemonic });
    return { side, keyring: new RgbKeyring(mnemonic, 'regtest'), engine, wallet: new RgbLibAssetChannelWallet(engine, { feeRateSatPerVb: 2, fundingExpirySecs: 3_600 }), keys: keySource() };
  }
  const nodes = { opener: node('opener'), acceptor: node('acceptor') };
  let clock = Date.now();
  let tip = 0;
  const services = {} as Record<Side, AssetChannelOpenings>;
  const links = {} as Record<Side, AssetChannelLinks>;
  const events: Record<Side, string[]> = { opener: [], acceptor: [] };
  const stores = {} as Record<Side, AssetChannelStore>;
  const delivered: Promise<void>[] = [];

  const peersOf = (side: Side): PeerMessages => ({
    send: (peerNodeId, type, payload) => {
      if (muted[side]) return;
      const to: Side = peerNodeId === NODE.opener ? 'opener' : 'acceptor';
      // As the wire: later, not inside the sender's call.
      const handler = AssetChannelLinks.handles(type) ? links[to] : services[to];
      delivered.push(new Promise<void>((resolve) => setImmediate(resolve)).then(() => handler.receive(NODE[side], type, payload)));
    },
  });
  const consignmentsOf = (side: Side): FundingConsignments => ({
    offer: async ({ peerNodeId, txid, nonce, bytes }) => {
      offered.set(txid, { peerNodeId, nonce: Buffer.from(nonce).toString('hex'), bytes });
    },
    fetch: async ({ txid, nonce, urlTemplate }) => {
      expect(urlTemplate).toBe(URL_TEMPLATE);
      const entry = offered.get(txid);
      // What the opener's endpoint checks: the requesting peer and the opening's nonce.
      if (!entry || entry.peerNodeId !== NODE[side] || entry.nonce !== Buffer.from(nonce).toString('hex')) throw new Error('not offered to us');
      return entry.bytes;
    },
  });

  const held = {} as Record<Side, HeldFundings>;
  /** A side's service as a (re)started process builds it; `wallet` may stand in for the node's to inject a kill. */
  function build(side: Side, wallet: AssetChannelWallet = nodes[side].wallet): AssetChannelOpenings {
    return new AssetChannelOpenings({
      wallet,
      peers: peersOf(side),
      consignments: consignmentsOf(side),
      // One database for both nodes in this test: the stores key channels by peer, so they never meet.
      store: stores[side],
      held: held[side],
      keys: nodes[side].keys,
      limits: LIMITS,
      hasCarrier: (peerNodeId, channelId) => carriers.has(`${peerNodeId}:${channelId}`),
      acceptorClosingScript: async () => closingScript(),
      onOutcome: (o) => outcomes[side].push(o),
      nowMs: () => clock,
    });
  }

  async function settle(): Promise<void> {
    for (let i = 0; i < 50 && delivered.length; i++) await Promise.all(delivered.splice(0));
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(dir, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    for (const i of [0, 1, 2, 3]) await faucet.fund(nodes.opener.keyring.addressAt(i).address, 40_000n);
    await faucet.fund(nodes.acceptor.keyring.addressAt(0).address, 30_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    db = await Database.open({ kind: 'pglite', dataDir: 'memory' });
    for (const side of ['opener', 'acceptor'] as const) {
      const n = nodes[side];
      await n.engine.open();
      await n.engine.goOnline(url);
      await n.engine.sync();
      stores[side] = new AssetChannelStore(new TypeormKvStore(db));
      held[side] = new HeldFundings(new TypeormKvStore(db));
      services[side] = build(side);
      links[side] = new AssetChannelLinks({
        wallet: n.wallet,
        peers: peersOf(side),
        store: stores[side],
        root: n.keys.root,
        tipHeight: () => tip,
        onEvents: (_peer, _channel, e) => events[side].push(...e.map((x) => x.type)),
      });
    }
    nia = await nodes.opener.engine.issue({ schema: 'NIA', name: 'Channel token', ticker: 'CHN', details: null, precision: 0, amount: ISSUED });
  });

  afterAll(async () => {
    for (const n of Object.values(nodes)) await n.engine.close();
    await db?.close();
    await indexer.stop();
    await btcd?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** An opening on a fresh carrier the acceptor knows (its LDK channel with the opener). */
  const request = () => {
    const carrierChannelId = randomBytes(32).toString('hex');
    carrier(NODE.opener, carrierChannelId); // the acceptor's Lightning channel with the opener
    carrier(NODE.acceptor, carrierChannelId); // and the opener's with the acceptor
    return { peerNodeId: NODE.acceptor, carrierChannelId, contractId: nia.assetId, assetAmount: 600n, consignmentUrl: URL_TEMPLATE, policy: POLICY, budget: BUDGET, closingScript: closingScript() };
  };

  it('an acceptor that falls silent after accept_open: the opener gives up in time and its held funding frees the asset', async () => {
    muted.acceptor = false;
    const { channelId } = await services.opener.open(request());
    // The acceptor answers accept_open, then says nothing more.
    const original = services.acceptor.receive.bind(services.acceptor);
    const spy = jest.spyOn(services.acceptor, 'receive').mockImplementation(async (peer, type, payload) => {
      await original(peer, type, payload);
      muted.acceptor = true;
    });
    await settle();
    spy.mockRestore();
    expect(services.opener.inProgress()).toEqual([{ channelId, peerNodeId: NODE.acceptor, side: 'opener' }]);
    expect(offered.size).toBe(1); // the funding was begun and offered

    // Given up in time: the held send is failed, which frees the asset (the next test opens with it).
    clock += OPENING_TIMEOUT_MS + 1;
    await services.opener.expireStale();
    await services.acceptor.expireStale();
    expect(services.opener.inProgress()).toEqual([]);
    expect(outcomes.opener).toEqual([expect.objectContaining({ type: 'refused', channelId, reason: expect.stringContaining('in time') })]);
    expect(await stores.opener.load(NODE.acceptor, channelId)).toBeNull();
    expect(await held.opener.list()).toEqual([]);
    muted.acceptor = false;
    offered.clear();
    outcomes.opener.length = 0;
    outcomes.acceptor.length = 0;
  });

  it('opens: both records written with commitment 0 signed, the funding broadcast only then; then AssetChannelLinks runs a payment on the real colouring, across a disconnect', async () => {
    const { channelId } = await services.opener.open(request());
    await settle();
    expect(outcomes.acceptor).toEqual([expect.objectContaining({ type: 'opened' })]);
    expect(outcomes.opener).toEqual([expect.objectContaining({ type: 'opened' })]);
    const fundingTxid = (outcomes.opener[0] as Extract<OpeningOutcome, { type: 'opened' }>).fundingTxid;
    expect(await btcd.client.getRawTransaction(fundingTxid)).toBeTruthy();
    await faucet.mine(1);
    await indexer.waitForHeight(await btcd.client.getBlockCount());

    const stored = { opener: (await stores.opener.load(NODE.acceptor, channelId))!, acceptor: (await stores.acceptor.load(NODE.opener, channelId))! };
    for (const side of ['opener', 'acceptor'] as const) {
      expect(stored[side].record).toMatchObject({ status: 'awaiting-funding', local: side, contractId: nia.assetId });
      expect(stored[side].record.committed).toMatchObject({ number: 0n, openerAssets: 600n, acceptorAssets: 0n });
      expect(stored[side].channel.fundingTxid).toBe(fundingTxid);
    }

    // The funding confirmed: the node side of the update protocol runs a payment of 100 from the
    // opener, signed over both rgb-lib stocks, each step written before its messages leave.
    tip = await btcd.client.getBlockCount();
    await expect(links.opener.propose(NODE.acceptor, channelId, [])).rejects.toThrow('awaiting-funding');
    await links.opener.fundingConfirmed(NODE.acceptor, channelId);
    await links.acceptor.fundingConfirmed(NODE.opener, channelId);
    const preimage = randomBytes(32);
    const paymentHash = createHash('sha256').update(preimage).digest('hex');
    await links.opener.propose(NODE.acceptor, channelId, [{ kind: 'add', htlc: { id: 0n, offeredBy: 'opener', paymentHash, assetAmount: 100n, cltvExpiry: tip + 144 } }]);
    await settle();
    // The fulfil's round is cut by a disconnect after its first message; the reconnect resumes it.
    muted.opener = true;
    await links.acceptor.propose(NODE.opener, channelId, [{ kind: 'fulfill', offeredBy: 'opener', id: 0n, preimage: preimage.toString('hex') }]);
    await settle();
    muted.opener = false;
    await links.opener.reconnected(NODE.acceptor);
    await links.acceptor.reconnected(NODE.opener);
    await settle();
    const after = { opener: (await stores.opener.load(NODE.acceptor, channelId))!, acceptor: (await stores.acceptor.load(NODE.opener, channelId))! };
    for (const side of ['opener', 'acceptor'] as const) {
      // The last message of a round stays unacknowledged until the next message or reconnect carries its ack.
      expect(after[side].record).toMatchObject({ status: 'open', round: null });
      expect(after[side].record.committed).toMatchObject({ number: 2n, openerAssets: 500n, acceptorAssets: 100n, htlcs: [] });
      expect(events[side].filter((e) => e === 'committed')).toHaveLength(2);
      expect(events[side].filter((e) => e === 'peer-failed' || e === 'local-error')).toEqual([]);
    }
  });

  it('refuses a replayed rgb_open of a channel it holds; an opening runs only with the peer that started it', async () => {
    outcomes.acceptor.length = 0;
    const [existing] = await stores.acceptor.list();
    const before = (await stores.acceptor.load(NODE.opener, existing.channelId))?.record;
    const replay = new AssetChannelOpening(() => {
      throw new Error('not signing');
    }).open({ ...request(), channelId: existing.channelId, secrets: deriveChannelSecrets(randomBytes(32), 1n), consignmentNonce: randomBytes(32) });
    await services.acceptor.receive(NODE.opener, replay.send.type, replay.send.payload);
    expect(outcomes.acceptor).toEqual([expect.objectContaining({ type: 'ignored', channelId: existing.channelId, reason: 'a channel with this id exists' })]);
    expect((await stores.acceptor.load(NODE.opener, existing.channelId))?.record).toEqual(before);

    // No carrier, no asset channel: an open for a channel id we have no Lightning channel under.
    const stranger = `02${'cc'.repeat(32)}`;
    await services.acceptor.receive(stranger, replay.send.type, replay.send.payload);
    expect(outcomes.acceptor.at(-1)).toMatchObject({ type: 'ignored', reason: expect.stringContaining('no Lightning channel') });
    // Channel ids are per peer: the same id from another peer, on its own carrier, is its own opening...
    carrier(stranger, existing.channelId);
    await services.acceptor.receive(stranger, replay.send.type, replay.send.payload);
    expect(services.acceptor.inProgress()).toEqual([{ channelId: existing.channelId, peerNodeId: stranger, side: 'acceptor' }]);
    // ...which nobody else can move on (review F10): a funding_created from the opener is ignored.
    await services.acceptor.receive(NODE.opener, 32789, new Uint8Array([0, 32, ...Buffer.from(existing.channelId, 'hex')]));
    expect(services.acceptor.inProgress()).toEqual([{ channelId: existing.channelId, peerNodeId: stranger, side: 'acceptor' }]);
    expect(outcomes.acceptor).toHaveLength(2);

    // A peer holds at most two openings with us at once: each takes a key index and a closing script.
    const more = (id: string) =>
      new AssetChannelOpening(() => {
        throw new Error('not signing');
      }).open({ ...request(), channelId: id, secrets: deriveChannelSecrets(randomBytes(32), 1n), consignmentNonce: randomBytes(32) }).send;
    for (const id of ['c1'.repeat(32), 'c2'.repeat(32)]) {
      carrier(stranger, id);
      await services.acceptor.receive(stranger, more(id).type, more(id).payload);
    }
    expect(services.acceptor.inProgress().filter((p) => p.peerNodeId === stranger)).toHaveLength(2);
    expect(outcomes.acceptor.at(-1)).toMatchObject({ type: 'ignored', channelId: 'c2'.repeat(32), reason: expect.stringContaining('openings in progress') });
  });

  it('a kill after the acceptor answered, before the opener wrote its record: the restarted opener releases the held send', async () => {
    outcomes.opener.length = 0;
    muted.acceptor = false;
    // The change of the first channel's funding settles (the node's transfer scheduler does this).
    await nodes.opener.engine.refresh();
    // funding_signed never arrives: the opener "dies" holding a begun send.
    const original = services.opener.receive.bind(services.opener);
    const spy = jest.spyOn(services.opener, 'receive').mockImplementation(async (peer, type, payload) => {
      if (type === 32791) return; // rgb_funding_signed, lost with the process
      await original(peer, type, payload);
    });
    const { channelId } = await services.opener.open({ ...request(), assetAmount: 300n });
    await settle();
    spy.mockRestore();
    expect(outcomes.opener).toEqual([]);
    expect(await held.opener.list()).toEqual([expect.objectContaining({ channelId })]);
    services.opener = build('opener');
    await services.opener.resume();
    expect(await held.opener.list()).toEqual([]);
    expect(await stores.opener.load(NODE.acceptor, channelId)).toBeNull();
    // Released: the asset can fund the next opening.
  });

  it('a kill after the opener wrote its record, before it broadcast: the restarted opener ends the held send', async () => {
    outcomes.opener.length = 0;
    // The node's wallet, except that the process dies where it would broadcast.
    const killed = Object.assign(Object.create(nodes.opener.wallet) as AssetChannelWallet, { endFunding: () => Promise.reject(new Error('killed')) });
    services.opener = build('opener', killed);
    const { channelId } = await services.opener.open({ ...request(), assetAmount: 300n });
    await settle();
    const opened = outcomes.opener.find((o) => o.type === 'opened') as Extract<OpeningOutcome, { type: 'opened' }>;
    expect(opened.record.channelId).toBe(channelId);
    expect(await held.opener.list()).toEqual([expect.objectContaining({ channelId })]);
    await expect(btcd.client.getRawTransaction(opened.fundingTxid)).rejects.toThrow();
    services.opener = build('opener');
    await services.opener.resume();
    expect(await held.opener.list()).toEqual([]);
    expect(await btcd.client.getRawTransaction(opened.fundingTxid)).toBeTruthy();
    // A second resume finds nothing to do, and an end of an ended send is a no-op.
    await services.opener.resume();
  });

  it('a kill before the broadcast, and the carrier gone by the restart: the held send is released, not broadcast (N1)', async () => {
    outcomes.opener.length = 0;
    await faucet.mine(1);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    await nodes.opener.engine.refresh();
    const killed = Object.assign(Object.create(nodes.opener.wallet) as AssetChannelWallet, { endFunding: () => Promise.reject(new Error('killed')) });
    services.opener = build('opener', killed);
    const req = { ...request(), assetAmount: 100n };
    await services.opener.open(req);
    await settle();
    const opened = outcomes.opener.find((o) => o.type === 'opened') as Extract<OpeningOutcome, { type: 'opened' }>;
    expect(await held.opener.list()).toHaveLength(1);
    // The opener's view: its Lightning channel with the peer closed meanwhile.
    carriers.delete(`${NODE.acceptor}:${req.carrierChannelId}`);
    services.opener = build('opener');
    await services.opener.resume();
    expect(await held.opener.list()).toEqual([]);
    await expect(btcd.client.getRawTransaction(opened.fundingTxid)).rejects.toThrow();
  });
});

