import { createHash } from 'node:crypto';
import type { Lnd } from '@rln/lnd';
import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';
import { eventually } from './support/http-client';

jest.setTimeout(900_000);

interface PaymentBody {
  id: string;
  direction: string;
  status: string;
  amount_msat?: string;
  kind: string;
  payment_hash: string | null;
  custom_tlvs?: { type: string; value_hex: string }[];
}
interface ChannelBody {
  channel_id: string;
  user_channel_id: string;
  counterparty_node_id: string;
  channel_point?: string;
  is_usable: boolean;
  local_balance_msat: string;
}

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/**
 * Interop with LND (v0.19, built by tools/lnd/install-lnd.sh) on one btcd with RPC over TLS:
 * one LND ("carol") and one of our nodes ("alice"), both real processes. Channels opened by
 * each side, BOLT11 (fixed and variable amount) and keysend both ways, each side decoding the
 * other's invoices, a cooperative close and a force close started by each side.
 */
describe('Interop with LND', () => {
  let env: RegtestNodeEnv;
  let alice: TestNode;
  let carol: Lnd;
  let aliceId: string;
  /** Channel points (txid:vout), one per case. */
  const points: Record<'lndOpened' | 'weOpened' | 'lndForce' | 'weForce', string> = { lndOpened: '', weOpened: '', lndForce: '', weForce: '' };

  const channelsOf = async () => (await alice.api.get<ChannelBody[]>('/api/v1/channels')).body;
  const ourChannel = async (point: string) => (await channelsOf()).find((c) => c.channel_point === point);
  const payment = async (id: string) => (await alice.api.get<PaymentBody>(`/api/v1/payment/${id}`)).body;
  const waitStatus = (id: string, status: string) =>
    eventually(async () => ((await payment(id)).status === status ? payment(id) : undefined), `payment ${id} ${status}`, 60_000);
  const invoice = async (path: string, body: Record<string, unknown>) => {
    const res = await alice.api.post<{ invoice: string }>(`/api/v1/bolt11/${path}`, body);
    expect(res.status).toBe(200);
    return res.body.invoice;
  };
  const onchainTotal = async () => {
    await alice.api.post('/api/v1/wallet/sync');
    return BigInt((await alice.api.get<{ btc: { onchain_total_sats: string } }>('/api/v1/balances')).body.btc.onchain_total_sats);
  };
  const lndTotal = async () => (await carol.walletBalance()).total;
  /** Both sides have seen btcd's tip (balances taken before a close are then comparable). */
  const settled = async () => {
    const height = await env.btcd.client.getBlockCount();
    await carol.waitSynced(60_000, height);
    await eventually(async () => {
      const status = (await alice.api.get<{ best_block_height: number | null; synced_to_chain: boolean }>('/api/v1/status')).body;
      return status.synced_to_chain && (status.best_block_height ?? 0) >= height;
    }, 'alice synced');
    return Promise.all([onchainTotal(), lndTotal()]);
  };
  /** LND lists the channel as closed and has nothing left pending for it. */
  const lndResolved = async (point: string) => {
    if (!(await carol.closedChannels()).some((c) => c.channel_point === point)) return false;
    const pending = await carol.pendingChannels();
    const stillPending = [...(pending.waiting_close_channels ?? []), ...(pending.pending_force_closing_channels ?? [])];
    return !stillPending.some((c) => c.channel.channel_point === point);
  };
  const fundAlice = async (sats: bigint) => {
    const { address } = (await alice.api.post<{ address: string }>('/api/v1/wallet/address/new')).body;
    await env.faucet.fund(address, sats);
  };
  /**
   * Mines `blocksPerRound` blocks per round until `done` (bounded). Each round waits until LND
   * has processed the new tip: its sweeper loses track of inputs when blocks arrive faster
   * than it handles them (seen as "input no longer exists" for a to_local sweep).
   */
  const mineUntil = (what: string, done: () => Promise<boolean>, blocksPerRound = 1, timeoutMs = 180_000) =>
    eventually(async () => {
      if (await done()) return true;
      await env.btcd.mine(blocksPerRound);
      await carol.waitSynced(60_000, await env.btcd.client.getBlockCount());
      return false;
    }, what, timeoutMs);
  const usableOnBothSides = (point: string) => async () => {
    const ours = await ourChannel(point);
    return Boolean(ours?.is_usable) && (await carol.channelRoutable(point));
  };

  beforeAll(async () => {
    env = await RegtestNodeEnv.start({ tls: true });
    // One after the other: each picks free ports, and a port picked but not yet bound by one
    // process could be picked again by the other.
    alice = await env.startNode('alice');
    carol = await env.startLnd('carol');
    await eventually(async () => (await alice.api.get('/api/v1/readyz')).status === 200, 'alice ready', 60_000);
    aliceId = (await alice.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
    // Two coins each: every side funds two channels, and neither spends unconfirmed change.
    for (const sats of [1_500_000n, 800_000n]) {
      await fundAlice(sats);
      await env.faucet.fund(await carol.newAddress(), sats);
    }
    await alice.api.post('/api/v1/wallet/sync');
    await eventually(async () => (await carol.walletBalance()).confirmed >= 2_300_000n, 'LND wallet funded', 60_000);
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('runs LND on the TLS btcd and our node on the same btcd over https', async () => {
    const info = await carol.getInfo();
    expect(info).toMatchObject({ synced_to_chain: true, identity_pubkey: expect.stringMatching(/^0[23][0-9a-f]{64}$/) });
    expect(info.version).toMatch(/^0\.19\./);
    expect(env.btcd.rpc.url).toMatch(/^https:/);
    const status = (await alice.api.get<{ synced_to_chain?: boolean }>('/api/v1/status')).body;
    expect(status).toMatchObject({ synced_to_chain: true });
  });

  it('LND opens an anchor channel to our node; it becomes usable on both sides', async () => {
    await carol.connect(aliceId, `127.0.0.1:${alice.process.options.p2pPort}`);
    await eventually(async () => (await alice.api.get<{ node_id: string; is_connected: boolean }[]>('/api/v1/peers')).body.some((p) => p.node_id === carol.pubkey && p.is_connected), 'alice sees LND');
    const opened = await carol.openChannel({ nodePubkey: aliceId, localFundingSats: 1_000_000n, pushSats: 150_000n });
    points.lndOpened = opened.channelPoint;
    await mineUntil('LND-opened channel usable', usableOnBothSides(opened.channelPoint));
    const theirs = await carol.channel(opened.channelPoint);
    expect(theirs).toMatchObject({ initiator: true, capacity: '1000000', commitment_type: 'ANCHORS' });
    const ours = await ourChannel(opened.channelPoint);
    expect(ours).toMatchObject({ counterparty_node_id: carol.pubkey });
    expect(BigInt(ours!.local_balance_msat)).toBe(150_000_000n);
  });

  it('our node opens an anchor channel to LND; it becomes usable on both sides', async () => {
    const res = await alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', {
      node_id: carol.pubkey,
      address: carol.p2pAddress,
      channel_amount_sats: '1000000',
      push_to_counterparty_msat: '100000000',
    });
    expect(res.status).toBe(200);
    const point = await eventually(
      async () => (await channelsOf()).find((c) => c.user_channel_id === res.body.user_channel_id && c.channel_point)?.channel_point,
      'funding outpoint known',
    );
    points.weOpened = point;
    await mineUntil('our channel usable', usableOnBothSides(point));
    expect(await carol.channel(point)).toMatchObject({ initiator: false, capacity: '1000000', remote_pubkey: aliceId, commitment_type: 'ANCHORS', local_balance: '100000' });
  });

  it('LND decodes our fixed-amount invoice and pays it', async () => {
    const inv = await invoice('receive', { amount_msat: '50000000', description: 'from LND', expiry_secs: 3600 });
    const ourDecode = (await alice.api.post<{ payment_hash: string }>('/api/v1/bolt11/decode', { invoice: inv })).body;
    const decoded = await carol.decodePayReq(inv);
    expect(decoded).toMatchObject({ destination: aliceId, payment_hash: ourDecode.payment_hash, num_msat: '50000000', num_satoshis: '50000', description: 'from LND', expiry: '3600' });
    const paid = await carol.payInvoice(inv);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', paymentHash: ourDecode.payment_hash, valueMsat: 50_000_000n, feeMsat: 0n });
    expect(sha256(paid.preimage)).toBe(ourDecode.payment_hash);
    expect(await waitStatus(ourDecode.payment_hash, 'Succeeded')).toMatchObject({ direction: 'Inbound', kind: 'Bolt11', amount_msat: '50000000' });
  });

  it('our node decodes LND\'s fixed-amount invoice and pays it', async () => {
    const inv = await carol.addInvoice({ amountMsat: 20_000_000n, memo: 'to LND', expirySecs: 1800 });
    const decoded = await alice.api.post('/api/v1/bolt11/decode', { invoice: inv.paymentRequest });
    expect(decoded).toMatchObject({ status: 200, body: { payment_hash: inv.paymentHash, destination: carol.pubkey, amount_msat: '20000000', expiry_secs: '1800' } });
    const paid = await alice.api.post<{ payment_id: string; preimage: string; amount_sats: string; destination: string }>('/api/v1/bolt11/pay', { invoice: inv.paymentRequest });
    expect(paid).toMatchObject({ status: 200, body: { payment_id: inv.paymentHash, amount_sats: '20000', destination: carol.pubkey } });
    expect(sha256(paid.body.preimage)).toBe(inv.paymentHash);
    expect(await carol.lookupInvoice(inv.paymentHash)).toMatchObject({ state: 'SETTLED', amt_paid_msat: '20000000' });
    expect(await payment(inv.paymentHash)).toMatchObject({ direction: 'Outbound', status: 'Succeeded', amount_msat: '20000000' });
  });

  it('LND pays our variable-amount invoice with an amount it chooses', async () => {
    const inv = await invoice('receive_var', { description: 'tip from LND', expiry_secs: 3600 });
    const decoded = await carol.decodePayReq(inv);
    expect(decoded).toMatchObject({ destination: aliceId, description: 'tip from LND' });
    expect(BigInt(decoded.num_msat ?? '0')).toBe(0n);
    const paid = await carol.payInvoice(inv, { amountMsat: 3_000_000n });
    expect(paid).toMatchObject({ status: 'SUCCEEDED', valueMsat: 3_000_000n });
    expect(await waitStatus(decoded.payment_hash, 'Succeeded')).toMatchObject({ direction: 'Inbound', amount_msat: '3000000' });
  });

  it('our node pays LND\'s variable-amount invoice (send_using_amount, and pay with amount_msat)', async () => {
    const first = await carol.addInvoice({ memo: 'tip 1' });
    const decoded = await alice.api.post<Record<string, unknown>>('/api/v1/bolt11/decode', { invoice: first.paymentRequest });
    expect(decoded.body).toMatchObject({ payment_hash: first.paymentHash, destination: carol.pubkey });
    expect(decoded.body).not.toHaveProperty('amount_msat');
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/send_using_amount', { invoice: first.paymentRequest, amount_msat: '4000000' });
    expect(sent.status).toBe(200);
    expect(await waitStatus(sent.body.payment_id, 'Succeeded')).toMatchObject({ amount_msat: '4000000' });
    expect(await carol.lookupInvoice(first.paymentHash)).toMatchObject({ state: 'SETTLED', amt_paid_msat: '4000000' });

    const second = await carol.addInvoice({ memo: 'tip 2' });
    expect(await alice.api.post('/api/v1/bolt11/pay', { invoice: second.paymentRequest, amount_msat: '4500000' })).toMatchObject({ status: 200, body: { amount_sats: '4500' } });
    expect(await carol.lookupInvoice(second.paymentHash)).toMatchObject({ state: 'SETTLED', amt_paid_msat: '4500000' });
  });

  it('LND sends keysend with a custom record; our node records it', async () => {
    const sent = await carol.keysend({ dest: aliceId, amountMsat: 1_500_000n, customRecords: { '65537': 'cafebabe' } });
    expect(sent).toMatchObject({ status: 'SUCCEEDED', valueMsat: 1_500_000n });
    const record = await waitStatus(sent.paymentHash, 'Succeeded');
    expect(record).toMatchObject({ kind: 'Spontaneous', direction: 'Inbound', amount_msat: '1500000' });
    expect(record.custom_tlvs).toContainEqual({ type: '65537', value_hex: 'cafebabe' });
  });

  it('our node sends keysend to LND (accept-keysend); LND settles it with our TLV', async () => {
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/spontaneous/send', {
      counterparty_node_id: carol.pubkey,
      amount_msat: '2500000',
      custom_tlvs: [{ type: '65539', value_hex: 'beef' }],
    });
    expect(sent.status).toBe(200);
    expect(await waitStatus(sent.body.payment_id, 'Succeeded')).toMatchObject({ kind: 'Spontaneous', direction: 'Outbound', amount_msat: '2500000' });
    const inv = await carol.lookupInvoice(sent.body.payment_id);
    expect(inv).toMatchObject({ state: 'SETTLED', is_keysend: true, amt_paid_msat: '2500000' });
    expect(inv.htlcs?.[0]?.custom_records?.['65539']).toBe(Buffer.from('beef', 'hex').toString('base64'));
  });

  it('LND closes cooperatively the channel it opened: gone on both sides, both shares back on chain', async () => {
    const ours = await ourChannel(points.lndOpened);
    const theirs = await carol.channel(points.lndOpened);
    const [ourShare, lndShare] = [BigInt(ours!.local_balance_msat) / 1000n, BigInt(theirs!.local_balance)];
    const [ourBefore, lndBefore] = await settled();
    await carol.closeChannel(points.lndOpened);
    await mineUntil('LND-started cooperative close done', async () => {
      if ((await ourChannel(points.lndOpened)) || !(await lndResolved(points.lndOpened))) return false;
      // LND pays the closing fee (funder); our output goes to LDK's shutdown script and is
      // then swept into the plain wallet, which costs the sweep's fee.
      return (await onchainTotal()) >= ourBefore + ourShare - 2_000n && (await carol.walletBalance()).confirmed >= lndBefore + lndShare - 2_000n;
    });
    const closed = (await carol.closedChannels()).find((c) => c.channel_point === points.lndOpened);
    expect(closed).toMatchObject({ close_type: 'COOPERATIVE_CLOSE', close_initiator: 'INITIATOR_LOCAL' });
  });

  it('our node closes cooperatively the channel it opened: no force close, both shares back on chain', async () => {
    const ours = await ourChannel(points.weOpened);
    const theirs = await carol.channel(points.weOpened);
    const [ourShare, lndShare] = [BigInt(ours!.local_balance_msat) / 1000n, BigInt(theirs!.local_balance)];
    const [ourBefore, lndBefore] = await settled();
    const closed = await alice.api.post('/api/v1/channel/close', { user_channel_id: ours!.user_channel_id, counterparty_node_id: carol.pubkey });
    expect(closed).toMatchObject({ status: 200, body: { ok: true } });
    await mineUntil('our cooperative close done', async () => {
      if ((await ourChannel(points.weOpened)) || !(await lndResolved(points.weOpened))) return false;
      // We pay the closing fee (funder); LND's output is a plain address of its wallet.
      return (await onchainTotal()) >= ourBefore + ourShare - 3_000n && (await carol.walletBalance()).confirmed >= lndBefore + lndShare;
    });
    // A failed fee negotiation would show up here as a force close started by us.
    expect((await carol.closedChannels()).find((c) => c.channel_point === points.weOpened)).toMatchObject({
      close_type: 'COOPERATIVE_CLOSE',
      close_initiator: 'INITIATOR_REMOTE',
    });
  });

  it('opens one more channel each way for the force closes', async () => {
    await fundAlice(10_000n); // a confirmed coin for anchor fee bumps
    const lndOpened = await carol.openChannel({ nodePubkey: aliceId, localFundingSats: 500_000n, pushSats: 100_000n });
    points.lndForce = lndOpened.channelPoint;
    const res = await alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', {
      node_id: carol.pubkey,
      address: carol.p2pAddress,
      channel_amount_sats: '500000',
      push_to_counterparty_msat: '100000000',
    });
    expect(res.status).toBe(200);
    points.weForce = await eventually(
      async () => (await channelsOf()).find((c) => c.user_channel_id === res.body.user_channel_id && c.channel_point)?.channel_point,
      'funding outpoint known',
    );
    await mineUntil('both new channels usable', async () => (await usableOnBothSides(points.lndForce)()) && (await usableOnBothSides(points.weForce)()));
  });

  it('LND force closes: our share comes back at once, LND sweeps its own after our to_self_delay', async () => {
    const ours = await ourChannel(points.lndForce);
    const theirs = await carol.channel(points.lndForce);
    const [ourShare, lndShare] = [BigInt(ours!.local_balance_msat) / 1000n, BigInt(theirs!.local_balance)];
    const [ourBefore, lndBefore] = await settled();
    const { closingTxid } = await carol.closeChannel(points.lndForce, { force: true });
    expect(closingTxid).toMatch(/^[0-9a-f]{64}$/);
    await mineUntil('our share back after LND\'s force close', async () => !(await ourChannel(points.lndForce)) && (await onchainTotal()) >= ourBefore + ourShare - 2_000n);
    const pending = (await carol.pendingChannels()).pending_force_closing_channels?.find((c) => c.channel.channel_point === points.lndForce);
    expect(pending?.blocks_til_maturity).toBeGreaterThan(0);
    await mineUntil(
      'LND swept its to_local after the delay',
      async () => (await lndResolved(points.lndForce)) && (await carol.walletBalance()).confirmed >= lndBefore + lndShare - 10_000n,
      6,
      300_000,
    );
    expect((await carol.closedChannels()).find((c) => c.channel_point === points.lndForce)).toMatchObject({ close_type: 'LOCAL_FORCE_CLOSE', closing_tx_hash: closingTxid });
  });

  it('our node force closes: LND gets its share at once, ours comes back after LND\'s to_self_delay', async () => {
    const ours = await ourChannel(points.weForce);
    const theirs = await carol.channel(points.weForce);
    const [ourShare, lndShare] = [BigInt(ours!.local_balance_msat) / 1000n, BigInt(theirs!.local_balance)];
    const [ourBefore, lndBefore] = await settled();
    expect((await alice.api.post('/api/v1/channel/force_close', { user_channel_id: ours!.user_channel_id, counterparty_node_id: carol.pubkey })).body).toEqual({ ok: true });
    await mineUntil(
      'LND swept its share after our force close',
      async () => (await lndResolved(points.weForce)) && (await carol.walletBalance()).confirmed >= lndBefore + lndShare - 2_000n,
    );
    expect((await carol.closedChannels()).find((c) => c.channel_point === points.weForce)).toMatchObject({ close_type: 'REMOTE_FORCE_CLOSE' });
    // We paid the commitment fee (funder) and the sweep; anchors make the commitment cheap.
    await mineUntil('our share back after the delay', async () => !(await ourChannel(points.weForce)) && (await onchainTotal()) >= ourBefore + ourShare - 10_000n, 6, 300_000);
  });
});
