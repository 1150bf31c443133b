import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';
import { eventually } from './support/http-client';

jest.setTimeout(900_000);

interface PaymentBody {
  id: string;
  direction: string;
  status: string;
  amount_msat?: string;
  kind: string;
  fee_paid_msat?: string;
  payment_hash: string | null;
  payer_note?: string;
}
interface ChannelBody {
  channel_id: string;
  counterparty_node_id: string;
  is_usable: boolean;
}
interface OfferDecoded {
  offer_id: string;
  signing_pubkey: string | null;
  description: string | null;
  issuer: string | null;
  amount_msat: string | null;
  absolute_expiry_unix_secs: string | null;
  chain_hashes: string[];
  paths_count: number;
  expects_quantity: boolean;
}
interface RefundDecoded {
  description: string;
  issuer: string | null;
  amount_msat: string;
  absolute_expiry_unix_secs: string | null;
  chain_hash: string;
  payer_signing_pubkey: string;
  payer_note: string | null;
  quantity: string | null;
  paths_count: number;
}

/** Regtest's genesis block hash as BOLT12 carries it (LDK prints the bytes as they are). */
const REGTEST_CHAIN = '06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f';

/**
 * BOLT12 over three real node processes on btcd: alice → bob → carol (unannounced channels).
 * Invoice requests and invoices travel as onion messages along blinded paths introduced at
 * peers, so alice reaches carol through bob without a connection to her; payments to carol are
 * forwarded by bob. Offers and refunds direct (alice ↔ bob) and across bob (alice → carol);
 * the same topology also checks bob forwarding many concurrent BOLT11 payments.
 */
