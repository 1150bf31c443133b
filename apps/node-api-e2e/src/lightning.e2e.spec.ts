import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Socket } from 'node:net';
import { NodeProcess } from '@rln/sandbox';
import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';
import { ArmedCrash } from './support/rgb-net';
import { eventually } from './support/http-client';

jest.setTimeout(600_000);

interface PaymentBody {
  id: string;
  direction: string;
  status: string;
  amount_msat?: string;
  kind: string;
  fee_paid_msat?: string;
  htlc_locked: boolean;
  payment_hash: string | null;
  custom_tlvs?: { type: string; value_hex: string }[];
}
interface ChannelBody {
  channel_id: string;
  user_channel_id: string;
  counterparty_node_id: string;
  is_usable: boolean;
  outbound_capacity_msat: string;
  local_balance_msat: string;
  channel_point?: string;
}

/** Two real node processes on btcd: channels, BOLT11, hold invoices, keysend, records, closes. */
describe('Lightning between two nodes', () => {
  let env: RegtestNodeEnv;
  let alice: TestNode;
  let bob: TestNode;
  let aliceId: string;
  let bobId: string;
  let bobP2p: string;

  const nodeIdOf = async (n: TestNode) => (await n.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  const payment = async (n: TestNode, id: string) => (await n.api.get<PaymentBody>(`/api/v1/payment/${id}`)).body;
  const waitStatus = (n: TestNode, id: string, status: string) =>
    eventually(async () => ((await payment(n, id)).status === status ? payment(n, id) : undefined), `payment ${id} ${status}`, 60_000);
  const invoice = async (n: TestNode, path: string, body: Record<string, unknown>) => {
    const res = await n.api.post<{ invoice: string }>(`/api/v1/bolt11/${path}`, body);
    expect(res.status).toBe(200);
    return res.body.invoice;
  };
  const channelsOf = async (n: TestNode) => (await n.api.get<ChannelBody[]>('/api/v1/channels')).body;
  const fundWallet = async (n: TestNode, sats: bigint) => {
    const { address } = (await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body;
    await env.faucet.fund(address, sats);
    await n.api.post('/api/v1/wallet/sync');
  };
  const mineUntil = async (what: string, done: () => Promise<boolean>, blocksPerRound = 1) =>
    eventually(async () => {
      if (await done()) return true;
      await env.btcd.mine(blocksPerRound);
      return false;
    }, what, 120_000);

  beforeAll(async () => {
    env = await RegtestNodeEnv.start();
    alice = await env.startNode('alice');
    bob = await env.startNode('bob');
    for (const n of [alice, bob]) await eventually(async () => (await n.api.get('/api/v1/readyz')).status === 200, 'node ready', 60_000);
    aliceId = await nodeIdOf(alice);
    bobId = await nodeIdOf(bob);
    bobP2p = `127.0.0.1:${bob.process.options.p2pPort}`;
    await fundWallet(alice, 2_000_000n);
    await fundWallet(bob, 1_000_000n);
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('connects peers and lists them', async () => {
    expect((await alice.api.post('/api/v1/peers/connect', { node_id: bobId, address: bobP2p, persist: true })).body).toEqual({ ok: true });
    const peers = (await alice.api.get<{ node_id: string; is_connected: boolean; is_persisted: boolean }[]>('/api/v1/peers')).body;
    expect(peers).toContainEqual({ node_id: bobId, address: bobP2p, is_connected: true, is_persisted: true });
    await eventually(async () => (await bob.api.get<{ node_id: string }[]>('/api/v1/peers')).body.some((p) => p.node_id === aliceId), 'bob to see alice');
  });

  it('answers an unreachable peer 409 PeerConnectionFailed and stores nothing; a malformed IPv6 host is 400', async () => {
    const absent = '0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'; // the generator point: on the curve, nobody's node
    const refused = await alice.api.post('/api/v1/peers/connect', { node_id: absent, address: '127.0.0.1:1', persist: true });
    expect(refused).toMatchObject({ status: 409, body: { error: 'PeerConnectionFailed' } });
    const peers = (await alice.api.get<{ node_id: string }[]>('/api/v1/peers')).body;
    expect(peers.map((p) => p.node_id)).not.toContain(absent);
    const badHost = await alice.api.post('/api/v1/peers/connect', { node_id: absent, address: '[0]:1' });
    expect(badHost).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'address' } } });
    // getaddrinfo would dial 0.0.0.8 for "8": not a host name.
    expect(await alice.api.post('/api/v1/peers/connect', { node_id: absent, address: '8:190' })).toMatchObject({ status: 400, body: { details: { field: 'address' } } });
  });

  it('gives up on a peer that accepts TCP but never handshakes: 409, the socket closed, nothing stored', async () => {
    const absent = '02c6047f9441ed7d6d3045406e95c07cd85c778e4b8cef3ca7abac09b95c709ee5'; // 2G: on the curve, nobody's node
    const accepted: Socket[] = [];
    const closed: Socket[] = [];
    const silent = createServer((socket) => {
      accepted.push(socket);
      socket.resume(); // reads (and drops) the handshake act, so the node's FIN is seen
      socket.on('close', () => closed.push(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const res = await alice.api.post('/api/v1/peers/connect', { node_id: absent, address: `127.0.0.1:${port}`, persist: true });
      expect(res).toMatchObject({ status: 409, body: { error: 'PeerConnectionFailed' } });
      expect((res.body as { message: string }).message).toContain('did not complete');
      expect(accepted).toHaveLength(1);
      await eventually(async () => closed.length === 1, 'the node to close the half-open socket', 10_000);
      const peers = (await alice.api.get<{ node_id: string }[]>('/api/v1/peers')).body;
      expect(peers.map((p) => p.node_id)).not.toContain(absent);
    } finally {
      for (const socket of accepted) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('refuses an RGB channel with bad terms (400) before anything opens', async () => {
    const open = (rgb: Record<string, string>) => alice.api.post('/api/v1/channel/open', { node_id: bobId, address: bobP2p, channel_amount_sats: '100000', rgb });
    const contract = 'contract:Xtr0rs6t-Vpq3PiJ-bn8iR7N';
    expect(await open({ contract_id: contract, asset_amount: '1', color_context_data: 'http://x/{txid}' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'rgb.asset_amount' } } });
    expect(await open({ contract_id: contract, asset_amount: '100', color_context_data: 'ftp://x/{txid}' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'rgb.color_context_data' } } });
    expect(await open({ contract_id: contract, asset_amount: '100', color_context_data: 'http://x/no-txid' })).toMatchObject({ status: 400, body: { details: { field: 'rgb.color_context_data' } } });
    expect(await channelsOf(alice)).toEqual([]);
  });

  it('opens a channel alice→bob funded from the plain wallet; it becomes usable after confirmation', async () => {
    const opened = await alice.api.post<{ user_channel_id: string }>('/api/v1/channel/open', {
      node_id: bobId,
      address: bobP2p,
      channel_amount_sats: '1000000',
      push_to_counterparty_msat: '200000000',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.user_channel_id).toMatch(/^\d+$/);
    await mineUntil('channel usable on both sides', async () => {
      const [a, b] = [await channelsOf(alice), await channelsOf(bob)];
      return a.length === 1 && b.length === 1 && a[0].is_usable && b[0].is_usable;
    });
    const [channel] = await channelsOf(alice);
    expect(channel).toMatchObject({ counterparty_node_id: bobId, user_channel_id: opened.body.user_channel_id, channel_point: expect.stringMatching(/^[0-9a-f]{64}:\d+$/) });
    expect(BigInt(channel.local_balance_msat)).toBeGreaterThan(700_000_000n);
  });

  it('pays fixed-amount invoices in both directions (pay waits; send returns at once)', async () => {
    const toBob = await invoice(bob, 'receive', { amount_msat: '50000000', description: 'coffee', expiry_secs: 3600 });
    const paid = await alice.api.post<{ payment_id: string; preimage: string; amount_sats: string; destination: string; fee_paid_msat: string }>('/api/v1/bolt11/pay', { invoice: toBob });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ amount_sats: '50000', destination: bobId, fee_paid_msat: '0' });
    expect(createHash('sha256').update(Buffer.from(paid.body.preimage, 'hex')).digest('hex')).toBe(paid.body.payment_id);
    expect(await waitStatus(bob, paid.body.payment_id, 'Succeeded')).toMatchObject({ direction: 'Inbound', kind: 'Bolt11', amount_msat: '50000000' });

    const toAlice = await invoice(alice, 'receive', { amount_msat: '20000000', description: 'change', expiry_secs: 3600 });
    const sent = await bob.api.post<{ payment_id: string }>('/api/v1/bolt11/send', { invoice: toAlice });
    expect(sent.status).toBe(200);
    const waited = await bob.api.post<{ ok: boolean; payment: PaymentBody }>(`/api/v1/payment/${sent.body.payment_id}/wait`, { timeout_secs: 60 });
    expect(waited.body).toMatchObject({ ok: true, payment: { id: sent.body.payment_id, direction: 'Outbound', status: 'Succeeded', amount_msat: '20000000' } });
    expect(await waitStatus(alice, sent.body.payment_id, 'Succeeded')).toMatchObject({ direction: 'Inbound' });
  });

  it('decodes invoices; amount_msat is absent for a variable-amount invoice', async () => {
    const fixed = await invoice(bob, 'receive', { amount_msat: '1234000', description: 'd', expiry_secs: 600 });
    const decoded = await alice.api.post('/api/v1/bolt11/decode', { invoice: fixed });
    expect(decoded.body).toEqual({ payment_hash: expect.stringMatching(/^[0-9a-f]{64}$/), destination: bobId, amount_msat: '1234000', expiry_secs: '600' });
    const variable = await invoice(bob, 'receive_var', { description: 'tip', expiry_secs: 900 });
    const decodedVar = await alice.api.post<Record<string, unknown>>('/api/v1/bolt11/decode', { invoice: variable });
    expect(decodedVar.body).not.toHaveProperty('amount_msat');
    expect(decodedVar.body.expiry_secs).toBe('900');
    expect(await alice.api.post('/api/v1/bolt11/decode', { invoice: 'lnbc1garbage' })).toMatchObject({ status: 400 });
  });

  it('pays variable-amount invoices via send_using_amount and via pay with amount_msat', async () => {
    const first = await invoice(bob, 'receive_var', { description: 'tip 1', expiry_secs: 3600 });
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/send_using_amount', { invoice: first, amount_msat: '3000000' });
    expect(sent.status).toBe(200);
    expect(await waitStatus(bob, sent.body.payment_id, 'Succeeded')).toMatchObject({ amount_msat: '3000000' });
    const second = await invoice(bob, 'receive_var', { description: 'tip 2', expiry_secs: 3600 });
    expect((await alice.api.post('/api/v1/bolt11/pay', { invoice: second })).status).toBe(400);
    const paid = await alice.api.post<{ amount_sats: string }>('/api/v1/bolt11/pay', { invoice: second, amount_msat: '4000000' });
    expect(paid).toMatchObject({ status: 200, body: { amount_sats: '4000' } });
    const fixed = await invoice(bob, 'receive', { amount_msat: '1000', description: 'x', expiry_secs: 60 });
    expect((await alice.api.post('/api/v1/bolt11/send_using_amount', { invoice: fixed, amount_msat: '2000' })).status).toBe(400);
  });

  it('holds an HTLC for receive_for_hash until claim_for_hash; wait times out with 408 meanwhile', async () => {
    const preimage = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const hold = await invoice(bob, 'receive_for_hash', { amount_msat: '5000000', description: 'hold', expiry_secs: 3600, payment_hash: hash });
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/send', { invoice: hold });
    const held = await eventually(async () => ((await payment(bob, hash)).htlc_locked ? payment(bob, hash) : undefined), 'HTLC held');
    expect(held).toMatchObject({ status: 'Pending', direction: 'Inbound', amount_msat: '5000000', htlc_locked: true });
    const timeout = await alice.api.post(`/api/v1/payment/${sent.body.payment_id}/wait`, { timeout_secs: 1 });
    expect(timeout).toMatchObject({ status: 408, body: { error: 'PaymentTimeout' } });
    expect((await payment(alice, sent.body.payment_id)).status).toBe('Pending');
    const claimable = await eventually(async () => {
      for (;;) {
        const ev = await bob.api.post<{ id: string; type: string; data: Record<string, unknown> }>('/api/v1/events/wait_next', { timeout_secs: 1 });
        if (ev.status !== 200) return undefined;
        await bob.api.post('/api/v1/events/handled', { id: ev.body.id });
        if (ev.body.type === 'PaymentClaimable' && ev.body.data['payment_hash'] === hash) return ev.body;
      }
    }, 'PaymentClaimable event');
    expect(claimable.data).toMatchObject({ claimable_amount_msat: '5000000' });
    expect((await bob.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: hash, preimage, claimable_amount_msat: '4000000' })).status).toBe(400);
    expect((await bob.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: hash, preimage: '00'.repeat(32), claimable_amount_msat: '5000000' })).status).toBe(400);
    expect((await bob.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: hash, preimage, claimable_amount_msat: '5000000' })).body).toEqual({ ok: true });
    expect(await waitStatus(alice, sent.body.payment_id, 'Succeeded')).toMatchObject({ status: 'Succeeded' });
    expect(await waitStatus(bob, hash, 'Succeeded')).toMatchObject({ htlc_locked: false });
  });

  it('fails a held HTLC with fail_for_hash; abandon makes the payer Failed; abandoning again is 409', async () => {
    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const hold = await invoice(bob, 'receive_for_hash', { amount_msat: '2000000', description: 'hold 2', expiry_secs: 3600, payment_hash: hash });
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/send', { invoice: hold });
    await eventually(async () => (await payment(bob, hash)).htlc_locked, 'HTLC held');
    expect((await alice.api.post(`/api/v1/payment/${sent.body.payment_id}/abandon`)).body).toEqual({ ok: true });
    expect((await bob.api.post('/api/v1/bolt11/fail_for_hash', { payment_hash: hash })).body).toEqual({ ok: true });
    expect(await waitStatus(alice, sent.body.payment_id, 'Failed')).toMatchObject({ direction: 'Outbound' });
    expect((await payment(bob, hash)).status).toBe('Failed');
    expect(await alice.api.post(`/api/v1/payment/${sent.body.payment_id}/abandon`)).toMatchObject({ status: 409, body: { error: 'Conflict' } });
    expect(await bob.api.post(`/api/v1/payment/${hash}/abandon`)).toMatchObject({ status: 409 });
    expect(await alice.api.post(`/api/v1/payment/${'0'.repeat(64)}/abandon`)).toMatchObject({ status: 404, body: { error: 'PaymentNotFound' } });
  });

  it('sends keysend with custom TLVs that the receiver records', async () => {
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/spontaneous/send', {
      counterparty_node_id: bobId,
      amount_msat: '1500000',
      custom_tlvs: [{ type: '65537', value_hex: 'cafebabe' }],
    });
    expect(sent.status).toBe(200);
    expect(await waitStatus(alice, sent.body.payment_id, 'Succeeded')).toMatchObject({ kind: 'Spontaneous', direction: 'Outbound' });
    expect(await waitStatus(bob, sent.body.payment_id, 'Succeeded')).toMatchObject({
      kind: 'Spontaneous',
      direction: 'Inbound',
      amount_msat: '1500000',
      custom_tlvs: [{ type: '65537', value_hex: 'cafebabe' }],
    });
    const reserved = await alice.api.post('/api/v1/spontaneous/send', { counterparty_node_id: bobId, amount_msat: '1000', custom_tlvs: [{ type: '5', value_hex: '00' }] });
    expect(reserved).toMatchObject({ status: 400 });
  });

  it('answers 402 InsufficientCapacity when the channel cannot carry the amount', async () => {
    const big = await invoice(bob, 'receive', { amount_msat: '5000000000', description: 'too much', expiry_secs: 600 });
    expect(await alice.api.post('/api/v1/bolt11/pay', { invoice: big })).toMatchObject({ status: 402, body: { error: 'InsufficientCapacity' } });
  });

  it('lists payments with a cursor and a Link header', async () => {
    const page = await alice.api.get<PaymentBody[]>('/api/v1/payments?limit=2');
    expect(page.body).toHaveLength(2);
    const link = page.headers.get('link');
    expect(link).toMatch(/<\/api\/v1\/payments\?.*cursor=\d+.*>; rel="next"/);
    const next = link!.slice(1, link!.indexOf('>'));
    const rest = await alice.api.get<PaymentBody[]>(next);
    expect(rest.body[0].id).not.toBe(page.body[0].id);
  });

  it('carries many concurrent payments over one channel, both directions at once, without losing one', async () => {
    // LDK 0.1 panicked here ("ChannelMonitorUpdates out of order") while PaymentSent events
    // waited for the database; events are journaled synchronously now (EventJournal).
    // Sizes found to reproduce that panic within a few seconds before the fix.
    const concurrency = 8;
    const invoicesFor = async (node: typeof bob, label: string, count: number) =>
      Promise.all(Array.from({ length: count }, (_, i) => invoice(node, 'receive', { amount_msat: '1000000', description: `${label} ${i}`, expiry_secs: 3600 })));
    const [toBob, toAlice] = await Promise.all([invoicesFor(bob, 'a→b', 80), invoicesFor(alice, 'b→a', 16)]);
    const payAll = async (payer: typeof alice, invoices: string[]) => {
      const results: { status: number; id?: string }[] = [];
      const queue = [...invoices];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) {
            const paid = await payer.api.post<{ payment_id: string }>('/api/v1/bolt11/pay', { invoice: next });
            results.push({ status: paid.status, id: paid.body.payment_id });
          }
        }),
      );
      return results;
    };
    const [fromAlice, fromBob] = await Promise.all([payAll(alice, toBob), payAll(bob, toAlice)]);
    expect(fromAlice.map((r) => r.status)).toEqual(Array(toBob.length).fill(200));
    expect(fromBob.map((r) => r.status)).toEqual(Array(toAlice.length).fill(200));
    for (const { id } of fromAlice) {
      expect((await payment(alice, id!)).status).toBe('Succeeded');
      expect((await waitStatus(bob, id!, 'Succeeded')).direction).toBe('Inbound');
    }
    for (const { id } of fromBob) {
      expect((await payment(bob, id!)).status).toBe('Succeeded');
      expect((await waitStatus(alice, id!, 'Succeeded')).direction).toBe('Inbound');
    }
    expect((await alice.api.get('/api/v1/readyz')).status).toBe(200);
    expect((await bob.api.get('/api/v1/readyz')).status).toBe(200);
  });

  it('survives bob being killed mid-payment: the payment ends terminal on both sides, no record lost', async () => {
    const preimage = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const hold = await invoice(bob, 'receive_for_hash', { amount_msat: '1000000', description: 'crash', expiry_secs: 3600, payment_hash: hash });
    const before = (await bob.api.get<PaymentBody[]>('/api/v1/payments')).body.length;
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/send', { invoice: hold });
    await eventually(async () => (await payment(bob, hash)).htlc_locked, 'HTLC held');
    await bob.process.stop('SIGKILL');
    await bob.process.start();
    await eventually(async () => (await bob.api.get('/api/v1/readyz')).status === 200, 'bob ready again', 60_000);
    expect((await bob.api.get<PaymentBody[]>('/api/v1/payments')).body.length).toBe(before);
    // The HTLC is still held after the crash and can be claimed.
    await eventually(async () => (await payment(bob, hash)).htlc_locked, 'HTLC held after restart');
    await eventually(
      async () => (await bob.api.post('/api/v1/bolt11/claim_for_hash', { payment_hash: hash, preimage, claimable_amount_msat: '1000000' })).status === 200,
      'claim after restart',
    );
    expect(['Succeeded']).toContain((await waitStatus(alice, sent.body.payment_id, 'Succeeded')).status);
    expect((await waitStatus(bob, hash, 'Succeeded')).status).toBe('Succeeded');
  });

  /** Restarts a node on its data directory and ports with other environment, and waits until its channel is usable again. */
  const restartWith = async (n: TestNode, extraEnv: Record<string, string>) => {
    await n.process.stop();
    n.process = new NodeProcess({ ...n.process.options, extraEnv });
    await n.process.start();
    await eventually(async () => (await n.api.get('/api/v1/readyz')).status === 200, `${n.process.options.name} ready`, 60_000);
    await eventually(async () => (await channelsOf(alice)).some((c) => c.is_usable), 'channel usable again', 60_000);
  };
  const localBalance = async (n: TestNode) => (await channelsOf(n)).reduce((sum, c) => sum + BigInt(c.local_balance_msat), 0n);

  it.each(['keysend:after-record', 'keysend:after-send'])(
    'a keysend retried with its Idempotency-Key after alice was killed at %s moves money at most once, and the retry answers the first payment',
    async (point) => {
      const key = { 'Idempotency-Key': `keysend-${point}-${randomBytes(4).toString('hex')}` };
      const body = { counterparty_node_id: bobId, amount_msat: '2000000' };
      const bobBefore = await localBalance(bob);
      const bobRecordsBefore = (await bob.api.get<PaymentBody[]>('/api/v1/payments')).body.length;
      await restartWith(alice, { RLN_CRASH_AT: point });
      const armed = new ArmedCrash(alice, point);
      await expect(alice.api.post('/api/v1/spontaneous/send', body, key)).rejects.toThrow();
      await armed.crashed();

      await restartWith(alice, {});
      const retried = await alice.api.post<{ payment_id: string }>('/api/v1/spontaneous/send', body, key);
      expect(retried.status).toBe(200);
      const outbound = (await alice.api.get<PaymentBody[]>('/api/v1/payments')).body.filter((p) => p.kind === 'Spontaneous' && p.direction === 'Outbound' && p.amount_msat === '2000000');
      expect(outbound.filter((p) => p.id === retried.body.payment_id)).toHaveLength(1);
      expect(await alice.api.post('/api/v1/spontaneous/send', body, key)).toMatchObject({ status: 200, body: retried.body });

      const final = await eventually(async () => {
        const p = await payment(alice, retried.body.payment_id);
        return p.status === 'Pending' ? undefined : p;
      }, 'the payment to end', 120_000);
      const bobRecords = (await bob.api.get<PaymentBody[]>('/api/v1/payments')).body;
      if (final.status === 'Succeeded') {
        expect((await waitStatus(bob, retried.body.payment_id, 'Succeeded')).direction).toBe('Inbound');
        await eventually(async () => (await localBalance(bob)) === bobBefore + 2_000_000n, 'bob credited once', 30_000);
      } else {
        // Nothing left alice before the crash: bob saw no payment and holds what he held.
        expect(final.status).toBe('Failed');
        expect(bobRecords.some((p) => p.id === retried.body.payment_id)).toBe(false);
        expect(await localBalance(bob)).toBe(bobBefore);
      }
      expect(bobRecords.length).toBeLessThanOrEqual(bobRecordsBefore + 1);
      if (point === 'keysend:after-record') expect(final.status).toBe('Failed');
    },
  );

  it('closes cooperatively: the channel disappears and the funds return to the plain wallets', async () => {
    const [channel] = await channelsOf(alice);
    const aliceBefore = BigInt((await alice.api.get<{ btc: { onchain_total_sats: string } }>('/api/v1/balances')).body.btc.onchain_total_sats);
    const closed = await eventually(
      async () => (await alice.api.post('/api/v1/channel/close', { user_channel_id: channel.user_channel_id, counterparty_node_id: bobId })).status === 200,
      'cooperative close accepted',
    );
    expect(closed).toBe(true);
    await mineUntil('channel gone and funds back', async () => {
      if ((await channelsOf(alice)).length > 0) return false;
      await alice.api.post('/api/v1/wallet/sync');
      const after = BigInt((await alice.api.get<{ btc: { onchain_total_sats: string } }>('/api/v1/balances')).body.btc.onchain_total_sats);
      return after > aliceBefore;
    });
  });

  it('force closes: funds come back to both plain wallets after the CSV delay', async () => {
    await alice.api.post('/api/v1/channel/open', { node_id: bobId, address: bobP2p, channel_amount_sats: '300000', push_to_counterparty_msat: '100000000' });
    await mineUntil('second channel usable', async () => (await channelsOf(alice)).some((c) => c.is_usable) && (await channelsOf(bob)).some((c) => c.is_usable));
    const [channel] = await channelsOf(bob);
    const totals = async (n: TestNode) => {
      await n.api.post('/api/v1/wallet/sync');
      return BigInt((await n.api.get<{ btc: { onchain_total_sats: string } }>('/api/v1/balances')).body.btc.onchain_total_sats);
    };
    const [aliceBefore, bobBefore] = [await totals(alice), await totals(bob)];
    expect((await bob.api.post('/api/v1/channel/force_close', { user_channel_id: channel.user_channel_id, counterparty_node_id: aliceId })).body).toEqual({ ok: true });
    await mineUntil('both wallets credited after the force close', async () => (await totals(alice)) > aliceBefore && (await totals(bob)) > bobBefore + 90_000n, 6);
  });

  it('disconnects a peer and forgets it; connecting again works', async () => {
    expect((await alice.api.post('/api/v1/peers/disconnect', { node_id: bobId })).body).toEqual({ ok: true });
    await eventually(async () => !(await alice.api.get<{ node_id: string }[]>('/api/v1/peers')).body.some((p) => p.node_id === bobId), 'bob gone from alice\'s peers');
    expect((await alice.api.post('/api/v1/peers/connect', { node_id: bobId, address: bobP2p, persist: false })).body).toEqual({ ok: true });
    const peers = (await alice.api.get<{ node_id: string; is_persisted: boolean }[]>('/api/v1/peers')).body;
    expect(peers.find((p) => p.node_id === bobId)).toMatchObject({ is_persisted: false, is_connected: true });
    expect(await alice.api.post('/api/v1/peers/connect', { node_id: bobId, address: 'nohost' })).toMatchObject({ status: 400, body: { details: { field: 'address' } } });
  });
});
