import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';
import { eventually, type ApiClient } from './support/http-client';
import type { TestNode } from './support/regtest-node-env';
import { RgbNet, balanceOf, waitRgbOnline, type CarrierUtxo } from './support/rgb-net';

jest.setTimeout(600_000);

type Output = { address: string; value_sats: string; vout: number };
type TopUp = { txid: string; status: string; old_outpoint: string; new_rgb_output: Output; fee_sats: string; consignment_key: string; change?: Output };
type Sweep = { txid: string; status: string; input: { outpoint: string }; destination: Output; fee_sats: string };
type WalletUtxo = { outpoint: string; value_sats: string; lock: { locked: boolean; kind: string } };
type RawTx = { vsize: number; vin: { txid: string; vout: number }[]; vout: { value: number; scriptPubKey: { hex: string } }[] };

async function carriers(api: ApiClient, refresh = false): Promise<CarrierUtxo[]> {
  return (await api.get<{ utxos: CarrierUtxo[] }>(`/api/v1/rgb/utxos${refresh ? '?refresh=true' : ''}`)).body.utxos;
}

async function walletUtxos(api: ApiClient): Promise<WalletUtxo[]> {
  return (await api.get<{ utxos: WalletUtxo[] }>('/api/v1/wallet/utxos?refresh=true')).body.utxos;
}

