import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { zipSync } from 'fflate';
import { eventually } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf, type CarrierUtxo } from './support/rgb-net';
import { drainEvents, invoice, payments, record, settle as settleOn, type NodeEvent, type OnchainPayment } from './support/rgb-onchain';

jest.setTimeout(600_000);

/** RGB on-chain transfers between two real nodes: both invoice kinds, both transports, both directions. */
describe('RGB on-chain transfers (alice and bob on btcd + Esplora indexer)', () => {
  let net: RgbNet;
  let alice: TestNode;
  let bob: TestNode;
  let contract: string;
  const events: Record<'alice' | 'bob', NodeEvent[]> = { alice: [], bob: [] };

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    bob = await net.startNode('bob');
    await net.fundCarriers(alice.api, 5);
    await net.fundCarriers(bob.api, 8);
    const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Transfer Token', ticker: 'TRT', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    // bob learns the contract the way a wallet does: from its exported consignment
    const exported = await alice.api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: contract });
    const bytes = new Uint8Array(await (await fetch(`${alice.api.baseUrl}/api/v1/rgb/consignments/${exported.body.consignment_key}`)).arrayBuffer());
    expect((await bob.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract}`, bytes, { 'Content-Type': 'application/octet-stream' })).status).toBe(200);
    await drainEvents(alice.api);
    await drainEvents(bob.api);
  });

  afterAll(async () => {
    await net?.stop();
  });

  function settle(payer: TestNode, payerId: string, payee: TestNode, payeeId: string): Promise<{ payer: OnchainPayment; payee: OnchainPayment }> {
    return settleOn(net, payer, payerId, payee, payeeId);
  }

  it('alice pays bob’s blinded invoice through bob’s RGB proxy; records, balances, events and the consignment agree', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '100', expiry_secs: '3600' });
    expect(inv.blinding_utxo_used).toMatch(/^[0-9a-f]{64}:\d+$/);
    const decoded = await alice.api.post('/api/v1/rgb/onchain/invoice/decode', { invoice: inv.invoice });
    expect(decoded.body).toEqual({ contract_id: contract, amount: '100', beneficiary: inv.id, use_witness_utxo: false, expiry_unix_secs: expect.stringMatching(/^\d+$/) });
    expect(await record(bob.api, inv.id)).toMatchObject({ kind: 'onchain', direction: 'Inbound', status: 'pending', amount: '100', contract_id: contract, purpose: null });

    const sent = await alice.api.post<{ txid: string; consignment_key: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice, fee_rate_sats_per_vb: 2 });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ txid: expect.stringMatching(/^[0-9a-f]{64}$/), consignment_key: expect.stringMatching(/^[0-9a-f]{64}$/), payment_id: expect.any(String) });
    const { payer, payee } = await settle(alice, sent.body.payment_id, bob, inv.id);
    expect(payer).toMatchObject({ direction: 'Outbound', amount: '100', txid: sent.body.txid, consignment_key: sent.body.consignment_key, consignment_download_path: `/api/v1/rgb/consignments/${sent.body.consignment_key}` });
    expect(payee).toMatchObject({ direction: 'Inbound', amount: '100', txid: sent.body.txid, consignment_key: sent.body.consignment_key });

    const download = new Uint8Array(await (await fetch(`${alice.api.baseUrl}/api/v1/rgb/consignments/${sent.body.consignment_key}`)).arrayBuffer());
    expect(hex.encode(sha256(download))).toBe(sent.body.consignment_key);
    expect((await fetch(`${bob.api.baseUrl}/api/v1/rgb/consignments/${sent.body.consignment_key}`)).status).toBe(200);

    await eventually(async () => (await balanceOf(bob.api, contract)).mined === '100', 'bob’s balance to be mined');
    expect(await balanceOf(alice.api, contract)).toMatchObject({ total: '900' });
    expect(await balanceOf(bob.api, contract)).toEqual({ mined: '100', tentative: '0', offchain: '0', archived: '0', total: '100' });
    const bobUtxo = (await bob.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.find((u) => u.outpoint === inv.blinding_utxo_used);
    expect(bobUtxo?.rgb.allocations).toEqual([{ contract_id: contract, amount: '100', layer: expect.any(String) }]);

    events.bob.push(...(await drainEvents(bob.api)));
    expect(events.bob.filter((e) => e.data.payment_id === inv.id).map((e) => e.type)).toEqual(['RgbTransferReceived', 'RgbTransferConfirmed']);
    events.alice.push(...(await drainEvents(alice.api)));
    expect(events.alice.filter((e) => e.data.payment_id === sent.body.payment_id).map((e) => e.type)).toEqual(['RgbTransferConfirmed']);
  });

  it('bob pays alice’s witness invoice through alice’s proxy, choosing the BTC of alice’s new output', async () => {
    const inv = await invoice(alice.api, { contract_id: contract, amount: '40', use_witness_utxo: true });
    expect(inv.blinding_utxo_used).toBeUndefined();
    expect((await bob.api.post<{ use_witness_utxo: boolean }>('/api/v1/rgb/onchain/invoice/decode', { invoice: inv.invoice })).body.use_witness_utxo).toBe(true);
    const sent = await bob.api.post<{ txid: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice, sats_for_fee_and_outputs: '2500', fee_rate_sats_per_vb: 1.5 });
    expect(sent.status).toBe(200);
    await settle(bob, sent.body.payment_id, alice, inv.id);
    expect(await balanceOf(bob.api, contract)).toMatchObject({ total: '60' });
    await eventually(async () => (await balanceOf(alice.api, contract)).total === '940', 'alice’s balance');
    const received = (await alice.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.find((u) => u.outpoint.startsWith(sent.body.txid) && u.rgb.allocations.some((a) => a.amount === '40'));
    expect(received?.value_sats).toBe('2500');
  });

  it('alice pays bob’s out-of-band blinded invoice: the client carries the consignment; a tampered one is refused and changes nothing', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '25', out_of_band: true });
    const sent = await alice.api.post<{ txid: string; consignment_key: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    const bytes = new Uint8Array(await (await fetch(`${alice.api.baseUrl}/api/v1/rgb/consignments/${sent.body.consignment_key}`)).arrayBuffer());

    const tampered = bytes.slice();
    tampered[Math.floor(tampered.length * 0.8)] ^= 0x01;
    const refused = await bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, tampered, { 'Content-Type': 'application/octet-stream' });
    expect(refused).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    expect(await record(bob.api, inv.id)).toMatchObject({ status: 'pending' });
    expect((await record(bob.api, inv.id)).txid).toBeUndefined();

    const unknownKey = await bob.api.post('/api/v1/rgb/onchain/receive', { consignment_key: 'ab'.repeat(32), invoice: inv.invoice });
    expect(unknownKey).toMatchObject({ status: 404 });

    const zipped = zipSync({ 'transfer.rgb': bytes });
    const accepted = await bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}&format=zip`, zipped, { 'Content-Type': 'application/octet-stream' });
    expect(accepted).toMatchObject({ status: 200, body: { contract_id: contract, amount: '25' } });
    // idempotent, in both forms
    expect((await bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, bytes, { 'Content-Type': 'application/octet-stream' })).body).toEqual({ contract_id: contract, amount: '25' });
    expect((await bob.api.post('/api/v1/rgb/onchain/receive', { consignment_key: sent.body.consignment_key, payment_id: inv.id, invoice: inv.invoice })).body).toEqual({ contract_id: contract, amount: '25' });
    await settle(alice, sent.body.payment_id, bob, inv.id);
    await eventually(async () => (await balanceOf(bob.api, contract)).total === '85', 'bob’s balance after the out-of-band transfer');
  });

  it('bob pays alice’s out-of-band witness invoice', async () => {
    const inv = await invoice(alice.api, { contract_id: contract, amount: '5', use_witness_utxo: true, out_of_band: true });
    const sent = await bob.api.post<{ consignment_key: string; payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    const bytes = new Uint8Array(await (await fetch(`${bob.api.baseUrl}/api/v1/rgb/consignments/${sent.body.consignment_key}`)).arrayBuffer());
    const accepted = await alice.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(inv.id)}`, bytes, { 'Content-Type': 'application/octet-stream' });
    expect(accepted).toMatchObject({ status: 200, body: { contract_id: contract, amount: '5' } });
    await settle(bob, sent.body.payment_id, alice, inv.id);
    await eventually(async () => (await balanceOf(alice.api, contract)).total === '920', 'alice’s balance');
    expect(await balanceOf(bob.api, contract)).toMatchObject({ total: '80' });
  });

  it('refuses bad input with the interface’s errors, changing nothing', async () => {
    const before = await balanceOf(alice.api, contract);
    const garbage = await alice.api.post('/api/v1/rgb/onchain/invoice/decode', { invoice: 'not-an-invoice' });
    expect(garbage).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    expect((await alice.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: 'contract:' + 'A'.repeat(40), amount: '1' })).status).toBe(404);
    expect((await alice.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '0' })).status).toBe(400);
    expect((await alice.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '1', expiry_secs: 60 })).status).toBe(400);

    const tooMuch = await invoice(bob.api, { contract_id: contract, amount: '100000' });
    const refused = await alice.api.post('/api/v1/rgb/onchain/send', { invoice: tooMuch.invoice });
    expect(refused).toMatchObject({ status: 409, body: { error: 'InsufficientAssetBalance' } });
    const utxos = (await alice.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos;
    expect(utxos.filter((u) => u.lock.locked)).toEqual([]);
    expect(await balanceOf(alice.api, contract)).toEqual(before);
    expect((await payments(alice.api)).filter((p) => p.invoice === tooMuch.invoice).map((p) => p.status)).toEqual(['failed']);

    expect((await alice.api.post('/api/v1/rgb/onchain/send', { invoice: tooMuch.invoice, fee_rate_sats_per_vb: 0 })).status).toBe(400);
    const witness = await invoice(bob.api, { contract_id: contract, amount: '1', use_witness_utxo: true });
    expect((await alice.api.post('/api/v1/rgb/onchain/send', { invoice: witness.invoice, sats_for_fee_and_outputs: '10' })).status).toBe(400);
    expect((await alice.api.post('/api/v1/rgb/onchain/send', { invoice: 'rgb:~/~/bcrt:utxob:garbage' })).status).toBe(400);
    expect((await bob.api.post('/api/v1/rgb/onchain/receive?payment_id=nope', new Uint8Array([1, 2, 3]), { 'Content-Type': 'application/octet-stream' })).status).toBe(404);
    expect((await bob.api.get('/api/v1/rgb/consignments/' + 'cd'.repeat(32))).status).toBe(404);
    expect(await balanceOf(alice.api, contract)).toEqual(before);
  });

  it('makes invoice creation idempotent by nonce and pins a blinded carrier only where rgb-lib would put it', async () => {
    const first = await bob.api.post<{ invoice: string }>('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '3', nonce: 'order-17' });
    const again = await bob.api.post<{ invoice: string }>('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '3', nonce: 'order-17' });
    expect(again.body.invoice).toBe(first.body.invoice);
    expect((await bob.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '4', nonce: 'order-17' })).status).toBe(409);

    const allocated = (await bob.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.find((u) => u.rgb.allocations.length > 0) as CarrierUtxo;
    expect((await bob.api.post('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '1', blinding_utxo: allocated.outpoint })).status).toBe(400);
  });

  it('ends an invoice that nobody paid as expired, and refuses to pay an expired invoice', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '1', expiry_secs: '2' });
    await new Promise((r) => setTimeout(r, 3_000));
    expect(await alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice })).toMatchObject({ status: 400, body: { details: { field: 'invoice' } } });
    await net.mine(1);
    await eventually(async () => (await record(bob.api, inv.id)).status === 'expired', 'bob’s unpaid invoice to expire', 90_000);
  });

  it('answers 503 while the indexer is unreachable, and works again once it is back', async () => {
    const inv = await invoice(bob.api, { contract_id: contract, amount: '2', use_witness_utxo: true });
    const port = new URL(net.indexerUrl).port;
    await net.indexer.stop();
    try {
      const res = await alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
      expect(res.status).toBe(503);
    } finally {
      await net.indexer.start({ rpc: net.env.btcd.newClient(), pollIntervalMs: 100, port: Number(port) });
    }
    const locked = (await alice.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.filter((u) => u.lock.locked);
    expect(locked).toEqual([]);
    expect((await payments(alice.api)).filter((p) => p.invoice === inv.invoice)).toEqual([]);
    const sent = await alice.api.post<{ payment_id: string }>('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(sent.status).toBe(200);
    await settle(alice, sent.body.payment_id, bob, inv.id);
  });
  it('off regtest’s default (RLN_RGB_TRANSPORT_ALLOW_PRIVATE=false) refuses to post to a payee proxy on a private address, recording and holding nothing', async () => {
    await net.restartNode(alice, { RLN_RGB_TRANSPORT_ALLOW_PRIVATE: 'false' });
    const before = await balanceOf(alice.api, contract);
    const inv = await invoice(bob.api, { contract_id: contract, amount: '2' });
    const refused = await alice.api.post('/api/v1/rgb/onchain/send', { invoice: inv.invoice });
    expect(refused).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'invoice' } } });
    expect((refused.body as { message: string }).message).toContain('private or local address');
    expect((await payments(alice.api)).filter((p) => p.invoice === inv.invoice)).toEqual([]);
    expect((await alice.api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos.filter((u) => u.lock.locked)).toEqual([]);
    expect(await balanceOf(alice.api, contract)).toEqual(before);
    expect(await record(bob.api, inv.id)).toMatchObject({ status: 'pending' });
  });
});
