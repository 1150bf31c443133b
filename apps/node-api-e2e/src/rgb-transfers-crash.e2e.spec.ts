import { sha256 } from '@noble/hashes/sha256';
import { startRgbProxyServer, type StartedRgbProxyServer } from '@rln/rgb-proxy-server';
import { hex } from '@scure/base';
import { eventually, type ApiClient } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf, type CarrierUtxo } from './support/rgb-net';
import { drainEvents, invoice, payments, record, settle, type NodeEvent, type OnchainPayment } from './support/rgb-onchain';

jest.setTimeout(600_000);

const SUPPLY = 1000n;

/** The node's own proxy path: the standalone proxy serves it so that bob can name it as his. */
const NODE_PROXY_PATH = '/api/v1/rgb/proxy';

type SendBody = { txid: string; consignment_key: string; payment_id: string };

/**
 * Crash safety of RGB on-chain transfers (docs/reliability.md): nodes started with RLN_CRASH_AT
 * kill themselves (SIGKILL) at a named point of a transfer; after a restart without it the
 * transfer completes or fails cleanly on both sides, and no asset is lost or spent twice.
 * alice (the issuer) pays bob in every case.
 */
describe('RGB on-chain transfers survive kill -9 (alice pays bob on btcd + Esplora indexer)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let contract: string;
  /** A proxy outside both nodes, so bob can be down while alice posts to "his" proxy. */
  let proxy: StartedRgbProxyServer;
  let viaStandaloneProxy: Record<string, string>;

  beforeAll(async () => {
    proxy = await startRgbProxyServer({ path: NODE_PROXY_PATH });
    viaStandaloneProxy = { RLN_RGB_PROXY_URL: new URL(proxy.url).origin };
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    await net.fundCarriers(alice.api, 5);
    await net.fundCarriers(bob.api, 8);
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Crash Token', ticker: 'CRT', precision: 0, issued_supply: SUPPLY.toString() });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    const exported = await alice.api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: contract });
    const bytes = await download(alice.api, exported.body.consignment_key);
    expect((await bob.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract}`, bytes, { 'Content-Type': 'application/octet-stream' })).status).toBe(200);
  });

  afterAll(async () => {
    await net?.stop();
    await proxy?.close();
  });

  async function download(api: ApiClient, key: string): Promise<Uint8Array> {
    const res = await fetch(`${api.baseUrl}/api/v1/rgb/consignments/${key}`);
    if (res.status !== 200) throw new Error(`consignment ${key}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  /** The send a dead request started: the payer's one outbound record for the invoice. */
  async function sendOf(api: ApiClient, inv: string): Promise<OnchainPayment[]> {
    return (await payments(api)).filter((p) => p.direction === 'Outbound' && p.invoice === inv);
  }

  /** What the standalone proxy holds as bob's answer: true (ack), false (nack), null (none yet). */
  async function proxyAck(recipientId: string): Promise<boolean | null> {
    const res = await fetch(proxy.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: '1', method: 'ack.get', params: { recipient_id: recipientId } }) });
    return ((await res.json()) as { result: boolean | null }).result;
  }

  /** The events of one record, read (and acknowledged) until its RgbTransferConfirmed, then whatever else is queued. */
  async function eventsUntilConfirmed(api: ApiClient, paymentId: string): Promise<NodeEvent[]> {
    const seen: NodeEvent[] = [];
    await eventually(async () => {
      seen.push(...(await drainEvents(api)).filter((e) => e.data.payment_id === paymentId));
      return seen.some((e) => e.type === 'RgbTransferConfirmed');
    }, `RgbTransferConfirmed for ${paymentId}`);
    seen.push(...(await drainEvents(api)).filter((e) => e.data.payment_id === paymentId));
    return seen;
  }

  async function mempool(): Promise<string[]> {
    return net.env.btcd.client.getRawMempool();
  }

  async function carriers(api: ApiClient): Promise<CarrierUtxo[]> {
    return (await api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos;
  }

  /** Nothing of an unfinished transfer held: no carrier lock, no allocation of an unsettled transfer. */
  async function expectNothingHeld(api: ApiClient): Promise<void> {
    const utxos = await carriers(api);
    expect(utxos.filter((u) => u.lock.locked)).toEqual([]);
    expect(utxos.filter((u) => u.rgb.allocations.some((a) => a.layer === 'pending'))).toEqual([]);
  }

  /** A node's contract total as its own records tell it: what it started with, plus in, minus out. */
  function ledger(records: OnchainPayment[], start: bigint): bigint {
    return records
      .filter((p) => p.contract_id === contract && p.status === 'succeeded')
      .reduce((sum, p) => (p.direction === 'Inbound' ? sum + BigInt(p.amount) : sum - BigInt(p.amount)), start);
  }

  /**
   * After every case: no transfer left pending, rgb-lib's balances on both sides equal what
   * their records say, the supply is conserved (nothing lost or spent twice) and nothing is held.
   */
  async function expectConsistent(): Promise<void> {
    for (const node of [alice, bob]) {
      expect((await payments(node.api)).filter((p) => p.status === 'pending')).toEqual([]);
    }
    const aliceTotal = BigInt((await balanceOf(alice.api, contract)).total);
    const bobTotal = BigInt((await balanceOf(bob.api, contract)).total);
    expect(aliceTotal + bobTotal).toBe(SUPPLY);
    expect(aliceTotal).toBe(ledger(await payments(alice.api), SUPPLY));
    expect(bobTotal).toBe(ledger(await payments(bob.api), 0n));
    await expectNothingHeld(alice.api);
    await expectNothingHeld(bob.api);
  }

  it('1. payer killed after colouring (proxy invoice): the send fails on restart, its inputs are free, and the invoice can be paid again', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '10', expiry_secs: '3600' });
    const before = await balanceOf(alice.api, contract);
    const armed = await net.restartArmed(alice, 'rgb-send:after-colouring');
    await expect(alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice })).rejects.toThrow();
    await armed.crashed();

    await net.restartNode(alice);
    const [failed] = await eventually(async () => {
      const sends = await sendOf(alice.api, inv.invoice);
      return sends.length === 1 && sends[0].status === 'failed' ? sends : undefined;
    }, 'the interrupted send to be failed');
    expect(failed).toMatchObject({ amount: '10', contract_id: contract });
    expect(await balanceOf(alice.api, contract)).toMatchObject({ total: before.total });
    await expectNothingHeld(alice.api);
    // nothing reached bob
    expect(await record(bob.api, inv.id)).toMatchObject({ status: 'pending' });
    expect((await record(bob.api, inv.id)).txid).toBeUndefined();

    const again = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(again.status).toBe(200);
    const { payer, payee } = await settle(net, alice, again.body.payment_id, bob, inv.id);
    expect(payer).toMatchObject({ amount: '10', txid: again.body.txid });
    expect(payee).toMatchObject({ amount: '10', txid: again.body.txid });
    expect((await sendOf(alice.api, inv.invoice)).map((p) => p.status).sort()).toEqual(['failed', 'succeeded']);
    await expectConsistent();
  });

  it('2. payer killed after posting the consignment (proxy invoice): the payee acks meanwhile, and after restart the ack still leads to broadcast', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '20', use_witness_utxo: true });
    const armed = await net.restartArmed(alice, 'rgb-send:after-post');
    await expect(alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice })).rejects.toThrow();
    await armed.crashed();

    // bob validated and acked what alice's dead node posted; nothing was broadcast
    const accepted = await eventually(async () => {
      const r = await record(bob.api, inv.id);
      return r.txid ? r : undefined;
    }, 'bob to accept the consignment', 60_000);
    expect(accepted.status).toBe('pending');
    expect(await mempool()).not.toContain(accepted.txid);

    await net.restartNode(alice);
    const [sent] = await sendOf(alice.api, inv.invoice);
    expect(sent).toMatchObject({ status: 'pending', txid: accepted.txid });
    const { payer, payee } = await settle(net, alice, sent.id, bob, inv.id);
    expect(payer.consignment_key).toMatch(/^[0-9a-f]{64}$/);
    expect(payee).toMatchObject({ amount: '20', txid: payer.txid, consignment_key: payer.consignment_key });
    await expectConsistent();
  });

  it('3. payer killed after broadcasting (out-of-band invoice): after restart the record is sent, the client fetches the consignment by key from the payer and uploads it to the payee', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '30', out_of_band: true });
    const armed = await net.restartArmed(alice, 'rgb-send:after-post');
    await expect(alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice })).rejects.toThrow();
    await armed.crashed();

    await net.restartNode(alice);
    const sent = await eventually(async () => {
      const [r] = await sendOf(alice.api, inv.invoice);
      return r?.consignment_key ? r : undefined;
    }, 'the recovered send to show its consignment key');
    expect(sent).toMatchObject({ status: 'pending', txid: expect.stringMatching(/^[0-9a-f]{64}$/), consignment_download_path: `/api/v1/rgb/consignments/${sent.consignment_key}` });
    expect(await mempool()).toContain(sent.txid);

    const bytes = await download(alice.api, sent.consignment_key as string);
    expect(hex.encode(sha256(bytes))).toBe(sent.consignment_key);
    const accepted = await bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, bytes, { 'Content-Type': 'application/octet-stream' });
    expect(accepted).toMatchObject({ status: 200, body: { contract_id: contract, amount: '30' } });
    const { payee } = await settle(net, alice, sent.id, bob, inv.id);
    expect(payee).toMatchObject({ txid: sent.txid, consignment_key: sent.consignment_key });
    await expectConsistent();
  });

  it('4. payer killed right after the refresh that read the ack and broadcast (proxy invoice): succeeded on both after restart', async () => {
    await net.restartNode(bob, viaStandaloneProxy);
    const inv = await invoice(bob.api, { contract_id: contract, amount: '40', expiry_secs: '3600' });
    // bob is away: alice's send reaches the proxy and waits there for his ack
    await bob.process.stop();
    const sent = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    await alice.process.stop();
    expect(await proxyAck(inv.id)).toBeNull();

    await net.restartNode(bob, viaStandaloneProxy);
    await eventually(async () => (await proxyAck(inv.id)) === true, 'bob to ack', 60_000);
    expect(await mempool()).not.toContain(sent.body.txid);
    // alice's first refresh reads the ack and broadcasts; she dies before her records learn it
    await net.restartUntilCrash(alice, 'rgb-progress:after-refresh');
    expect(await mempool()).toContain(sent.body.txid);

    await net.restartNode(alice);
    expect(await record(alice.api, sent.body.payment_id)).toMatchObject({ status: 'pending', txid: sent.body.txid });
    const { payer, payee } = await settle(net, alice, sent.body.payment_id, bob, inv.id);
    expect(payer).toMatchObject({ amount: '40', consignment_key: sent.body.consignment_key });
    expect(payee).toMatchObject({ amount: '40', txid: sent.body.txid });
    await expectConsistent();
  });

  it('5. payee killed right after the refresh that validated and acked: after restart it accepts, and each event comes once', async () => {
    await drainEvents(alice.api);
    await drainEvents(bob.api);
    const inv = await invoice(bob.api, { contract_id: contract, amount: '50', expiry_secs: '3600' });
    await bob.process.stop();
    const sent = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    // bob's first refresh fetches the consignment from his proxy, validates and acks it
    await net.restartUntilCrash(bob, 'rgb-progress:after-refresh', viaStandaloneProxy);
    expect(await proxyAck(inv.id)).toBe(true);

    await net.restartNode(bob, viaStandaloneProxy);
    const { payee } = await settle(net, alice, sent.body.payment_id, bob, inv.id);
    expect(payee).toMatchObject({ amount: '50', txid: sent.body.txid, consignment_key: sent.body.consignment_key });
    const bobEvents = await eventsUntilConfirmed(bob.api, inv.id);
    expect(bobEvents.map((e) => e.type)).toEqual(['RgbTransferReceived', 'RgbTransferConfirmed']);
    expect(bobEvents[0].data).toMatchObject({ direction: 'Inbound', amount: '50', txid: sent.body.txid });
    expect((await eventsUntilConfirmed(alice.api, sent.body.payment_id)).map((e) => e.type)).toEqual(['RgbTransferConfirmed']);
    await expectConsistent();
  });

  it('6. payee killed after rgb-lib accepted an out-of-band upload: after restart the upload repeated answers 200, once', async () => {
    await net.restartNode(bob);
    await drainEvents(bob.api);
    const inv = await invoice(bob.api, { contract_id: contract, amount: '60', use_witness_utxo: true, out_of_band: true });
    const sent = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    const bytes = await download(alice.api, sent.body.consignment_key);

    const armed = await net.restartArmed(bob, 'rgb-receive:after-accept');
    const upload = (): Promise<{ status: number; body: unknown }> =>
      bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, bytes, { 'Content-Type': 'application/octet-stream' });
    await expect(upload()).rejects.toThrow();
    await armed.crashed();

    await net.restartNode(bob);
    expect(await upload()).toMatchObject({ status: 200, body: { contract_id: contract, amount: '60' } });
    expect(await upload()).toMatchObject({ status: 200, body: { contract_id: contract, amount: '60' } });
    expect(await record(bob.api, inv.id)).toMatchObject({ status: 'pending', txid: sent.body.txid, consignment_key: sent.body.consignment_key });
    await settle(net, alice, sent.body.payment_id, bob, inv.id);
    expect((await eventsUntilConfirmed(bob.api, inv.id)).map((e) => e.type)).toEqual(['RgbTransferReceived', 'RgbTransferConfirmed']);
    await expectConsistent();
  });
  it('7. a send retried with its Idempotency-Key after the payer was killed after posting: the retry answers the first send, the asset moves once, a third try is a replay', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '70', expiry_secs: '3600' });
    const key = { 'Idempotency-Key': `crash-7-${inv.id}` };
    const armed = await net.restartArmed(alice, 'rgb-send:after-post');
    await expect(alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key)).rejects.toThrow();
    await armed.crashed();

    await net.restartNode(alice);
    const [made] = await sendOf(alice.api, inv.invoice);
    const retried = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ payment_id: made.id, txid: made.txid });
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    const replayed = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key);
    expect(replayed).toMatchObject({ status: 200, body: retried.body });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    // the same key with another body is refused, and moves nothing
    expect(await alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice, fee_rate_sats_per_vb: 3 }, key)).toMatchObject({ status: 409, body: { error: 'Conflict' } });

    expect(await sendOf(alice.api, inv.invoice)).toHaveLength(1);
    const { payee } = await settle(net, alice, made.id, bob, inv.id);
    expect(payee).toMatchObject({ amount: '70', txid: made.txid });
    await expectConsistent();
  });

  it('8. a send retried with its Idempotency-Key after the payer was killed after colouring: nothing had been spent, so the retry pays once', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '80', expiry_secs: '3600' });
    const key = { 'Idempotency-Key': `crash-8-${inv.id}` };
    const armed = await net.restartArmed(alice, 'rgb-send:after-colouring');
    await expect(alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key)).rejects.toThrow();
    await armed.crashed();

    await net.restartNode(alice);
    const retried = await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key);
    expect(retried.status).toBe(200);
    expect(await alice.api.post<SendBody>('/api/v1/rgb/onchain/send', { invoice: inv.invoice }, key)).toMatchObject({ status: 200, body: retried.body });
    const sends = await sendOf(alice.api, inv.invoice);
    expect(sends.map((p) => [p.id === retried.body.payment_id, p.status]).sort()).toEqual([
      [false, 'failed'],
      [true, 'pending'],
    ]);
    const { payee } = await settle(net, alice, retried.body.payment_id, bob, inv.id);
    expect(payee).toMatchObject({ amount: '80', txid: retried.body.txid });
    await expectConsistent();
  });
});
