import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ApiClient } from './support/http-client';
import { eventually } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf } from './support/rgb-net';

jest.setTimeout(300_000);

type ChannelBody = { channel_id: string; counterparty_node_id: string; is_usable: boolean; rgb?: { contract_id: string; local_amount: string; remote_amount: string } };

/**
 * An asset channel opened over HTTP between two node processes (docs/design/rgb-channel-protocol.md
 * §5a): LDK opens the carrier, and once it is funded the asset opening runs over the same peer
 * connection, the acceptor downloading the funding consignment from the opener's
 * color_context_data with its node-key proof. Both sides then show the split on the carrier.
 */
describe('RGB channel opening over HTTP (alice opens to bob on btcd + Esplora)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let contract: string;

  const channelsOf = async (api: ApiClient) => (await api.get<ChannelBody[]>('/api/v1/channels')).body;
  const nodeIdOf = async (api: ApiClient) => (await api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  const consignmentUrl = () => `${alice.process.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip`;

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    // BTC for the carrier and the shadow funding; carriers for the asset.
    await net.fundCarriers(alice.api, 4, 100_000n);
    for (const n of [alice, bob]) await net.env.faucet.fund((await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address, 1_000_000n);
    await net.mine(1);
    for (const n of [alice, bob]) await n.api.post('/api/v1/wallet/sync');
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Channel Token', ticker: 'CHN', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    await eventually(async () => (await balanceOf(alice.api, contract)).mined === '1000', 'the issuance mined');
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('opens a channel with rgb: both nodes show the asset split on the carrier once LDK has funded it', async () => {
    const bobId = await nodeIdOf(bob.api);
    const bobAddress = `127.0.0.1:${bob.process.options.p2pPort}`;
    const open = (rgb: Record<string, string>) => alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', { node_id: bobId, address: bobAddress, channel_amount_sats: '200000', rgb });
    // More than alice holds: refused before LDK opens anything.
    expect(await open({ contract_id: contract, asset_amount: '1001', color_context_data: consignmentUrl() })).toMatchObject({ status: 409 });
    expect(await channelsOf(alice.api)).toEqual([]);

    const opened = await open({ contract_id: contract, asset_amount: '600', color_context_data: consignmentUrl() });
    expect(opened.status).toBe(200);
    const aliceId = await nodeIdOf(alice.api);
    const [a, b] = await eventually(async () => {
      const [ca, cb] = [await channelsOf(alice.api), await channelsOf(bob.api)];
      return ca[0]?.rgb && cb[0]?.rgb ? [ca[0], cb[0]] : undefined;
    }, 'both nodes to show the asset channel', 120_000);
    expect(a).toMatchObject({ counterparty_node_id: bobId, rgb: { contract_id: contract, local_amount: '600', remote_amount: '0' } });
    expect(b).toMatchObject({ counterparty_node_id: aliceId, channel_id: a.channel_id, rgb: { contract_id: contract, local_amount: '0', remote_amount: '600' } });
    // A second asset channel on the same carrier is not possible (the asset channel takes its id).
    await net.mine(6);
    await eventually(async () => (await channelsOf(alice.api)).some((c) => c.is_usable), 'the carrier usable', 120_000);
    expect((await channelsOf(alice.api))[0].rgb).toEqual({ contract_id: contract, local_amount: '600', remote_amount: '0' });
    // Carrier ready and the shadow funding deep enough: each side opens the asset channel for
    // updates (no endpoint shows it before /rgb/ln/*, so the node's log is read).
    // The opener broadcasts the shadow funding after it wrote its record, so it may have missed
    // the blocks above: a block every few seconds until both sides opened.
    for (const node of [alice, bob]) {
      const opened = () => readFileSync(node.process.logPath, 'utf8').split('\n').some((line) => line.includes('asset channel open for updates') && line.includes(a.channel_id));
      let polls = 0;
      await eventually(async () => {
        if (opened()) return true;
        if (++polls % 15 === 0) await net.mine(1);
        return undefined;
      }, `${node.process.options.name} to open the asset channel for updates`, 120_000);
    }
  });

  it('RGB invoices on the open asset channel: the carrier estimate before and after a capacity change, create, create_for_hash and decode', async () => {
    type Estimate = { receive_available: boolean; can_create_rgb_invoice: boolean; minimum_viable_carrier_amount_msat: string; default_create_carrier_amount_msat: string; blocking_reason: string | null; estimate_only: boolean; channels: Array<{ channel_id: string; has_holder_reserve: boolean; receive_available: boolean; local_balance_output_sats: string; blocking_reason: string | null }> };
    const ask = { contract_id: contract, asset_amount: '10', description: 'ten', expiry_secs: 3600 };
    const estimate = async (api: ApiClient) => (await api.post<Estimate>('/api/v1/rgb/ln/invoice/estimate_carrier', ask)).body;
    const [carrier] = await channelsOf(bob.api);

    // Bob holds no BTC in the carrier: the carrier must lift his to_local to the 354 sat dust limit.
    const before = await estimate(bob.api);
    expect(before).toMatchObject({ receive_available: true, can_create_rgb_invoice: true, estimate_only: true, blocking_reason: null, minimum_viable_carrier_amount_msat: '354000', default_create_carrier_amount_msat: '354000' });
    expect(before.channels).toEqual([expect.objectContaining({ channel_id: carrier.channel_id, has_holder_reserve: false, receive_available: true, local_balance_output_sats: '0' })]);
    // Alice cannot receive the asset: bob holds none of it, and she has no inbound capacity.
    expect(await estimate(alice.api)).toMatchObject({ receive_available: false, can_create_rgb_invoice: false, blocking_reason: 'InsufficientInboundCapacity' });
    expect(await alice.api.post('/api/v1/rgb/ln/invoice/create', ask)).toMatchObject({ status: 402, body: { error: 'InsufficientCapacity' } });

    // A carrier below the minimum viable one is raised; a larger one is kept.
    const created = await bob.api.post<{ invoice: string; btc_carrier_amount_msat: string }>('/api/v1/rgb/ln/invoice/create', { ...ask, btc_carrier_amount_msat: '1000' });
    expect(created).toMatchObject({ status: 200, body: { btc_carrier_amount_msat: '354000' } });
    const larger = await bob.api.post<{ btc_carrier_amount_msat: string }>('/api/v1/rgb/ln/invoice/create', { ...ask, btc_carrier_amount_msat: '500000' });
    expect(larger.body.btc_carrier_amount_msat).toBe('500000');
    // Any node decodes it; the payee is bob, and the BOLT11 decoder of the payer's LDK reads it too.
    const decoded = await alice.api.post('/api/v1/rgb/ln/invoice/decode', { invoice: created.body.invoice });
    expect(decoded).toMatchObject({ status: 200, body: { destination: await nodeIdOf(bob.api), expiry_secs: '3600', carrier_amount_msat: '354000', contract_id: contract, asset_amount: '10', payment_hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(await alice.api.post('/api/v1/bolt11/decode', { invoice: created.body.invoice })).toMatchObject({ status: 200, body: { amount_msat: '354000', destination: await nodeIdOf(bob.api) } });

    // create_for_hash: the caller's hash; a hash is never reused for a second invoice.
    const paymentHash = 'c3'.repeat(32);
    const forHash = await bob.api.post('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '5', description: 'five', payment_hash: paymentHash });
    expect(forHash).toMatchObject({ status: 200, body: { btc_carrier_amount_msat: '354000' } });
    expect((await bob.api.post<{ payment_hash: string; asset_amount: string }>('/api/v1/rgb/ln/invoice/decode', { invoice: (forHash.body as { invoice: string }).invoice })).body).toMatchObject({ payment_hash: paymentHash, asset_amount: '5' });
    expect(await bob.api.post('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '5', description: 'again', payment_hash: paymentHash })).toMatchObject({ status: 409, body: { error: 'Conflict' } });

    // Hostile input: 400 naming the problem, nothing created.
    expect(await alice.api.post('/api/v1/rgb/ln/invoice/decode', { invoice: 'lnbcrt1garbage' })).toMatchObject({ status: 400, body: { error: 'InvalidInvoice' } });
    expect(await bob.api.post('/api/v1/rgb/ln/invoice/create', { ...ask, asset_amount: '0' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await bob.api.post('/api/v1/rgb/ln/invoice/estimate_carrier', { ...ask, contract_id: 'contract:nope' })).toMatchObject({ status: 400 });

    // A plain payment gives bob 10,000 sat in the carrier: his to_local now exists, and the carrier can be 1 sat.
    const btcInvoice = (await bob.api.post<{ invoice: string }>('/api/v1/bolt11/receive', { amount_msat: '10000000', description: 'btc', expiry_secs: 3600 })).body.invoice;
    expect(await alice.api.post('/api/v1/bolt11/pay', { invoice: btcInvoice })).toMatchObject({ status: 200 });
    const after = await eventually(async () => {
      const e = await estimate(bob.api);
      return e.channels[0]?.has_holder_reserve ? e : undefined;
    }, 'bob to have a to_local output');
    expect(after).toMatchObject({ receive_available: true, minimum_viable_carrier_amount_msat: '1000', default_create_carrier_amount_msat: '1000' });
    expect((await bob.api.post<{ btc_carrier_amount_msat: string }>('/api/v1/rgb/ln/invoice/create', ask)).body.btc_carrier_amount_msat).toBe('1000');
  });

  it('pays RGB invoices both ways over the asset channel; create_for_hash claimed and failed; refusals change nothing', async () => {
    type Payment = { id: string; kind: string; direction: string; status: string; htlc_locked: boolean; amount_msat: string };
    const split = async (api: ApiClient) => (await channelsOf(api))[0].rgb;
    const invoiceOf = async (api: ApiClient, assetAmount: string) => (await api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: assetAmount, description: 'pay' })).body.invoice;
    const settled = async (api: ApiClient, id: string) => (await api.post<{ ok: boolean; payment: Payment }>(`/api/v1/payment/${id}/wait`, { timeout_secs: 60 })).body.payment;
    const pay = async (from: ApiClient, invoice: string) => {
      const paid = await from.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice });
      expect(paid.status).toBe(200);
      return paid.body.payment_id;
    };

    const first = await invoiceOf(bob.api, '10');
    const id = await pay(alice.api, first);
    expect(await settled(alice.api, id)).toMatchObject({ id, kind: 'RgbLightning', direction: 'Outbound', status: 'Succeeded' });
    expect(await settled(bob.api, id)).toMatchObject({ id, kind: 'RgbLightning', direction: 'Inbound', status: 'Succeeded' });
    // Each side sees the fulfil committed once its last message of the round arrived.
    await eventually(async () => (await split(alice.api))?.local_amount === '590', 'the fulfil committed on alice');
    await eventually(async () => (await split(bob.api))?.local_amount === '10', 'the fulfil committed on bob');
    expect(await split(bob.api)).toEqual({ contract_id: contract, local_amount: '10', remote_amount: '590' });

    // Refusals: paid already, an amount or contract other than the invoice's, more than the channel can send.
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: first })).toMatchObject({ status: 409 });
    const second = await invoiceOf(bob.api, '7');
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: second, asset_amount: '8' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: await invoiceOf(bob.api, '100000') })).toMatchObject({ status: 409, body: { error: 'InsufficientAssetBalance' } });
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: 'lnbcrt1garbage' })).toMatchObject({ status: 400 });
    // Its carrier alone would only be held by the payee: /bolt11/pay refuses an RGB invoice.
    expect(await alice.api.post('/api/v1/bolt11/pay', { invoice: second })).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect(await split(alice.api)).toEqual({ contract_id: contract, local_amount: '590', remote_amount: '10' });

    // create_for_hash: the carrier is held until the caller claims with its preimage...
    const preimage = 'a1'.repeat(32);
    const paymentHash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const held = (await bob.api.post<{ invoice: string; btc_carrier_amount_msat: string }>('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '5', description: 'held', payment_hash: paymentHash })).body;
    await pay(alice.api, held.invoice);
    await eventually(async () => (await bob.api.get<Payment>(`/api/v1/payment/${paymentHash}`)).body.htlc_locked, 'bob to hold the carrier');
    // Held: the payer's wait times out (408) and the payment stays Pending.
    expect(await alice.api.post(`/api/v1/payment/${paymentHash}/wait`, { timeout_secs: 1 })).toMatchObject({ status: 408 });
    const claim = { payment_hash: paymentHash, claimable_amount_msat: held.btc_carrier_amount_msat };
    expect(await bob.api.post('/api/v1/bolt11/claim_for_hash', { ...claim, preimage: 'b2'.repeat(32) })).toMatchObject({ status: 400 });
    expect(await bob.api.post('/api/v1/bolt11/claim_for_hash', { ...claim, preimage })).toMatchObject({ status: 200 });
    expect(await settled(alice.api, paymentHash)).toMatchObject({ status: 'Succeeded' });
    await eventually(async () => (await split(alice.api))?.local_amount === '585', 'the claimed payment committed');

    // ...or fails it back: the carrier and the asset HTLC both return.
    const failHash = createHash('sha256').update(Buffer.from('c4'.repeat(32), 'hex')).digest('hex');
    const failing = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '3', description: 'failed', payment_hash: failHash })).body;
    await pay(alice.api, failing.invoice);
    await eventually(async () => (await bob.api.get<Payment>(`/api/v1/payment/${failHash}`)).body.htlc_locked, 'bob to hold the second carrier');
    expect(await bob.api.post('/api/v1/bolt11/fail_for_hash', { payment_hash: failHash })).toMatchObject({ status: 200 });
    expect(await settled(alice.api, failHash)).toMatchObject({ status: 'Failed' });
    await eventually(async () => {
      const [a, b] = [await split(alice.api), await split(bob.api)];
      return a?.local_amount === '585' && b?.local_amount === '15' && (await channelsOf(alice.api))[0].rgb ? true : undefined;
    }, 'the failed asset HTLC back with alice');

    // Twenty payments each way, one after the other.
    for (let i = 0; i < 20; i++) {
      expect(await settled(alice.api, await pay(alice.api, await invoiceOf(bob.api, '2')))).toMatchObject({ status: 'Succeeded' });
      expect(await settled(bob.api, await pay(bob.api, await invoiceOf(alice.api, '1')))).toMatchObject({ status: 'Succeeded' });
    }
    await eventually(async () => ((await split(alice.api))?.local_amount === '565' && (await split(bob.api))?.local_amount === '35' ? true : undefined), 'twenty payments each way committed');

    // The same split in /balances, and as the offchain part of each side's contract balance.
    const [carrier] = await channelsOf(alice.api);
    type Balances = { rgb: { channels: unknown[] } };
    expect((await alice.api.get<Balances>('/api/v1/balances')).body.rgb.channels).toEqual([{ channel_id: carrier.channel_id, contract_id: contract, local_amount: '565', remote_amount: '35' }]);
    expect((await bob.api.get<Balances>('/api/v1/balances')).body.rgb.channels).toEqual([{ channel_id: carrier.channel_id, contract_id: contract, local_amount: '35', remote_amount: '565' }]);
    expect(await balanceOf(alice.api, contract)).toMatchObject({ offchain: '565', mined: '400', total: '965' });
    expect(await balanceOf(bob.api, contract)).toMatchObject({ offchain: '35', mined: '0', total: '35' });
  });

  it('kill -9 of the payee between its claim decision and LDK\'s claim, and of the payer between its asset HTLC and the carrier: both resume, nothing is lost', async () => {
    type Payment = { status: string };
    const split = async (api: ApiClient) => (await channelsOf(api))[0].rgb;
    const usable = async () => eventually(async () => ((await channelsOf(alice.api))[0]?.is_usable && (await channelsOf(bob.api))[0]?.is_usable ? true : undefined), 'the carrier usable again', 60_000);
    const [before] = [await split(alice.api)];

    // The payee dies right after writing "claiming", before LDK heard of the preimage.
    const armed = await net.restartArmed(bob, 'rgb-ln:after-claiming');
    await usable();
    const invoice = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '10', description: 'crash' })).body.invoice;
    const paid = await alice.api.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice });
    expect(paid.status).toBe(200);
    await armed.crashed();
    await net.restartNode(bob);
    // At start the claim gate finds "claiming": it claims the carrier again and fulfils the asset HTLC.
    expect((await alice.api.post<{ payment: Payment }>(`/api/v1/payment/${paid.body.payment_id}/wait`, { timeout_secs: 120 })).body.payment.status).toBe('Succeeded');
    await eventually(async () => (await bob.api.get<Payment>(`/api/v1/payment/${paid.body.payment_id}`)).body.status === 'Succeeded', 'bob records the payment');
    const moved = (n: string | undefined, d: bigint) => (BigInt(n ?? '0') + d).toString();
    await eventually(async () => ((await split(alice.api))?.local_amount === moved(before?.local_amount, -10n) && (await split(bob.api))?.local_amount === moved(before?.remote_amount, 10n) ? true : undefined), 'the claimed payment committed on both sides', 60_000);

    // The payer dies after its asset HTLC committed, before it sent the carrier: its record stays
    // Pending at restart (the payee holds a committed asset HTLC it could still take: review t2c
    // PAY-1), and fails once the payee fails that HTLC back (here: its expiry nears).
    const second = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '4', description: 'crash 2' })).body.invoice;
    const armedPayer = await net.restartArmed(alice, 'rgb-ln:after-offer');
    await usable();
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: second }).catch(() => null)).toBeNull();
    await armedPayer.crashed();
    await net.restartNode(alice);
    await usable();
    const hash = (await alice.api.post<{ payment_hash: string }>('/api/v1/rgb/ln/invoice/decode', { invoice: second })).body.payment_hash;
    const held = await split(alice.api);
    expect((await alice.api.get<Payment>(`/api/v1/payment/${hash}`)).body.status).toBe('Pending');
    await net.mine(40);
    await eventually(async () => ((await split(alice.api))?.local_amount === moved(before?.local_amount, -10n) ? true : undefined), 'the asset HTLC failed back to alice', 120_000);
    await eventually(async () => (await alice.api.get<Payment>(`/api/v1/payment/${hash}`)).body.status === 'Failed', 'the payer\'s record failed with its asset HTLC');
    expect(held?.local_amount).toBe(moved(before?.local_amount, -14n));
    expect(await split(bob.api)).toMatchObject({ local_amount: moved(before?.remote_amount, 10n) });
  });

  it('closes cooperatively: refused while an asset HTLC is live; then each side\'s assets are back on chain and settled in its wallet, through a kill -9 of both nodes mid-close', async () => {
    type Payment = { status: string; htlc_locked: boolean };
    const split = async (api: ApiClient) => (await channelsOf(api))[0]?.rgb;
    const [aliceSplit, bobSplit] = [await split(alice.api), await split(bob.api)];
    const [aliceBefore, bobBefore] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];
    expect(aliceSplit?.local_amount).toBe(aliceBefore.offchain);
    const [carrier] = await channelsOf(bob.api);
    const close = { user_channel_id: (carrier as ChannelBody & { user_channel_id: string }).user_channel_id, counterparty_node_id: await nodeIdOf(alice.api) };

    // An asset HTLC held by bob: no shutdown while it is live (409), nothing changes.
    const hash = createHash('sha256').update(Buffer.from('d5'.repeat(32), 'hex')).digest('hex');
    const held = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create_for_hash', { contract_id: contract, asset_amount: '2', description: 'held at close', payment_hash: hash })).body;
    expect((await alice.api.post('/api/v1/rgb/ln/pay', { invoice: held.invoice })).status).toBe(200);
    await eventually(async () => (await bob.api.get<Payment>(`/api/v1/payment/${hash}`)).body.htlc_locked, 'bob to hold the carrier');
    expect(await bob.api.post('/api/v1/channel/close', close)).toMatchObject({ status: 409, body: { error: 'Conflict' } });
    expect(await bob.api.post('/api/v1/bolt11/fail_for_hash', { payment_hash: hash })).toMatchObject({ status: 200 });
    await eventually(async () => (await alice.api.get<Payment>(`/api/v1/payment/${hash}`)).body.status === 'Failed', 'the held payment failed back');

    // An invoice bob makes while the channel is open, paid only after it closed: 404 (no asset channel with the payee).
    const late = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '1', description: 'after the close' })).body.invoice;

    // With bob offline the carrier cannot carry anything: 402, nothing recorded, nothing moved.
    const offline = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '1', description: 'payee offline' })).body.invoice;
    await bob.process.stop();
    await eventually(async () => ((await channelsOf(alice.api))[0]?.is_usable === false ? true : undefined), 'alice to see bob gone');
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: offline })).toMatchObject({ status: 402, body: { error: 'InsufficientCapacity' } });
    const offlineHash = (await alice.api.post<{ payment_hash: string }>('/api/v1/rgb/ln/invoice/decode', { invoice: offline })).body.payment_hash;
    expect(await alice.api.get(`/api/v1/payment/${offlineHash}`)).toMatchObject({ status: 404 });
    expect(await split(alice.api)).toEqual(aliceSplit);

    // Bob dies right after broadcasting the closing, alice right after her wallet took in its consignment.
    const armedBob = await net.restartArmed(bob, 'rgb-close:after-broadcast');
    const armedAlice = await net.restartArmed(alice, 'rgb-close:after-receive');
    await eventually(async () => ((await channelsOf(alice.api))[0]?.is_usable && (await channelsOf(bob.api))[0]?.is_usable ? true : undefined), 'the carrier usable again', 60_000);
    // The failed HTLC's round may still be finishing: the shutdown is accepted once it is.
    await eventually(async () => ((await bob.api.post('/api/v1/channel/close', close)).status === 200 ? true : undefined), 'bob to start the close');
    await armedBob.crashed();
    await armedAlice.crashed();
    await net.restartNode(bob);
    await net.restartNode(alice);

    // Both resume from their records: the closing confirms, each wallet settles its own output.
    const settledOnChain = async () => {
      const [a, b] = [await balanceOf(alice.api, contract), await balanceOf(bob.api, contract)];
      return a.offchain === '0' && b.offchain === '0' && a.mined === (BigInt(aliceBefore.mined) + BigInt(aliceSplit?.local_amount ?? '0')).toString() && b.mined === (BigInt(bobBefore.mined) + BigInt(bobSplit?.local_amount ?? '0')).toString() ? [a, b] : undefined;
    };
    let polls = 0;
    const [a, b] = await eventually(async () => {
      if (++polls % 10 === 0) await net.mine(1);
      return settledOnChain();
    }, 'both wallets to settle their side of the closing', 180_000);
    // Nothing lost: each side's total is what it held before, now all on chain.
    expect(a.total).toBe(aliceBefore.total);
    expect(b.total).toBe(bobBefore.total);
    expect((await bob.api.get<{ rgb: { channels: unknown[] } }>('/api/v1/balances')).body.rgb.channels).toEqual([]);
    expect(await alice.api.post('/api/v1/rgb/ln/pay', { invoice: late })).toMatchObject({ status: 404 });
    // The carrier follows the asset channel: LDK closes it cooperatively.
    await eventually(async () => {
      if (++polls % 10 === 0) await net.mine(1);
      return (await channelsOf(alice.api)).length === 0 && (await channelsOf(bob.api)).length === 0 ? true : undefined;
    }, 'the carrier closed', 120_000);
  });

  it('kill -9 at each step of an opening: before the record (released), after the opener\'s record (resumed and used), after the acceptor\'s record (both give it up); no asset is lost', async () => {
    type Payment = { status: string };
    const bobId = await nodeIdOf(bob.api);
    const rgbOf = async (api: ApiClient, channelId: string) => (await channelsOf(api)).find((c) => c.channel_id === channelId)?.rgb;
    const aliceTotal = async () => (await balanceOf(alice.api, contract)).total;
    // The new carrier's id once LDK funded it (the asset opening starts then, and the crash follows).
    const openWithAssets = async (assetAmount: string) => {
      const known = new Set((await channelsOf(alice.api)).map((c) => c.channel_id));
      const opened = await alice.api.post('/api/v1/channel/open', { node_id: bobId, address: `127.0.0.1:${bob.process.options.p2pPort}`, channel_amount_sats: '100000', rgb: { contract_id: contract, asset_amount: assetAmount, color_context_data: consignmentUrl() } });
      expect(opened.status).toBe(200);
      return eventually(async () => (await channelsOf(alice.api).catch(() => [])).find((c) => !known.has(c.channel_id))?.channel_id, 'the new carrier', 60_000).catch(() => null);
    };
    const mineUntil = async <T>(what: string, check: () => Promise<T | undefined>) => {
      let polls = 0;
      return eventually(async () => {
        if (++polls % 10 === 0) await net.mine(1);
        return check();
      }, what, 180_000);
    };
    const before = await aliceTotal();
    await eventually(async () => ((await aliceTotal()) === before && (await balanceOf(alice.api, contract)).offchain === '0' ? true : undefined), 'alice settled');

    // 1. The opener dies holding its funding send, before any record: at restart the send is
    // released; the acceptor gave the opening up when the peer went away. No asset channel.
    let armed = await net.restartArmed(alice, 'rgb-open:after-hold');
    await openWithAssets('50');
    await armed.crashed();
    await net.restartNode(alice);
    await eventually(async () => ((await balanceOf(alice.api, contract)).total === before && (await balanceOf(alice.api, contract)).tentative === '0' ? true : undefined), 'the held funding released', 60_000);
    for (const api of [alice.api, bob.api]) expect((await channelsOf(api)).every((c) => c.rgb === undefined)).toBe(true);
    // Bob takes one unconfirmed channel per peer at a time: the first carrier confirms first.
    await mineUntil('the first carrier usable', async () => ((await channelsOf(alice.api)).every((c) => c.is_usable) ? true : undefined));

    // 2. The opener dies after writing its record, before broadcasting the funding: at restart it
    // broadcasts it; the channel opens for updates and carries a payment.
    armed = await net.restartArmed(alice, 'rgb-open:after-record');
    const knownBefore = new Set((await channelsOf(bob.api)).map((c) => c.channel_id));
    await openWithAssets('40');
    await armed.crashed();
    await net.restartNode(alice);
    const second = await eventually(async () => (await channelsOf(bob.api)).find((c) => !knownBefore.has(c.channel_id) && c.rgb)?.channel_id, 'bob to show the resumed asset channel', 60_000);
    expect(await rgbOf(bob.api, second)).toEqual({ contract_id: contract, local_amount: '0', remote_amount: '40' });
    // Both sides: the payer refuses to pay (NoRoute) over a channel not open on its own side yet.
    const openForUpdates = (n: TestNode) => readFileSync(n.process.logPath, 'utf8').split('\n').some((l) => l.includes('asset channel open for updates') && l.includes(second));
    await mineUntil('the resumed asset channel to open for updates', async () => (openForUpdates(bob) && openForUpdates(alice) ? true : undefined));
    await mineUntil('the second carrier usable', async () => ((await channelsOf(alice.api)).find((c) => c.channel_id === second)?.is_usable ? true : undefined));
    const invoice = (await bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: contract, asset_amount: '3', description: 'after a kill at opening' })).body.invoice;
    const paid = await alice.api.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice });
    expect(paid.status).toBe(200);
    expect((await alice.api.post<{ payment: Payment }>(`/api/v1/payment/${paid.body.payment_id}/wait`, { timeout_secs: 60 })).body.payment.status).toBe('Succeeded');
    await eventually(async () => ((await rgbOf(alice.api, second))?.local_amount === '37' ? true : undefined), 'the payment committed on the resumed channel');
    expect(await aliceTotal()).toBe((BigInt(before) - 3n).toString());

    // 3. The acceptor dies after writing its record, before its funding_signed left: the opener
    // gives the opening up when bob disconnects and releases its send; bob, restarted, fails the
    // record once its funding has not appeared for the timeout's blocks. Neither shows it.
    const armedBob = await net.restartArmed(bob, 'rgb-open:acceptor-after-record', { RLN_RGB_CHANNEL_FUNDING_TIMEOUT_BLOCKS: '2' });
    const total = await aliceTotal();
    const knownToBob = new Set((await channelsOf(bob.api)).map((c) => c.channel_id));
    await openWithAssets('30');
    await armedBob.crashed();
    await net.restartNode(bob, { RLN_RGB_CHANNEL_FUNDING_TIMEOUT_BLOCKS: '2' });
    await eventually(async () => ((await balanceOf(alice.api, contract)).total === total && (await balanceOf(alice.api, contract)).tentative === '0' ? true : undefined), 'alice released the held funding', 60_000);
    await mineUntil('bob to fail the unfunded asset channel', async () => ((await channelsOf(bob.api)).every((c) => knownToBob.has(c.channel_id) || c.rgb === undefined) ? true : undefined));
    for (const api of [alice.api, bob.api]) expect((await channelsOf(api)).filter((c) => c.rgb).map((c) => c.channel_id)).toEqual([second]);
    expect(await aliceTotal()).toBe(total);
  });

  it('answers the funding consignment to no one but the peer: no proof, or a forged one, is a 404', async () => {
    const key = 'ab'.repeat(32);
    const url = `${alice.process.baseUrl}/api/v1/rgb/consignments/${key}?format=zip`;
    expect((await fetch(url)).status).toBe(404);
    const forged = await fetch(url, { headers: { 'x-rgb-channel-node': `02${'11'.repeat(32)}`, 'x-rgb-channel-request-nonce': '22'.repeat(32), 'x-rgb-channel-signature': '33'.repeat(64) } });
    expect(forged.status).toBe(404);
  });
});
