import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { routeHints } from '@rln/rgb-channel';
import { eventually } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf } from './support/rgb-net';
import { invoice as onchainInvoice, settle } from './support/rgb-onchain';

jest.setTimeout(600_000);

type AssetSplit = { contract_id: string; local_amount: string; remote_amount: string };
type ChannelBody = { channel_id: string; user_channel_id: string; counterparty_node_id: string; is_usable: boolean; rgb?: AssetSplit };
type Payment = { id: string; kind: string; direction: string; status: string; htlc_locked: boolean };
type Hop = 'aliceBob' | 'bobCarol';
/** Each side's asset balance in both channels: the node's own local amount in that channel. */
type Holdings = { alice: bigint; bobFromAlice: bigint; bobToCarol: bigint; carol: bigint };


/**
 * Multi-hop RGB Lightning payments (issue 17 part 2, docs/design/rgb-lightning.md "Multi-hop"):
 * alice → bob → carol over two asset channels of one contract, node processes on btcd and our
 * Esplora indexer. Alice pays carol's RGB invoice with /rgb/ln/pay and no further field: LDK
 * routes the carrier through bob by the route hint carol's invoice carries for her private
 * carrier with bob, and bob moves the asset from his channel with alice to his channel with carol.
 * No asset fee in v1: bob ends with the same units across his two channels.
 */
