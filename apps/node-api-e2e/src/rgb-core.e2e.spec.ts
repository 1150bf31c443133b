import { createPublicKey, verify as nodeVerify } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync, unzipSync } from 'fflate';
import { p2pkh } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { EsploraIndexer } from '@rln/esplora-indexer';
import { Btcd, Faucet, REGTEST_NETWORK, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { ApiClient, eventually } from './support/http-client';

const bitcoinMessage = require('bitcoinjs-message') as { verify(message: string, address: string, signature: string | Buffer): boolean };

jest.setTimeout(300_000);

type Utxo = { outpoint: string; value_sats: string; confirmation: { status: string; height?: number }; lock: { locked: boolean; kind: string; operation_id: string | null }; rgb: { allocations: { contract_id: string; amount: string; layer: string }[]; has_mixed_asset_allocations: boolean; spend_roles: string[] } };
type Balance = { mined: string; tentative: string; offchain: string; archived: string; total: string };

/** RGB core on real node processes: alice funds, issues and exports; bob imports. */
describe('RGB core over HTTP (alice and bob on btcd + Esplora indexer)', () => {
  const root = mkdtempSync(join(tmpdir(), 'rln-rgb-e2e-'));
  const indexer = new EsploraIndexer();
  let btcd: Btcd;
  let faucet: Faucet;
  let alice: NodeProcess;
  let bob: NodeProcess;
  let a: ApiClient;
  let b: ApiClient;
  const issued: Record<string, string> = {};

  async function startNode(name: string, esploraUrl: string): Promise<{ node: NodeProcess; api: ApiClient }> {
    const node = new NodeProcess({ name, dataDir: join(root, name), httpPort: await freePort(), p2pPort: await freePort(), bitcoindRpc: btcd.rpc, esploraUrl });
    const token = await node.createToken('e2e', 'admin');
    await node.start();
    const api = new ApiClient(node.baseUrl).withToken(token);
    await eventually(async () => (await api.get('/api/v1/rgb/descriptor')).status === 200, `${name} RGB engine online`, 60_000);
    return { node, api };
  }

  async function mine(n: number): Promise<void> {
    await faucet.mine(n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
  }

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address });
    faucet = new Faucet(btcd.client);
    await faucet.prepare();
    const { url } = await indexer.start({ rpc: btcd.newClient(), pollIntervalMs: 100 });
    ({ node: alice, api: a } = await startNode('alice', url));
    ({ node: bob, api: b } = await startNode('bob', url));
  });

  afterAll(async () => {
    await alice?.stop();
    await bob?.stop();
    await indexer.stop();
    await btcd?.stop();
  });

  it('reports rgb-lib online and the indexer reachable in /readyz', async () => {
    const ready = await eventually(async () => {
      const res = await a.get<{ ok: boolean; checks: { name: string; ok: boolean; detail?: string }[] }>('/api/v1/readyz');
      return res.status === 200 ? res : undefined;
    }, 'alice ready', 60_000);
    expect(ready.body.checks.filter((c) => c.name.startsWith('rgb'))).toEqual([
      { name: 'rgb', ok: true, detail: expect.stringContaining('rgb-lib online') },
      { name: 'rgb_indexer', ok: true, detail: expect.stringMatching(/^tip \d+$/) },
    ]);
  });

  it('answers 404 AddressNotInitialized for the current RGB address before the first one, then the same address', async () => {
    expect(await b.get('/api/v1/rgb/address/current')).toMatchObject({ status: 404, body: { error: 'AddressNotInitialized' } });
    const created = await b.post<{ address: string }>('/api/v1/rgb/address/new');
    expect(created.body.address).toMatch(/^bcrt1p/);
    expect((await b.get('/api/v1/rgb/address/current')).body).toEqual({ address: created.body.address });
  });

  it('serves the RGB descriptor with its derived descriptors', async () => {
    const d = await a.get<{ descriptor: string; derived_descriptors: { fingerprint: string; derivation_path: string; xpub: string; descriptor: string }[] }>('/api/v1/rgb/descriptor');
    expect(d.status).toBe(200);
    expect(d.body.descriptor).toMatch(/^tr\(\[[0-9a-f]{8}\/86'\/827167'\/0'\]tpub[1-9A-HJ-NP-Za-km-z]+\/0\/\*\)$/);
    expect(d.body.derived_descriptors).toEqual([{ fingerprint: expect.stringMatching(/^[0-9a-f]{8}$/), derivation_path: "m/86'/827167'/0'", xpub: expect.stringMatching(/^tpub/), descriptor: d.body.descriptor }]);
  });

  it('signs messages that independent verifiers accept (bitcoinjs-message; OpenSSL through node:crypto)', async () => {
    const message = 'rgb node says hello';
    const bsm = await a.post<Record<string, unknown>>('/api/v1/rgb/sign_message', { message });
    expect(bsm.body).toEqual({
      message,
      algorithm: 'bitcoin_signed_message',
      signature: expect.any(String),
      pubkey: expect.stringMatching(/^0[23][0-9a-f]{64}$/),
      derivation_path: "m/86'/827167'/0'/0/0",
      digest_hex: expect.stringMatching(/^[0-9a-f]{64}$/),
      encoding: 'base64',
      compact: true,
    });
    const address = p2pkh(hex.decode(bsm.body.pubkey as string), REGTEST_NETWORK).address as string;
    expect(bitcoinMessage.verify(message, address, bsm.body.signature as string)).toBe(true);
    expect(bitcoinMessage.verify(`${message}!`, address, bsm.body.signature as string)).toBe(false);
    const bsmHex = await a.post<{ signature: string }>('/api/v1/rgb/sign_message', { message, encoding: 'hex' });
    expect(bitcoinMessage.verify(message, address, Buffer.from(bsmHex.body.signature, 'hex'))).toBe(true);

    const ecdsa = await a.post<{ signature: string; pubkey: string; compact: boolean; encoding: string }>('/api/v1/rgb/sign_message', { message, algorithm: 'ecdsa', compact: false, encoding: 'base64' });
    expect(ecdsa.body).toMatchObject({ compact: false, encoding: 'base64' });
    // SPKI DER of a compressed secp256k1 key, then OpenSSL verifies ECDSA-SHA256 over the message.
    const spki = Buffer.concat([Buffer.from('3036301006072a8648ce3d020106052b8104000a032200', 'hex'), Buffer.from(ecdsa.body.pubkey, 'hex')]);
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    expect(nodeVerify('sha256', Buffer.from(message), key, Buffer.from(ecdsa.body.signature, 'base64'))).toBe(true);
    const compact = await a.post<{ signature: string }>('/api/v1/rgb/sign_message', { message, algorithm: 'ecdsa' });
    expect(compact.body.signature).toMatch(/^[0-9a-f]{128}$/);
    expect(nodeVerify('sha256', Buffer.from(message), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(compact.body.signature, 'hex'))).toBe(true);
  });

  it('funds alice’s RGB wallet through /rgb/utxos/fund with explicit inputs; rgb-lib sees colourable UTXOs', async () => {
    const plain = (await a.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;
    const funded = await faucet.fund(plain, 1_000_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    const input = `${funded.txid}:${funded.vout}`;
    await eventually(async () => (await a.get<{ utxos: { outpoint: string }[] }>('/api/v1/wallet/utxos?refresh=true')).body.utxos.some((u) => u.outpoint === input), 'plain wallet to see the faucet output');
    const rgbAddresses: string[] = [];
    for (let i = 0; i < 5; i++) rgbAddresses.push((await a.post<{ address: string }>('/api/v1/rgb/address/new')).body.address);
    const change = (await a.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;

    const sameAsRgb = await a.post('/api/v1/rgb/utxos/fund', { inputs: [{ outpoint: input }], outputs: [{ address: rgbAddresses[0], value_sats: '20000' }], change_address: rgbAddresses[0], fee_rate_sats_per_vb: 2 });
    expect(sameAsRgb).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'change_address' } } });
    const zeroFee = await a.post('/api/v1/rgb/utxos/fund', { inputs: [{ outpoint: input }], outputs: [{ address: rgbAddresses[0], value_sats: '20000' }], change_address: change, fee_rate_sats_per_vb: 0 });
    expect(zeroFee).toMatchObject({ status: 400, body: { details: { field: 'fee_rate_sats_per_vb' } } });
    const foreignChange = await a.post('/api/v1/rgb/utxos/fund', { inputs: [{ outpoint: input }], outputs: [{ address: rgbAddresses[0], value_sats: '20000' }], change_address: faucet.address, fee_rate_sats_per_vb: 2 });
    expect(foreignChange).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringMatching(/plain wallet/), details: { field: 'change_address' } } });
    const notRgb = await a.post('/api/v1/rgb/utxos/fund', { inputs: [{ outpoint: input }], outputs: [{ address: change, value_sats: '20000' }], change_address: plain, fee_rate_sats_per_vb: 2 });
    expect(notRgb).toMatchObject({ status: 400, body: { details: { field: 'outputs[0].address' } } });

    const res = await a.post<{ txid: string; status: string; outputs: { address: string; value_sats: string; vout: number }[]; fee_sats: string; change: { address: string; value_sats: string; vout: number } }>('/api/v1/rgb/utxos/fund', {
      inputs: [{ outpoint: input }],
      outputs: rgbAddresses.map((address) => ({ address, value_sats: '20000' })),
      change_address: change,
      fee_rate_sats_per_vb: 2,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      txid: expect.stringMatching(/^[0-9a-f]{64}$/),
      status: 'broadcast',
      outputs: rgbAddresses.map((address, vout) => ({ address, value_sats: '20000', vout })),
      fee_sats: expect.stringMatching(/^[1-9][0-9]*$/),
      change: { address: change, value_sats: expect.any(String), vout: 5 },
    });
    expect(BigInt(res.body.change.value_sats) + BigInt(res.body.fee_sats) + 100_000n).toBe(1_000_000n);
    await indexer.waitForHeight(await btcd.client.getBlockCount());
    await eventually(async () => (await a.post('/api/v1/rgb/sync')).status === 200 && (await a.get<{ utxos: Utxo[] }>('/api/v1/rgb/utxos')).body.utxos.length === 5, 'rgb-lib to see the five mempool outputs');
    const utxos = (await a.get<{ utxos: Utxo[] }>('/api/v1/rgb/utxos?refresh=true')).body.utxos;
    expect(utxos.map((u) => u.outpoint).sort()).toEqual([0, 1, 2, 3, 4].map((v) => `${res.body.txid}:${v}`).sort());
    expect(utxos[0]).toEqual({
      outpoint: expect.any(String),
      value_sats: '20000',
      confirmation: { status: 'mempool' },
      lock: { locked: false, kind: 'none', operation_id: null },
      rgb: { allocations: [], has_mixed_asset_allocations: false, spend_roles: ['rgb-state', 'fee-support'] },
    });
  });

  it('issues an NIA whose balance moves from tentative to mined when its carrier confirms', async () => {
    const res = await a.post<{ ok: boolean; contract_id: string; issued_supply: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Alice Token', ticker: 'ALC', precision: 2, issued_supply: '100000' });
    expect(res.body).toEqual({ ok: true, contract_id: expect.stringMatching(/^contract:/), issued_supply: '100000' });
    issued.NIA = res.body.contract_id;
    const before = await a.get<{ contract_id: string; balance: Balance }>(`/api/v1/rgb/contract/${issued.NIA}/balance`);
    expect(before.body).toEqual({ contract_id: issued.NIA, balance: { mined: '0', tentative: '100000', offchain: '0', archived: '0', total: '100000' } });
    await mine(1);
    const after = await eventually(async () => {
      const r = await a.get<{ balance: Balance }>(`/api/v1/rgb/contract/${issued.NIA}/balance`);
      return r.body.balance.mined === '100000' ? r.body.balance : undefined;
    }, 'the NIA balance to be mined');
    expect(after).toEqual({ mined: '100000', tentative: '0', offchain: '0', archived: '0', total: '100000' });
    // rgb-lib's "rgb:" form is accepted on input too
    expect((await a.get(`/api/v1/rgb/contract/${issued.NIA.replace('contract:', 'rgb:')}/balance`)).status).toBe(200);
  });

  it('issues with every other built-in issuer rgb-lib supports (CFA, UDA, IFA) and lists them', async () => {
    const issuers = await a.get<{ issuers: string[] }>('/api/v1/rgb/issuers');
    expect(issuers.body.issuers).toEqual(expect.arrayContaining(['NIA', 'CFA', 'UDA', 'IFA']));
    for (const [issuer, body] of [
      ['CFA', { contract_name: 'Collectible', precision: 0, issued_supply: '500' }],
      ['UDA', { contract_name: 'Unique', ticker: 'UNQ', issued_supply: '1' }],
      ['IFA', { contract_name: 'Inflatable', ticker: 'INF', issued_supply: '777' }],
    ] as const) {
      const res = await a.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: issuer, ...body });
      expect(res.status).toBe(200);
      issued[issuer] = res.body.contract_id;
    }
    const list = await a.get<{ contracts: Record<string, unknown>[] }>('/api/v1/rgb/contracts');
    expect(list.body.contracts).toEqual(
      expect.arrayContaining([
        { contract_id: issued.NIA, name: 'Alice Token', ticker: 'ALC', precision: 2, issued_supply: '100000' },
        expect.objectContaining({ contract_id: issued.CFA, name: 'Collectible', issued_supply: '500' }),
        expect.objectContaining({ contract_id: issued.UDA, ticker: 'UNQ', issued_supply: '1' }),
        expect.objectContaining({ contract_id: issued.IFA, ticker: 'INF', issued_supply: '777' }),
      ]),
    );
    const huge = await a.post('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Huge', ticker: 'HUGE', issued_supply: '9007199254740992' });
    expect(huge).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'issued_supply' } } });
  });

  it('lists carriers with allocations and confirmation after refresh=true, and a summary', async () => {
    const utxos = (await a.get<{ utxos: Utxo[] }>('/api/v1/rgb/utxos?refresh=true')).body.utxos;
    const carrier = utxos.find((u) => u.rgb.allocations.some((x) => x.contract_id === issued.NIA)) as Utxo;
    expect(carrier.confirmation).toEqual({ status: 'confirmed', height: await btcd.client.getBlockCount() });
    expect(carrier.rgb).toEqual({ allocations: [{ contract_id: issued.NIA, amount: '100000', layer: 'base' }], has_mixed_asset_allocations: false, spend_roles: ['rgb-state'] });
    const summary = (await a.get<{ utxos: { outpoint: string; confirmed_height: number; reserved: boolean; assets: unknown[] }[] }>('/api/v1/rgb/utxos/summary?refresh=true')).body.utxos;
    expect(summary.find((s) => s.outpoint === carrier.outpoint)).toEqual({ outpoint: carrier.outpoint, value_sats: '20000', confirmed_height: carrier.confirmation.height, reserved: false, assets: [{ contract_id: issued.NIA, amount: '100000' }] });
    // The single-outpoint lookup: the same entry; an outpoint that is no carrier is 404, a malformed one 400.
    expect((await a.get<Utxo>(`/api/v1/rgb/utxos/${carrier.outpoint}`)).body).toEqual(carrier);
    expect(await a.get(`/api/v1/rgb/utxos/${'ab'.repeat(32)}:7`)).toMatchObject({ status: 404, body: { error: 'NotFound' } });
    expect(await a.get('/api/v1/rgb/utxos/not-an-outpoint')).toMatchObject({ status: 400 });
  });

  it('reserves and releases a carrier', async () => {
    const utxos = (await a.get<{ utxos: Utxo[] }>('/api/v1/rgb/utxos')).body.utxos;
    const target = utxos[0].outpoint;
    const r = await a.post<{ reservation_id: string; outpoint: string; reserved_until_unix_secs: string }>('/api/v1/rgb/utxos/reserve', { outpoint: target, ttl_secs: 60 });
    expect(r.body).toEqual({ reservation_id: expect.any(String), outpoint: target, reserved_until_unix_secs: expect.stringMatching(/^\d+$/) });
    expect((await a.post('/api/v1/rgb/utxos/reserve', { outpoint: target })).status).toBe(409);
    const listed = (await a.get<{ utxos: Utxo[] }>('/api/v1/rgb/utxos')).body.utxos.find((u) => u.outpoint === target) as Utxo;
    expect(listed.lock).toEqual({ locked: true, kind: 'manual_reservation', operation_id: r.body.reservation_id });
    expect((await a.post('/api/v1/rgb/utxos/release', { reservation_id: r.body.reservation_id })).body).toEqual({ released: true });
    expect((await a.post('/api/v1/rgb/utxos/release', { outpoint: target })).body).toEqual({ released: false });
  });

  it('exports a contract, serves the consignment publicly as raw/gzip/zip, and bob imports it (same id and metadata)', async () => {
    const exp = await a.post<{ ok: boolean; contract_id: string; consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: issued.NIA });
    expect(exp.body).toEqual({ ok: true, contract_id: issued.NIA, consignment_key: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const url = `${alice.baseUrl}/api/v1/rgb/consignments/${exp.body.consignment_key}`;
    const raw = new Uint8Array(await (await fetch(url)).arrayBuffer());
    const gz = await fetch(`${url}?format=gzip`);
    expect(gz.headers.get('content-type')).toContain('application/gzip');
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer()))).toEqual(raw);
    const zip = new Uint8Array(await (await fetch(`${url}?format=zip`)).arrayBuffer());
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(Object.values(unzipSync(zip))[0]).toEqual(raw);
    expect((await fetch(`${alice.baseUrl}/api/v1/rgb/consignments/${'0'.repeat(64)}`)).status).toBe(404);

    expect((await b.get(`/api/v1/rgb/contract/${issued.NIA}/known`)).body).toEqual({ contract_id: issued.NIA, known: false });
    expect(await b.get(`/api/v1/rgb/contract/${issued.NIA}/balance`)).toMatchObject({ status: 404, body: { error: 'ContractNotFound' } });
    const imp = await b.post<{ ok: boolean; contract_id: string; consignment_key: string }>(`/api/v1/rgb/contracts/import?contract_id=${encodeURIComponent(issued.NIA)}&format=zip`, zip, { 'Content-Type': 'application/octet-stream' });
    expect(imp.body).toEqual({ ok: true, contract_id: issued.NIA, consignment_key: expect.any(String) });
    expect((await b.get(`/api/v1/rgb/contract/${issued.NIA}/known`)).body).toEqual({ contract_id: issued.NIA, known: true });
    const aliceView = (await a.get<{ contracts: { contract_id: string }[] }>('/api/v1/rgb/contracts')).body.contracts.find((c) => c.contract_id === issued.NIA);
    const bobView = (await b.get<{ contracts: { contract_id: string }[] }>('/api/v1/rgb/contracts')).body.contracts.find((c) => c.contract_id === issued.NIA);
    expect(bobView).toEqual(aliceView);
    expect((await b.get<{ balance: Balance }>(`/api/v1/rgb/contract/${issued.NIA}/balance`)).body.balance.total).toBe('0');
    // Bob's rgb-lib holds the contract itself: exporting it from bob gives alice's bytes.
    const again = await b.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: issued.NIA });
    expect(again.status).toBe(200);
    expect(new Uint8Array(await (await fetch(`${bob.baseUrl}/api/v1/rgb/consignments/${again.body.consignment_key}`)).arrayBuffer())).toEqual(raw);
  });

  it('refuses a tampered consignment with 422 and changes nothing', async () => {
    const exp = await a.post<{ consignment_key: string }>('/api/v1/rgb/contracts/export', { contract_id: issued.CFA });
    const raw = new Uint8Array(await (await fetch(`${alice.baseUrl}/api/v1/rgb/consignments/${exp.body.consignment_key}`)).arrayBuffer());
    expect(new TextDecoder().decode(raw.subarray(0, 7))).toBe('RGB\0CON'); // a real RGB v0.11 contract consignment
    const before = (await b.get('/api/v1/rgb/contracts')).body;
    const importAs = (body: Uint8Array, id = issued.CFA) => b.post(`/api/v1/rgb/contracts/import?contract_id=${encodeURIComponent(id)}`, body, { 'Content-Type': 'application/octet-stream' });

    // The issued supply (500 as u64 little-endian) inflated in place: RGB validation fails.
    const supply = Buffer.from([0xf4, 0x01, 0, 0, 0, 0, 0, 0]);
    const at = Buffer.from(raw).indexOf(supply);
    expect(at).toBeGreaterThan(0);
    const inflated = Uint8Array.from(raw);
    inflated[at + 1] = 0x13; // 500 → 5108
    const inflatedRes = await importAs(inflated);
    expect(inflatedRes).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    expect(JSON.stringify(inflatedRes.body)).not.toMatch(/decode/); // refused by validation, not by the parser
    // The name changed in place: still a valid contract, but another one than asked for.
    const renamed = Buffer.from(raw);
    const name = renamed.indexOf(Buffer.from('Collectible'));
    expect(name).toBeGreaterThan(0);
    renamed.write('Kollectible', name);
    expect(await importAs(new Uint8Array(renamed))).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    expect(await importAs(raw.subarray(0, raw.length - 9))).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    const notRgb = await b.post('/api/v1/rgb/contracts/import', gzipSync(new TextEncoder().encode('{"contract_id":"x"}')), { 'Content-Type': 'application/octet-stream' });
    expect(notRgb).toMatchObject({ status: 422, body: { error: 'ConsignmentInvalid' } });
    expect(await importAs(raw, issued.NIA)).toMatchObject({ status: 422 });
    expect((await b.get('/api/v1/rgb/contracts')).body).toEqual(before);
    expect((await b.get(`/api/v1/rgb/contract/${issued.CFA}/known`)).body).toEqual({ contract_id: issued.CFA, known: false });
  });

  it('lists a corrupt issuer file in invalid_issuers and keeps the registry working; a valid gzip issuer issues', async () => {
    const bad = await b.post('/api/v1/rgb/issuers/import?name=broken&format=raw', new TextEncoder().encode('{"format": "rln-issuer/1", "schema": '), { 'Content-Type': 'application/octet-stream' });
    expect(bad).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { issuer_name: 'broken' } } });
    const good = await a.post('/api/v1/rgb/issuers/import?name=house-token', gzipSync(new TextEncoder().encode(JSON.stringify({ format: 'rln-issuer/1', schema: 'NIA', description: 'house token' }))), { 'Content-Type': 'application/octet-stream' });
    expect(good.body).toEqual({ ok: true, issuer_name: 'house-token' });
    const registry = await b.get<{ issuers: string[]; invalid_issuers: { name: string; error: string }[] }>('/api/v1/rgb/issuers');
    expect(registry.body.issuers).toEqual(expect.arrayContaining(['NIA', 'CFA', 'UDA', 'IFA']));
    expect(registry.body.invalid_issuers).toEqual([{ name: 'broken', error: expect.stringContaining('JSON') }]);
    expect((await a.get<{ issuers: string[] }>('/api/v1/rgb/issuers')).body.issuers).toContain('house-token');
    const viaCustom = await a.post('/api/v1/rgb/contracts/issue', { issuer_name: 'house-token', contract_name: 'House', ticker: 'HSE', issued_supply: '10' });
    expect(viaCustom).toMatchObject({ status: 200, body: { ok: true, contract_id: expect.stringMatching(/^contract:/) } });
    // every carrier now holds an allocation (one per UTXO): no room for another issuance
    const none = await a.post('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'More', ticker: 'MORE', issued_supply: '1' });
    expect(none).toMatchObject({ status: 409, body: { error: 'InsufficientAssetBalance' } });
  });
});