describe('BOLT12 offers and refunds over three nodes', () => {
  let env: RegtestNodeEnv;
  let alice: TestNode;
  let bob: TestNode;
  let carol: TestNode;
  let carolId: string;

  const nodeIdOf = async (n: TestNode) => (await n.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
  const p2pOf = (n: TestNode) => `127.0.0.1:${n.process.options.p2pPort}`;
  const payment = async (n: TestNode, id: string) => (await n.api.get<PaymentBody>(`/api/v1/payment/${id}`)).body;
  const waitStatus = (n: TestNode, id: string, status: string, timeoutMs = 60_000) =>
    eventually(async () => ((await payment(n, id)).status === status ? payment(n, id) : undefined), `payment ${id} ${status}`, timeoutMs);
  /** The payee's record of a payment, found by the hash the payer learnt. */
  const recordByHash = (n: TestNode, hash: string) =>
    eventually(async () => (await n.api.get<PaymentBody[]>('/api/v1/payments')).body.find((p) => p.payment_hash === hash && p.status === 'Succeeded'), `record ${hash}`);
  const post = async <T>(n: TestNode, path: string, body: Record<string, unknown>) => {
    const res = await n.api.post<T>(`/api/v1/bolt12/${path}`, body);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const offer = async (n: TestNode, path: 'receive' | 'receive_var', body: Record<string, unknown>) => (await post<{ offer: string }>(n, `offer/${path}`, body)).offer;
  const channelsOf = async (n: TestNode) => (await n.api.get<ChannelBody[]>('/api/v1/channels')).body;
  const fundWallet = async (n: TestNode, sats: bigint) => {
    const { address } = (await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body;
    await env.faucet.fund(address, sats);
    await n.api.post('/api/v1/wallet/sync');
  };
  const openChannel = async (from: TestNode, to: TestNode, sats: string, pushMsat: string) => {
    const opened = await from.api.post('/api/v1/channel/open', { node_id: await nodeIdOf(to), address: p2pOf(to), channel_amount_sats: sats, push_to_counterparty_msat: pushMsat });
    expect(opened.status).toBe(200);
  };

  beforeAll(async () => {
    env = await RegtestNodeEnv.start();
    alice = await env.startNode('alice');
    bob = await env.startNode('bob');
    carol = await env.startNode('carol');
    for (const n of [alice, bob, carol]) await eventually(async () => (await n.api.get('/api/v1/readyz')).status === 200, 'node ready', 60_000);
    carolId = await nodeIdOf(carol);
    await fundWallet(alice, 2_000_000n);
    await fundWallet(bob, 2_000_000n);
    await openChannel(alice, bob, '1000000', '300000000');
    await openChannel(bob, carol, '1000000', '100000000');
    // One block every 2 s at most: a flood of blocks (every 200 ms poll) keeps three busy nodes
    // catching up with the chain instead of finishing the channel handshakes on a loaded CI.
    let lastMined = 0;
    await eventually(
      async () => {
        const usable = await Promise.all([alice, carol].map(async (n) => (await channelsOf(n)).filter((c) => c.is_usable).length));
        const bobs = (await channelsOf(bob)).filter((c) => c.is_usable).length;
        if (usable[0] === 1 && bobs === 2 && usable[1] === 1) return true;
        if (Date.now() - lastMined >= 2_000) {
          await env.btcd.mine(1);
          lastMined = Date.now();
        }
        return false;
      },
      'channels alice→bob and bob→carol usable on every side',
      180_000,
    );
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('decodes an offer as its creator set it (fixed amount, expiry, quantity; and variable amount)', async () => {
    const before = Math.floor(Date.now() / 1000);
    const fixed = await offer(alice, 'receive', { amount_msat: '21000', description: 'a coffee', expiry_secs: 3600, quantity: '5' });
    const after = Math.floor(Date.now() / 1000);
    expect(fixed).toMatch(/^lno1/);
    const decoded = await post<OfferDecoded>(bob, 'offer/decode', { offer: fixed });
    expect(decoded).toMatchObject({
      offer_id: expect.stringMatching(/^[0-9a-f]{64}$/),
      signing_pubkey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      description: 'a coffee',
      issuer: null,
      amount_msat: '21000',
      chain_hashes: [REGTEST_CHAIN],
      expects_quantity: true,
    });
    expect(decoded.paths_count).toBeGreaterThanOrEqual(1);
    expect(Number(decoded.absolute_expiry_unix_secs)).toBeGreaterThanOrEqual(before + 3600);
    expect(Number(decoded.absolute_expiry_unix_secs)).toBeLessThanOrEqual(after + 3600);

    const variable = await offer(bob, 'receive_var', { description: 'tips', expiry_secs: 600 });
    expect(await post<OfferDecoded>(alice, 'offer/decode', { offer: variable })).toMatchObject({ description: 'tips', amount_msat: null, expects_quantity: false, chain_hashes: [REGTEST_CHAIN] });
    const single = await offer(carol, 'receive', { amount_msat: '1000', description: 'no expiry' });
    expect(await post<OfferDecoded>(alice, 'offer/decode', { offer: single })).toMatchObject({ absolute_expiry_unix_secs: null, expects_quantity: false });
  });

  it('answers 400 for malformed offers and refunds, and for wrong wire types', async () => {
    const bad = (n: TestNode, path: string, body: Record<string, unknown>) => n.api.post(`/api/v1/bolt12/${path}`, body);
    expect(await bad(bob, 'offer/decode', { offer: 'lno1garbage' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'offer' } } });
    expect(await bad(bob, 'offer/send', { offer: 'not an offer', amount_msat: '1000' })).toMatchObject({ status: 400, body: { details: { field: 'offer' } } });
    expect(await bad(bob, 'refund/decode', { refund: 'lnr1garbage' })).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'refund' } } });
    expect(await bad(bob, 'refund/request_payment', { refund: 'lnr1garbage' })).toMatchObject({ status: 400, body: { details: { field: 'refund' } } });
    const anOffer = await offer(alice, 'receive', { amount_msat: '1000', description: 'x' });
    expect(await bad(bob, 'refund/decode', { refund: anOffer })).toMatchObject({ status: 400 });
    expect(await bad(alice, 'offer/receive', { amount_msat: 1000, description: 'x' })).toMatchObject({ status: 400 }); // a number, not a string
    expect(await bad(alice, 'offer/receive', { amount_msat: '1000', description: 'x', expiry_secs: '60' })).toMatchObject({ status: 400 }); // a string, not an integer
    expect(await bad(alice, 'refund/initiate', { amount_msat: '1000', expiry_secs: 60, quantity: 2 })).toMatchObject({ status: 400 });
  });

  it('bob pays alice\'s reusable offer twice (direct): each payment its own records, the payer note visible to alice', async () => {
    const reusable = await offer(alice, 'receive', { amount_msat: '1000000', description: 'sticker', expiry_secs: 3600 });
    const hashes = new Set<string>();
    for (const note of ['first sticker', 'second sticker']) {
      const { payment_id } = await post<{ payment_id: string }>(bob, 'offer/send', { offer: reusable, payer_note: note });
      const sent = await waitStatus(bob, payment_id, 'Succeeded');
      expect(sent).toMatchObject({ kind: 'Bolt12Offer', direction: 'Outbound', amount_msat: '1000000', payer_note: note });
      expect(sent.payment_hash).toMatch(/^[0-9a-f]{64}$/);
      const received = await recordByHash(alice, sent.payment_hash!);
      expect(received).toMatchObject({ id: sent.payment_hash, kind: 'Bolt12Offer', direction: 'Inbound', status: 'Succeeded', amount_msat: '1000000', payer_note: note });
      hashes.add(sent.payment_hash!);
    }
    expect(hashes.size).toBe(2);
  });

  it('alice pays bob\'s variable-amount offer (direct); the amount is required', async () => {
    const variable = await offer(bob, 'receive_var', { description: 'tips', expiry_secs: 3600 });
    expect(await alice.api.post('/api/v1/bolt12/offer/send', { offer: variable })).toMatchObject({ status: 400, body: { details: { field: 'amount_msat' } } });
    const { payment_id } = await post<{ payment_id: string }>(alice, 'offer/send', { offer: variable, amount_msat: '3000000', quantity: '1', payer_note: 'thanks bob' });
    const sent = await waitStatus(alice, payment_id, 'Succeeded');
    expect(sent).toMatchObject({ kind: 'Bolt12Offer', direction: 'Outbound', amount_msat: '3000000' });
    expect(await recordByHash(bob, sent.payment_hash!)).toMatchObject({ direction: 'Inbound', kind: 'Bolt12Offer', amount_msat: '3000000', payer_note: 'thanks bob' });
  });

  it('alice pays carol\'s offer through bob (one hop, no connection to carol) for two items', async () => {
    const peers = (await alice.api.get<{ node_id: string }[]>('/api/v1/peers')).body;
    expect(peers.some((p) => p.node_id === carolId)).toBe(false);
    const books = await offer(carol, 'receive', { amount_msat: '2500000', description: 'carol\'s books', expiry_secs: 3600, quantity: '3' });
    const { payment_id } = await post<{ payment_id: string }>(alice, 'offer/send', { offer: books, quantity: '2', payer_note: 'two books via bob' });
    const sent = await waitStatus(alice, payment_id, 'Succeeded');
    expect(sent).toMatchObject({ kind: 'Bolt12Offer', direction: 'Outbound', amount_msat: '5000000', payer_note: 'two books via bob' });
    expect(BigInt(sent.fee_paid_msat ?? '0')).toBeGreaterThan(0n); // bob forwarded it
    expect(await recordByHash(carol, sent.payment_hash!)).toMatchObject({ direction: 'Inbound', kind: 'Bolt12Offer', amount_msat: '5000000', payer_note: 'two books via bob' });
    expect(await alice.api.post('/api/v1/bolt12/offer/send', { offer: books, quantity: '4' })).toMatchObject({ status: 400 }); // more than the offer allows
  });

  it('refund direct: bob creates a refund, alice decodes it and requests payment, bob pays her', async () => {
    const before = Math.floor(Date.now() / 1000);
    const created = await post<{ refund: string; payment_id: string }>(bob, 'refund/initiate', { amount_msat: '4000000', expiry_secs: 3600, quantity: '2', payer_note: 'returned item' });
    expect(created.refund).toMatch(/^lnr1/);
    const decoded = await post<RefundDecoded>(alice, 'refund/decode', { refund: created.refund });
    expect(decoded).toMatchObject({
      description: '',
      issuer: null,
      amount_msat: '4000000',
      chain_hash: REGTEST_CHAIN,
      payer_signing_pubkey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      payer_note: 'returned item',
      quantity: '2',
    });
    expect(decoded.paths_count).toBeGreaterThanOrEqual(1);
    expect(Number(decoded.absolute_expiry_unix_secs)).toBeGreaterThanOrEqual(before + 3600);
    expect(await payment(bob, created.payment_id)).toMatchObject({ kind: 'Bolt12Refund', direction: 'Outbound', status: 'Pending', payer_note: 'returned item' });

    const invoice = await post<{ invoice: string; invoice_hex: string; payment_id: string }>(alice, 'refund/request_payment', { refund: created.refund });
    expect(invoice.invoice).toMatch(/^lni1/);
    expect(invoice.invoice_hex).toMatch(/^([0-9a-f]{2})+$/);
    expect(await waitStatus(bob, created.payment_id, 'Succeeded')).toMatchObject({ amount_msat: '4000000', payment_hash: invoice.payment_id });
    expect(await waitStatus(alice, invoice.payment_id, 'Succeeded')).toMatchObject({ kind: 'Bolt12Refund', direction: 'Inbound', amount_msat: '4000000', payer_note: 'returned item' });
  });

  it('refund through bob: alice creates a refund, carol requests payment, alice pays her across bob', async () => {
    const created = await post<{ refund: string; payment_id: string }>(alice, 'refund/initiate', { amount_msat: '1500000', expiry_secs: 3600, payer_note: 'sorry carol' });
    expect(await post<RefundDecoded>(carol, 'refund/decode', { refund: created.refund })).toMatchObject({ amount_msat: '1500000', payer_note: 'sorry carol', quantity: null });
    const invoice = await post<{ payment_id: string }>(carol, 'refund/request_payment', { refund: created.refund });
    const paid = await waitStatus(alice, created.payment_id, 'Succeeded');
    expect(paid).toMatchObject({ kind: 'Bolt12Refund', direction: 'Outbound', payment_hash: invoice.payment_id });
    expect(BigInt(paid.fee_paid_msat ?? '0')).toBeGreaterThan(0n);
    expect(await waitStatus(carol, invoice.payment_id, 'Succeeded')).toMatchObject({ kind: 'Bolt12Refund', direction: 'Inbound', amount_msat: '1500000', payer_note: 'sorry carol' });
  });

  it('forwards many concurrent BOLT11 payments alice → carol through bob without losing one', async () => {
    // Bob's downstream revoke_and_ack updates wait on his upstream preimage updates (LDK's
    // forwarding order); with many HTLCs in flight that is where LDK 0.1 could mis-order held
    // monitor updates (#3907), so a forwarder under concurrency is worth its own check.
    // RLN_FORWARD_STRESS_PAYMENTS raises the count for a stress run (docs/ldk-0.1-fixes.md).
    const invoices = await Promise.all(
      Array.from({ length: Number(process.env.RLN_FORWARD_STRESS_PAYMENTS ?? 80) }, async (_, i) => (await carol.api.post<{ invoice: string }>('/api/v1/bolt11/receive', { amount_msat: '1000000', description: `hop ${i}`, expiry_secs: 3600 })).body.invoice),
    );
    const queue = [...invoices];
    const results: { status: number; id: string }[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const paid = await alice.api.post<{ payment_id: string }>('/api/v1/bolt11/pay', { invoice: next });
          results.push({ status: paid.status, id: paid.body.payment_id });
        }
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(invoices.length).fill(200));
    for (const { id } of results) expect((await waitStatus(carol, id, 'Succeeded')).direction).toBe('Inbound');
    for (const n of [alice, bob, carol]) expect((await n.api.get('/api/v1/readyz')).status).toBe(200);
  });

  it('refuses an expired offer and an expired refund; the unpaid refund ends Failed', async () => {
    const shortOffer = await offer(alice, 'receive', { amount_msat: '1000', description: 'soon gone', expiry_secs: 1 });
    const shortRefund = await post<{ refund: string; payment_id: string }>(bob, 'refund/initiate', { amount_msat: '1000', expiry_secs: 1 });
    const { absolute_expiry_unix_secs: expiry } = await post<OfferDecoded>(bob, 'offer/decode', { offer: shortOffer });
    // A bounded wait until both have expired (sending earlier would pay the offer).
    await eventually(async () => Date.now() / 1000 > Number(expiry) + 1, 'offer and refund expiry', 15_000);
    const refused = await bob.api.post<{ error: string; details?: { field?: string } }>('/api/v1/bolt12/offer/send', { offer: shortOffer });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'InvalidRequest', details: { field: 'offer' } });
    expect(await alice.api.post('/api/v1/bolt12/refund/request_payment', { refund: shortRefund.refund })).toMatchObject({ status: 400, body: { details: { field: 'refund' } } });
    // No invoice came: the engine fails the refund's payment on its next timer tick after expiry.
    expect(await waitStatus(bob, shortRefund.payment_id, 'Failed', 180_000)).toMatchObject({ kind: 'Bolt12Refund', direction: 'Outbound' });
  });
});