/** The capacity operations on a real node: top_up and sweep, with their refusals. */
describe('RGB carrier maintenance (top_up, sweep) on btcd + Esplora indexer', () => {
  let net: RgbNet;
  let alice: TestNode;
  let api: ApiClient;
  let contract: string;
  let stateCarrier: CarrierUtxo;
  let freeCarriers: string[];
  let freeCarrier: string;
  let l1Input: WalletUtxo;

  /** A confirmed plain-wallet output of `sats`. */
  async function plainCoin(sats: bigint): Promise<WalletUtxo> {
    const address = (await api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;
    const funded = await net.env.faucet.fund(address, sats);
    await net.synced();
    const outpoint = `${funded.txid}:${funded.vout}`;
    return eventually(async () => (await walletUtxos(api)).find((u) => u.outpoint === outpoint), 'the plain wallet to see the faucet output');
  }

  const newAddress = async (path: '/api/v1/rgb/address/new' | '/api/v1/wallet/address/new'): Promise<string> => (await api.post<{ address: string }>(path)).body.address;

  /** Every plain coin and carrier is unlocked: a refused operation left nothing held. */
  async function expectNothingLocked(): Promise<void> {
    expect((await carriers(api)).filter((c) => c.lock.locked)).toEqual([]);
    expect((await walletUtxos(api)).filter((u) => u.lock.locked)).toEqual([]);
  }

  beforeAll(async () => {
    net = await RgbNet.start();
    alice = await net.startNode('alice');
    api = alice.api;
    const funded = await net.fundCarriers(api, 4);
    const issued = await api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Carrier Token', ticker: 'CRT', precision: 0, issued_supply: '100000' });
    expect(issued.status).toBe(200);
    contract = issued.body.contract_id;
    await net.mine(1);
    const listed = await carriers(api, true);
    stateCarrier = listed.find((c) => c.rgb.allocations.some((a) => a.contract_id === contract)) as CarrierUtxo;
    expect(stateCarrier.rgb.allocations).toEqual([{ contract_id: contract, amount: '100000', layer: 'base' }]);
    freeCarriers = funded.filter((o) => o !== stateCarrier.outpoint);
    freeCarrier = freeCarriers[0];
    l1Input = await plainCoin(100_000n);
  });

  afterAll(async () => {
    await net?.stop();
  });

  it('refuses top_up requests that break the interface’s rules with 400, holding nothing', async () => {
    const rgbAddress = await newAddress('/api/v1/rgb/address/new');
    const change = await newAddress('/api/v1/wallet/address/new');
    const base = { rgb_input: { outpoint: stateCarrier.outpoint }, l1_inputs: [{ outpoint: l1Input.outpoint }], rgb_output: { address: rgbAddress, target_value_sats: '50000' }, change_address: change, fee_rate_sats_per_vb: 2 };
    const cases: [Record<string, unknown>, string][] = [
      [{ rgb_output: { address: rgbAddress, target_value_sats: stateCarrier.value_sats } }, 'rgb_output.target_value_sats'],
      [{ rgb_output: { address: rgbAddress, target_value_sats: '19999' } }, 'rgb_output.target_value_sats'],
      [{ fee_rate_sats_per_vb: 0 }, 'fee_rate_sats_per_vb'],
      [{ fee_rate_sats_per_vb: -1 }, 'fee_rate_sats_per_vb'],
      [{ change_address: rgbAddress }, 'change_address'],
      [{ rgb_output: { address: change, target_value_sats: '50000' } }, 'rgb_output.address'],
      [{ l1_inputs: [{ outpoint: l1Input.outpoint }, { outpoint: l1Input.outpoint }] }, 'l1_inputs'],
    ];
    for (const [patch, field] of cases) {
      const res = await api.post('/api/v1/rgb/utxos/top_up', { ...base, ...patch });
      expect({ field, res }).toMatchObject({ field, res: { status: 400, body: { error: 'InvalidRequest', details: { field } } } });
    }
    expect(await api.post('/api/v1/rgb/utxos/top_up', { ...base, rgb_input: { outpoint: `${'0'.repeat(64)}:0` } })).toMatchObject({ status: 404 });
    expect(await api.post('/api/v1/rgb/utxos/top_up', { ...base, extra: 1 })).toMatchObject({ status: 400 });
    await expectNothingLocked();
  });

  it('tops up a carrier holding an issued contract: one transaction, allocation moved to the new outpoint, consignment served', async () => {
    const rgbAddress = await newAddress('/api/v1/rgb/address/new');
    const change = await newAddress('/api/v1/wallet/address/new');
    const before = await balanceOf(api, contract);
    const secondCoin = await plainCoin(30_000n);
    const res = await api.post<TopUp>('/api/v1/rgb/utxos/top_up', {
      rgb_input: { outpoint: stateCarrier.outpoint },
      l1_inputs: [{ outpoint: l1Input.outpoint }],
      rgb_output: { address: rgbAddress, target_value_sats: '50000' },
      change_address: change,
      fee_rate_sats_per_vb: 2,
    });
    expect(res.status).toBe(200);
    const topUp = res.body;
    expect(topUp).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      status: 'broadcast',
      old_outpoint: stateCarrier.outpoint,
      new_rgb_output: { address: rgbAddress, value_sats: '50000', vout: 1 },
      fee_sats: expect.stringMatching(/^[1-9][0-9]*$/),
      consignment_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      change: { address: change, value_sats: expect.any(String), vout: 2 },
    });
    // Inputs (old carrier + plain coin) = new carrier + change + fee.
    expect(BigInt(topUp.change?.value_sats ?? '0') + BigInt(topUp.fee_sats) + 50_000n).toBe(BigInt(stateCarrier.value_sats) + BigInt(l1Input.value_sats));

    // The transaction as the chain has it: both inputs, the commitment first, then the carrier and change.
    const raw = await net.env.btcd.client.call<RawTx>('getrawtransaction', [topUp.txid, 1]);
    expect(raw.vin.map((i) => `${i.txid}:${i.vout}`)).toEqual([stateCarrier.outpoint, l1Input.outpoint]);
    expect(raw.vout[0].scriptPubKey.hex).toMatch(/^6a20[0-9a-f]{64}$/);
    expect(raw.vout.map((o) => Math.round(o.value * 1e8))).toEqual([0, 50_000, Number(topUp.change?.value_sats)]);
    // fee_sats pays at least the requested rate for the transaction's real size.
    expect(BigInt(topUp.fee_sats) >= BigInt(raw.vsize * 2)).toBe(true);

    // The consignment of the move, public, named by its SHA-256.
    const download = await fetch(`${api.baseUrl}/api/v1/rgb/consignments/${topUp.consignment_key}`);
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 7))).toBe('RGB\0TFR');
    expect(hex.encode(sha256(bytes))).toBe(topUp.consignment_key);
    // Recorded as an on-chain payment to ourselves (supplement.md "Carrier maintenance").
    const topUpRecord = async () => (await api.get<{ payments: { purpose: string | null; status: string; txid?: string; consignment_key?: string; contract_id?: string; amount: string }[] }>('/api/v1/rgb/onchain/payments')).body.payments.find((p) => p.purpose === 'utxo_top_up' && p.txid === topUp.txid);
    expect(await topUpRecord()).toMatchObject({ status: 'pending', consignment_key: topUp.consignment_key, contract_id: contract, amount: '100000' });

    // rgb-lib still lists the old carrier until the move settles; the indexer knows it is spent.
    const again = await api.post('/api/v1/rgb/utxos/top_up', {
      rgb_input: { outpoint: stateCarrier.outpoint },
      l1_inputs: [{ outpoint: secondCoin.outpoint }],
      rgb_output: { address: await newAddress('/api/v1/rgb/address/new'), target_value_sats: '40000' },
      change_address: change,
      fee_rate_sats_per_vb: 2,
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'Conflict', message: expect.stringContaining('already spent') } });

    // Pending until mined: rgb-lib already shows the allocation on the new carrier.
    const newOutpoint = `${topUp.txid}:1`;
    const pending = await eventually(async () => (await carriers(api)).find((c) => c.outpoint === newOutpoint), 'rgb-lib to list the new carrier');
    expect(pending.rgb.allocations).toEqual([{ contract_id: contract, amount: '100000', layer: 'pending' }]);
    expect(pending.lock.locked).toBe(false);

    await net.mine(1);
    const settled = await eventually(async () => {
      const listed = await carriers(api, true);
      const fresh = listed.find((c) => c.outpoint === newOutpoint);
      return fresh?.rgb.allocations[0]?.layer === 'base' && !listed.some((c) => c.outpoint === stateCarrier.outpoint) ? fresh : undefined;
    }, 'the top-up to settle and the old carrier to go');
    expect(settled).toMatchObject({ value_sats: '50000', confirmation: { status: 'confirmed' }, rgb: { allocations: [{ contract_id: contract, amount: '100000', layer: 'base' }] } });
    expect(await balanceOf(api, contract)).toEqual({ ...before, mined: '100000', tentative: '0', total: '100000' });
    await eventually(async () => (await topUpRecord())?.status === 'succeeded', 'the utxo_top_up record to succeed');
    // The plain wallet sees its change, and no longer its spent coin.
    const plain = await eventually(async () => {
      const utxos = await walletUtxos(api);
      return utxos.some((u) => u.outpoint === `${topUp.txid}:2`) ? utxos : undefined;
    }, 'the plain wallet to see the change');
    expect(plain.some((u) => u.outpoint === l1Input.outpoint)).toBe(false);
    stateCarrier = settled;
    await expectNothingLocked();
  });

  it('refuses to sweep a carrier with an allocation (409, nothing spent, nothing held) and bad requests with 400', async () => {
    const destination = await newAddress('/api/v1/wallet/address/new');
    const refused = await api.post('/api/v1/rgb/utxos/sweep', { input: { outpoint: stateCarrier.outpoint }, destination_address: destination, fee_rate_sats_per_vb: 2 });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Conflict', details: { outpoint: stateCarrier.outpoint } } });
    const [txid, vout] = stateCarrier.outpoint.split(':');
    const outspend = await (await fetch(`${net.indexerUrl}/tx/${txid}/outspend/${vout}`)).json();
    expect(outspend).toMatchObject({ spent: false });
    expect((await carriers(api, true)).find((c) => c.outpoint === stateCarrier.outpoint)?.rgb.allocations).toEqual([{ contract_id: contract, amount: '100000', layer: 'base' }]);

    const rgbAddress = await newAddress('/api/v1/rgb/address/new');
    const base = { input: { outpoint: freeCarrier }, destination_address: destination, fee_rate_sats_per_vb: 2 };
    expect(await api.post('/api/v1/rgb/utxos/sweep', { ...base, fee_rate_sats_per_vb: 0 })).toMatchObject({ status: 400, body: { details: { field: 'fee_rate_sats_per_vb' } } });
    expect(await api.post('/api/v1/rgb/utxos/sweep', { ...base, destination_address: rgbAddress })).toMatchObject({ status: 400, body: { details: { field: 'destination_address' } } });
    expect(await api.post('/api/v1/rgb/utxos/sweep', { ...base, input: { outpoint: `${'0'.repeat(64)}:1` } })).toMatchObject({ status: 404 });
    await expectNothingLocked();
  });

  it('refuses to sweep the carrier an open blinded invoice seals (409, nothing spent)', async () => {
    const created = await api.post<{ invoice: string; blinding_utxo_used?: string }>('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '10' });
    expect(created.status).toBe(200);
    const sealed = created.body.blinding_utxo_used as string;
    expect(freeCarriers).toContain(sealed);
    const destination = await newAddress('/api/v1/wallet/address/new');
    const refused = await api.post('/api/v1/rgb/utxos/sweep', { input: { outpoint: sealed }, destination_address: destination, fee_rate_sats_per_vb: 2 });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Conflict', details: { outpoint: sealed } } });
    expect((await carriers(api)).some((c) => c.outpoint === sealed)).toBe(true);
    freeCarriers = freeCarriers.filter((o) => o !== sealed);
    freeCarrier = freeCarriers[0];
    await expectNothingLocked();
  });

  it('tops up an empty carrier without a commitment or a consignment', async () => {
    const empty = freeCarriers[1];
    const coin = await plainCoin(60_000n);
    const rgbAddress = await newAddress('/api/v1/rgb/address/new');
    const change = await newAddress('/api/v1/wallet/address/new');
    const res = await api.post<TopUp>('/api/v1/rgb/utxos/top_up', { rgb_input: { outpoint: empty }, l1_inputs: [{ outpoint: coin.outpoint }], rgb_output: { address: rgbAddress, target_value_sats: '40000' }, change_address: change, fee_rate_sats_per_vb: 1.5 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      status: 'broadcast',
      old_outpoint: empty,
      new_rgb_output: { address: rgbAddress, value_sats: '40000', vout: 0 },
      fee_sats: expect.stringMatching(/^[1-9][0-9]*$/),
      change: { address: change, value_sats: expect.any(String), vout: 1 },
    });
    const raw = await net.env.btcd.client.call<RawTx>('getrawtransaction', [res.body.txid, 1]);
    expect(raw.vout.map((o) => Math.round(o.value * 1e8))).toEqual([40_000, Number(res.body.change?.value_sats)]);
    expect(BigInt(res.body.fee_sats) >= BigInt(Math.ceil(raw.vsize * 1.5))).toBe(true);
    const listed = await carriers(api);
    expect(listed.some((c) => c.outpoint === empty)).toBe(false);
    expect(listed.find((c) => c.outpoint === `${res.body.txid}:0`)).toMatchObject({ value_sats: '40000', rgb: { allocations: [] } });
    await expectNothingLocked();
  });

  it('sweeps a free carrier back to the plain wallet; the RGB UTXO list drops it at once', async () => {
    const destination = await newAddress('/api/v1/wallet/address/new');
    const value = BigInt((await carriers(api)).find((c) => c.outpoint === freeCarrier)?.value_sats ?? '0');
    expect(value).toBe(20_000n);
    const res = await api.post<Sweep>('/api/v1/rgb/utxos/sweep', { input: { outpoint: freeCarrier }, destination_address: destination, fee_rate_sats_per_vb: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      status: 'broadcast',
      input: { outpoint: freeCarrier },
      destination: { address: destination, value_sats: expect.any(String), vout: 0 },
      fee_sats: expect.stringMatching(/^[1-9][0-9]*$/),
    });
    expect(BigInt(res.body.destination.value_sats) + BigInt(res.body.fee_sats)).toBe(value);
    expect((await carriers(api)).some((c) => c.outpoint === freeCarrier)).toBe(false);
    const swept = await eventually(async () => (await walletUtxos(api)).find((u) => u.outpoint === `${res.body.txid}:0`), 'the plain wallet to see the swept output');
    expect(swept.value_sats).toBe(res.body.destination.value_sats);
    await net.mine(1);
    expect((await carriers(api, true)).some((c) => c.outpoint === freeCarrier)).toBe(false);
    await expectNothingLocked();
  });

  it('spends the moved state through rgb-lib’s own send, and bob’s node validates the history through the top-up', async () => {
    const bob = await net.startNode('bob');
    await net.fundCarriers(bob.api, 1);
    const exported = await api.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: contract });
    const genesis = new Uint8Array(await (await fetch(`${api.baseUrl}/api/v1/rgb/consignments/${exported.body.consignment_key}`)).arrayBuffer());
    expect((await bob.api.post(`/api/v1/rgb/contracts/import?contract_id=${contract}`, genesis, { 'Content-Type': 'application/octet-stream' })).status).toBe(200);
    // Out of band: alice's node broadcasts at once and the consignment travels through the client.
    const invoice = await bob.api.post<{ invoice: string }>('/api/v1/rgb/onchain/invoice/create', { contract_id: contract, amount: '1000', out_of_band: true });
    expect(invoice.status).toBe(200);
    const paymentId = (await bob.api.post<{ beneficiary: string }>('/api/v1/rgb/onchain/invoice/decode', { invoice: invoice.body.invoice })).body.beneficiary;
    const sent = await api.post<{ txid: string; consignment_key: string }>('/api/v1/rgb/onchain/send', { invoice: invoice.body.invoice, fee_rate_sats_per_vb: 2 });
    expect({ status: sent.status, body: sent.body }).toEqual({ status: 200, body: expect.objectContaining({ txid: expect.any(String) }) });
    const raw = await eventually(async () => net.env.btcd.client.call<RawTx>('getrawtransaction', [sent.body.txid, 1]).catch(() => undefined), 'the send to be broadcast', 60_000);
    expect(raw.vin.map((i) => `${i.txid}:${i.vout}`)).toContain(stateCarrier.outpoint);
    // Bob validates alice's history, the top-up's commitment included, against the chain.
    const bytes = new Uint8Array(await (await fetch(`${api.baseUrl}/api/v1/rgb/consignments/${sent.body.consignment_key}`)).arrayBuffer());
    const accepted = await bob.api.post(`/api/v1/rgb/onchain/receive?payment_id=${encodeURIComponent(paymentId)}`, bytes, { 'Content-Type': 'application/octet-stream' });
    expect(accepted).toMatchObject({ status: 200, body: { contract_id: contract, amount: '1000' } });
    await net.mine(1);
    await eventually(async () => (await balanceOf(bob.api, contract)).mined === '1000', 'bob’s balance to be mined', 60_000);
    await eventually(async () => (await balanceOf(api, contract)).total === '99000', 'alice’s balance to drop by what she sent', 60_000);
  });

  it('comes back online after a restart: rgb-lib holds the spent carriers spent (its consistency check passes)', async () => {
    const before = await carriers(api, true);
    await alice.process.stop();
    await alice.process.start();
    await waitRgbOnline(api, 'alice');
    expect((await carriers(api, true)).map((c) => [c.outpoint, c.rgb.allocations]).sort()).toEqual(before.map((c) => [c.outpoint, c.rgb.allocations]).sort());
    expect((await balanceOf(api, contract)).total).toBe('99000');
  });
});