describe('RGB multi-hop payments (alice → bob → carol on btcd + Esplora)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let carol: TestNode;
  let contract: string;
  const ids: Record<'alice' | 'bob' | 'carol', string> = { alice: '', bob: '', carol: '' };
  const channelIds: Record<Hop, string> = { aliceBob: '', bobCarol: '' };

  const nameOf = (node: TestNode) => node.process.options.name;
  const channelsOf = async (node: TestNode) => (await node.api.get<ChannelBody[]>('/api/v1/channels')).body;
  const channelOf = async (node: TestNode, hop: Hop) => (await channelsOf(node)).find((c) => c.channel_id === channelIds[hop]);
  const localIn = async (node: TestNode, hop: Hop) => {
    const rgb = (await channelOf(node, hop))?.rgb;
    if (!rgb) throw new Error(`${nameOf(node)} shows no asset channel ${hop}`);
    return BigInt(rgb.local_amount);
  };
  const holdings = async (): Promise<Holdings> => ({
    alice: await localIn(alice, 'aliceBob'),
    bobFromAlice: await localIn(bob, 'aliceBob'),
    bobToCarol: await localIn(bob, 'bobCarol'),
    carol: await localIn(carol, 'bobCarol'),
  });
  const holdingsAre = (expected: Holdings) => async () => {
    const now = await holdings().catch(() => undefined);
    return now && (Object.keys(expected) as Array<keyof Holdings>).every((k) => now[k] === expected[k]) ? now : undefined;
  };
  const moved = (h: Holdings, units: bigint): Holdings => ({ alice: h.alice - units, bobFromAlice: h.bobFromAlice + units, bobToCarol: h.bobToCarol - units, carol: h.carol + units });
  /** Both carriers still listed on both of their nodes, usable, with their asset channel. */
  const allOpen = async () => {
    for (const [node, hop] of [[alice, 'aliceBob'], [bob, 'aliceBob'], [bob, 'bobCarol'], [carol, 'bobCarol']] as Array<[TestNode, Hop]>) {
      const c = await channelOf(node, hop);
      if (!c?.is_usable || c.rgb?.contract_id !== contract) return undefined;
    }
    return true;
  };
  const logHas = (node: TestNode, ...parts: string[]) => readFileSync(node.process.logPath, 'utf8').split('\n').some((line) => parts.every((p) => line.includes(p)));
  /** Mines a block every few polls until `check` holds (a shadow funding broadcast after the blocks it needed). */
  const mineUntil = async <T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 180_000): Promise<T> => {
    let polls = 0;
    return eventually(async () => {
      if (++polls % 15 === 0) await net.mine(1);
      return check();
    }, what, timeoutMs);
  };

  /** `opener` opens an asset channel of `assets` units to `acceptor`; resolves once both show it on the carrier LDK funded. */
  async function openAssetChannel(opener: TestNode, acceptor: TestNode, assets: string): Promise<string> {
    const known = new Set((await channelsOf(opener)).map((c) => c.channel_id));
    const opened = await opener.api.post('/api/v1/channel/open', {
      node_id: await nodeIdOf(acceptor),
      address: `127.0.0.1:${acceptor.process.options.p2pPort}`,
      channel_amount_sats: '200000',
      rgb: { contract_id: contract, asset_amount: assets, color_context_data: `${opener.process.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip` },
    });
    expect({ status: opened.status, body: opened.body }).toMatchObject({ status: 200 });
    const channelId = await eventually(async () => (await channelsOf(opener)).find((c) => !known.has(c.channel_id) && c.rgb)?.channel_id, `${nameOf(opener)} to show the asset channel to ${nameOf(acceptor)}`, 120_000);
    await eventually(async () => ((await channelsOf(acceptor)).find((c) => c.channel_id === channelId)?.rgb ? true : undefined), `${nameOf(acceptor)} to show the asset channel from ${nameOf(opener)}`, 120_000);
    expect((await channelsOf(opener)).find((c) => c.channel_id === channelId)?.rgb).toEqual({ contract_id: contract, local_amount: assets, remote_amount: '0' });
    expect((await channelsOf(acceptor)).find((c) => c.channel_id === channelId)?.rgb).toEqual({ contract_id: contract, local_amount: '0', remote_amount: assets });
    return channelId;
  }

  async function nodeIdOf(node: TestNode): Promise<string> {
    return (await node.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  }

  /** `payee` invoices `assets` units of the contract (the default carrier); resolves to the invoice. */
  async function rgbInvoice(payee: TestNode, assets: string, description: string): Promise<string> {
    const created = await payee.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: assets, description, expiry_secs: 3600 });
    expect({ status: created.status, body: created.body }).toMatchObject({ status: 200 });
    return created.body.invoice;
  }

  /** `payer` pays `invoice` with /rgb/ln/pay and nothing else; resolves to the payment id. */
  async function pay(payer: TestNode, invoice: string): Promise<string> {
    const paid = await payer.api.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice });
    expect({ status: paid.status, body: paid.body }).toMatchObject({ status: 200, body: { payment_id: expect.any(String) } });
    return paid.body.payment_id;
  }

  /** Alice's record of `paymentId` once it is no longer Pending. */
  async function endedAtAlice(paymentId: string, timeoutMs: number): Promise<Payment> {
    return eventually(async () => {
      const p = (await alice.api.get<Payment>(`/api/v1/payment/${paymentId}`)).body;
      return p.status === 'Pending' ? undefined : p;
    }, "alice's payment to end", timeoutMs);
  }

  async function settledOn(node: TestNode, paymentId: string): Promise<Payment> {
    const waited = await node.api.post<{ ok: boolean; payment: Payment }>(`/api/v1/payment/${paymentId}/wait`, { timeout_secs: 120 });
    expect({ node: nameOf(node), status: waited.status }).toEqual({ node: nameOf(node), status: 200 });
    return waited.body.payment;
  }

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    carol = await net.startNode('carol');
    for (const [name, node] of [['alice', alice], ['bob', bob], ['carol', carol]] as const) ids[name] = await nodeIdOf(node);
    // Carriers for the asset (alice's issuance and funding, bob's receive and funding); BTC for the carriers of the channels.
    await net.fundCarriers(alice.api, 4, 100_000n);
    await net.fundCarriers(bob.api, 4, 100_000n);
    for (const n of [alice, bob, carol]) await net.env.faucet.fund((await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address, 1_000_000n);
    await net.mine(1);
    for (const n of [alice, bob, carol]) await n.api.post('/api/v1/wallet/sync');

    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Hop Token', ticker: 'HOP', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    await eventually(async () => (await balanceOf(alice.api, contract)).mined === '1000', 'the issuance mined');

    // Bob learns the contract from alice's export, then receives 300 units on chain.
    const exported = await alice.api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: contract });
    const bytes = new Uint8Array(await (await fetch(`${alice.api.baseUrl}/api/v1/rgb/consignments/${exported.body.consignment_key}`)).arrayBuffer());
    expect((await bob.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract}`, bytes, { 'Content-Type': 'application/octet-stream' })).status).toBe(200);
    const received = await onchainInvoice(bob.api, { contract_id: contract, amount: '300', expiry_secs: '3600' });
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: received.invoice, fee_rate_sats_per_vb: 2 });
    expect(sent.status).toBe(200);
    await settle(net, alice, sent.body.payment_id, bob, received.id);
    await eventually(async () => ((await balanceOf(bob.api, contract)).mined === '300' && (await balanceOf(alice.api, contract)).mined === '700' ? true : undefined), 'alice 700 and bob 300 settled on chain');

    // Two asset channels of the contract: alice → bob with 400 of hers, bob → carol with 200 of his.
    channelIds.aliceBob = await openAssetChannel(alice, bob, '400');
    channelIds.bobCarol = await openAssetChannel(bob, carol, '200');
    await net.mine(6);
    for (const [node, hop] of [[alice, 'aliceBob'], [bob, 'aliceBob'], [bob, 'bobCarol'], [carol, 'bobCarol']] as Array<[TestNode, Hop]>) {
      await mineUntil(async () => (logHas(node, 'asset channel open for updates', channelIds[hop]) ? true : undefined), `${nameOf(node)} to open asset channel ${hop} for updates`);
    }
    await mineUntil(allOpen, 'both carriers usable on both of their nodes');
    expect(await holdings()).toEqual({ alice: 400n, bobFromAlice: 0n, bobToCarol: 200n, carol: 0n });
    for (const [node, peer, count] of [[alice, ids.bob, 1], [bob, ids.alice, 2], [carol, ids.bob, 1]] as const) {
      const channels = await channelsOf(node);
      expect(channels).toHaveLength(count);
      expect(channels.some((c) => c.counterparty_node_id === peer)).toBe(true);
    }
    // No direct channel between alice and carol: carol's invoices can only be reached through bob.
    expect((await channelsOf(alice)).some((c) => c.counterparty_node_id === ids.carol)).toBe(false);
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('alice pays carol through bob: the asset moves alice → bob → carol and bob ends even', async () => {
    const before = await holdings();
    const invoice = await rgbInvoice(carol, '25', 'through bob');
    const decoded = await alice.api.post('/api/v1/rgb/ln/invoice/decode', { invoice });
    expect(decoded).toMatchObject({ status: 200, body: { destination: ids.carol, contract_id: contract, asset_amount: '25' } });
    // LDK hints carol's private carrier with bob: the only way alice's LDK finds carol.
    expect(routeHints(invoice).map((route) => route[0].nodeId)).toEqual([ids.bob]);

    const id = await pay(alice, invoice);
    expect(await settledOn(alice, id)).toMatchObject({ id, kind: 'RgbLightning', direction: 'Outbound', status: 'Succeeded' });
    expect(await settledOn(carol, id)).toMatchObject({ id, kind: 'RgbLightning', direction: 'Inbound', status: 'Succeeded' });

    // Each side sees the settled HTLC committed once the last message of its round arrived.
    const after = await eventually(holdingsAre(moved(before, 25n)), 'the 25 units committed alice → bob → carol on all four sides', 60_000);
    expect(after).toEqual({ alice: before.alice - 25n, bobFromAlice: before.bobFromAlice + 25n, bobToCarol: before.bobToCarol - 25n, carol: before.carol + 25n });
    // The other side of each channel agrees, and bob ends even across his two channels (no asset fee in v1).
    expect((await channelOf(alice, 'aliceBob'))?.rgb).toEqual({ contract_id: contract, local_amount: String(after.alice), remote_amount: String(after.bobFromAlice) });
    expect((await channelOf(carol, 'bobCarol'))?.rgb).toEqual({ contract_id: contract, local_amount: String(after.carol), remote_amount: String(after.bobToCarol) });
    expect(after.bobFromAlice + after.bobToCarol).toBe(before.bobFromAlice + before.bobToCarol);
    // Nothing closed.
    expect(await allOpen()).toBe(true);
  });

  it('a forward bob cannot make (too few units toward carol) fails back to alice cleanly', async () => {
    // Carol can invoice only what bob holds toward her, so she invoices while he still holds it,
    // and bob then pays her directly (single hop) enough that he no longer can forward it.
    const start = await holdings();
    const asked = start.bobToCarol - 25n;
    const tooMuch = await rgbInvoice(carol, String(asked), 'more than bob can forward');
    const direct = await pay(bob, await rgbInvoice(carol, '100', 'bob pays carol directly'));
    expect(await settledOn(bob, direct)).toMatchObject({ status: 'Succeeded' });
    expect(await settledOn(carol, direct)).toMatchObject({ status: 'Succeeded' });
    const before = await eventually(holdingsAre({ ...start, bobToCarol: start.bobToCarol - 100n, carol: start.carol + 100n }), 'bob\'s direct 100 committed on bob and carol', 60_000);
    expect(before.bobToCarol).toBeLessThan(asked);
    expect(before.alice).toBeGreaterThan(asked);

    // Alice can send it to bob, bob cannot pass it on: the payment fails back to alice. Bob fails
    // the asset HTLC back at once, but LDK still forwards the carrier, which carol holds until her
    // grace for a carrier with no asset HTLC behind it runs out (ASSETLESS_CARRIER_GRACE_MS, 30 s).
    const id = await pay(alice, tooMuch);
    const failed = await endedAtAlice(id, 240_000);
    expect(failed).toMatchObject({ id, direction: 'Outbound', status: 'Failed' });
    // Nothing moved: alice's units back in her channel with bob, bob's and carol's as they were.
    await eventually(holdingsAre(before), 'every side back to its balances before the failed payment', 180_000);
    expect((await carol.api.get<Payment>(`/api/v1/payment/${id}`)).body.status).not.toBe('Succeeded');
    await eventually(allOpen, 'every channel still open and usable', 60_000);

    // The route still works: a later 5 units alice → carol through bob succeed.
    const later = await pay(alice, await rgbInvoice(carol, '5', 'after the failure'));
    expect(await settledOn(alice, later)).toMatchObject({ status: 'Succeeded' });
    expect(await settledOn(carol, later)).toMatchObject({ status: 'Succeeded' });
    await eventually(holdingsAre(moved(before, 5n)), 'the 5 units committed alice → bob → carol', 60_000);
    expect(await allOpen()).toBe(true);
  });

  it('kill -9 of bob right after he recorded the forward, before his add to carol: alice gets her asset HTLC back, nothing moves', async () => {
    const before = await holdings();
    const armed = await net.restartArmed(bob, 'rgb-forward:after-record');
    await eventually(allOpen, 'every channel usable after bob restarted', 60_000);
    const invoice = await rgbInvoice(carol, '10', 'bob dies after the record');
    const id = await pay(alice, invoice);
    await armed.crashed();
    await net.restartNode(bob, {});
    // The forward's add is in flight nowhere and no preimage is known: the upstream HTLC fails back.
    const ended = await endedAtAlice(id, 240_000);
    expect(ended.status).toBe('Failed');
    await eventually(holdingsAre(before), 'every side back to its balances', 120_000);
    await eventually(allOpen, 'every channel still usable', 60_000);
    expect(logHas(bob, 'a forward failed downstream')).toBe(true);
  });

  it('kill -9 of bob right after his add to carol committed: the payment ends alike on every side, and bob ends even', async () => {
    const before = await holdings();
    const armed = await net.restartArmed(bob, 'rgb-forward:after-offer');
    await eventually(allOpen, 'every channel usable after bob restarted', 60_000);
    const invoice = await rgbInvoice(carol, '15', 'bob dies after his add');
    const id = await pay(alice, invoice);
    await armed.crashed();
    await net.restartNode(bob, {});
    // Whether the carrier got through before the kill decides the outcome; either way it is whole.
    // A carrier that failed leaves carol's invoice payable (her record Pending), her asset HTLC
    // from bob failed once no carrier came for it (CARRIER_GRACE_MS), and alice's back with it.
    const ended = (await endedAtAlice(id, 300_000)).status;
    const atCarol = (await carol.api.get<Payment>(`/api/v1/payment/${id}`)).body.status;
    if (ended === 'Succeeded') expect(await settledOn(carol, id)).toMatchObject({ status: 'Succeeded' });
    else expect(atCarol).not.toBe('Succeeded');
    const expected = ended === 'Succeeded' ? moved(before, 15n) : before;
    await eventually(holdingsAre(expected), `the balances of a ${ended} payment`, 300_000);
    await eventually(allOpen, 'every channel still usable', 60_000);
  });

  // Closes bob–carol on chain: only the case after it, which opens another, may follow.
  it('A1: carol takes the carrier and goes silent, bob closes bob–carol on chain, carol claims the asset HTLC there with the preimage: bob learns it and is paid upstream, whole', async () => {
    const before = await holdings();
    const bobBefore = await balanceOf(bob.api, contract);
    const carolBefore = await balanceOf(carol.api, contract);
    // Carol dies right after LDK claimed her carrier: the asset HTLC bob offered her is never fulfilled off chain.
    const armed = await net.restartArmed(carol, 'rgb-ln:after-carrier-claim');
    // Carol's carrier with bob usable again before the carrier is routed through it.
    await eventually(allOpen, 'every channel usable after carol restarted', 60_000);
    const invoice = await rgbInvoice(carol, '20', 'a1');
    const id = await pay(alice, invoice);
    await armed.crashed();
    // Bob holds alice's HTLC (its forward) and has his own to carol committed: he closes on chain.
    const toCarol = (await channelsOf(bob)).find((c) => c.channel_id === channelIds.bobCarol);
    if (!toCarol) throw new Error('bob lost his channel with carol');
    const closed = await bob.api.post('/api/v1/channel/force_close', { user_channel_id: toCarol.user_channel_id, counterparty_node_id: ids.carol });
    expect(closed.status).toBe(200);
    await mineUntil(async () => (logHas(bob, 'asset channel commitment on chain') ? true : undefined), 'bob to see his commitment on chain');
    // Carol comes back, finds bob's commitment and claims the HTLC offered to her with the preimage.
    await net.restartNode(carol, {});
    await mineUntil(async () => (logHas(bob, 'an asset HTLC we offered was claimed on chain') ? true : undefined), 'bob to see carol claim on chain', 240_000);
    // Bob is paid upstream with that preimage, off chain: alice's 20 are his in their channel.
    // (bob–carol is gone from /channels with its carrier: only alice–bob is read.)
    await eventually(async () => {
      const [a, b] = await Promise.all([localIn(alice, 'aliceBob'), localIn(bob, 'aliceBob')]);
      return a === before.alice - 20n && b === before.bobFromAlice + 20n ? true : undefined;
    }, 'bob paid upstream by alice', 120_000);
    expect(await settledOn(alice, id)).toMatchObject({ id, status: 'Succeeded' });
    expect((await channelOf(alice, 'aliceBob'))?.is_usable).toBe(true);
    // Carol's 20 reach her wallet on chain.
    await mineUntil(async () => {
      const b = await balanceOf(carol.api, contract);
      return BigInt(b.total) === BigInt(carolBefore.total) + 20n && b.offchain === '0' ? b : undefined;
    }, 'carol to settle the 20 she claimed on chain (and her to_remote)', 240_000);
    // Bob whole: +20 upstream, -20 downstream, the rest of bob–carol back on chain after to_self_delay.
    await net.mine(144);
    await mineUntil(async () => {
      const b = await balanceOf(bob.api, contract);
      return b.total === bobBefore.total && BigInt(b.offchain) === before.bobFromAlice + 20n ? b : undefined;
    }, 'bob to end with every unit he had', 240_000);
  });
  it('carol holds and is gone: bob\'s add to her times out on chain, and once that timeout is buried bob fails alice\'s HTLC off chain, long before its own deadline; alice–bob stays open', async () => {
    // A channel bob–carol again when A1 closed the first (run alone, this case uses the first).
    if (!(await channelOf(bob, 'bobCarol'))) {
      channelIds.bobCarol = await openAssetChannel(bob, carol, '30');
      await net.mine(6);
      for (const node of [bob, carol]) await mineUntil(async () => (logHas(node, 'asset channel open for updates', channelIds.bobCarol) ? true : undefined), `${nameOf(node)} to open the new bob–carol for updates`);
    }
    await mineUntil(allOpen, 'both carriers usable on both of their nodes');
    const before = await holdings();

    // Carol's hold invoice: she takes both HTLCs and never settles; then she is gone.
    const preimage = createHash('sha256').update(`held by carol ${Date.now()}`).digest('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const held = await carol.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '10', description: 'held', payment_hash: hash });
    expect(held.status).toBe(200);
    const tipAtPay = await net.env.btcd.client.getBlockCount();
    const id = await pay(alice, held.body.invoice);
    await eventually(async () => ((await carol.api.get<Payment>(`/api/v1/payment/${hash}`)).body.htlc_locked ? true : undefined), 'carol to hold the payment');
    await eventually(holdingsAre({ ...before, alice: before.alice - 10n, bobToCarol: before.bobToCarol - 10n }), 'both asset HTLCs committed', 60_000);
    await carol.process.stop();

    // Bob's add expires 72 blocks after alice's tip (her instruction); alice's 72 later. At his
    // expiry bob's watchdog closes bob–carol; his HTLC-timeout follows his commitment.
    const downstreamExpiry = tipAtPay + 72;
    await net.mine(downstreamExpiry - (await net.env.btcd.client.getBlockCount()));
    await eventually(async () => (logHas(bob, 'asset channel: our commitment broadcast', channelIds.bobCarol) ? true : undefined), 'bob\'s watchdog to close bob–carol at the expiry', 90_000);
    await net.mine(1);
    await mineUntil(async () => (logHas(bob, 'asset channel second stage broadcast', '"kind":"htlc-timeout"', '"assets":"10"') ? true : undefined), 'bob\'s HTLC-timeout');
    const timedOutAt = await net.env.btcd.client.getBlockCount();
    // Not before it is buried (6 confirmations): the upstream HTLC is still alice's-in-flight.
    expect(logHas(bob, 'a forward failed downstream', hash)).toBe(false);
    await mineUntil(async () => (logHas(bob, 'a forward failed downstream', hash) ? true : undefined), 'bob to fail alice\'s HTLC once his timeout is buried', 240_000);
    // Off chain, and far from alice's own deadline (72 blocks after bob's).
    await eventually(async () => ((await localIn(alice, 'aliceBob')) === before.alice && (await localIn(bob, 'aliceBob')) === before.bobFromAlice ? true : undefined), 'alice\'s 10 back in alice–bob', 120_000);
    expect(await net.env.btcd.client.getBlockCount()).toBeLessThan(downstreamExpiry + 72 - 40);
    // Broadcast at timedOutAt, mined at timedOutAt + 1 at the earliest, 6 deep at timedOutAt + 6.
    expect(await net.env.btcd.client.getBlockCount()).toBeGreaterThanOrEqual(timedOutAt + 6);
    const aliceBob = await channelOf(alice, 'aliceBob');
    expect(aliceBob?.is_usable).toBe(true);
    expect(logHas(alice, 'asset channel: closing on chain with our newest commitment')).toBe(false);
    expect((await alice.api.get<Payment>(`/api/v1/payment/${id}`)).body.status).not.toBe('Succeeded');
  });
});
