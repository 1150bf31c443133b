import { RegtestNodeEnv, TestNode } from './support/regtest-node-env';
import { eventually } from './support/http-client';

jest.setTimeout(180_000);

interface UtxoBody {
  utxos: { outpoint: string; value_sats: string; confirmation: { status: string; height?: number }; lock: { locked: boolean; kind: string } }[];
}

/** The plain BTC wallet over HTTP on a real btcd. */
describe('plain wallet endpoints', () => {
  let env: RegtestNodeEnv;
  let alice: TestNode;

  beforeAll(async () => {
    env = await RegtestNodeEnv.start();
    alice = await env.startNode('alice');
    await eventually(async () => (await alice.api.get('/api/v1/wallet/utxos')).status === 200, 'wallet to open');
  });

  afterAll(async () => {
    await env?.stop();
  });

  it('answers 404 AddressNotInitialized before the first address, then advances on each new one', async () => {
    expect(await alice.api.get('/api/v1/wallet/address/current')).toMatchObject({ status: 404, body: { error: 'AddressNotInitialized' } });
    const first = await alice.api.post<{ address: string }>('/api/v1/wallet/address/new');
    expect(first.status).toBe(200);
    expect(first.body.address).toMatch(/^bcrt1q[0-9a-z]{38}$/);
    expect((await alice.api.get<{ address: string }>('/api/v1/wallet/address/current')).body.address).toBe(first.body.address);
    const second = await alice.api.post<{ address: string }>('/api/v1/wallet/address/new');
    expect(second.body.address).not.toBe(first.body.address);
    expect((await alice.api.get<{ address: string }>('/api/v1/wallet/address/current')).body.address).toBe(second.body.address);
  });

  it('sees a faucet payment with its confirmation height after refresh', async () => {
    const { address } = (await alice.api.post<{ address: string }>('/api/v1/wallet/address/new')).body;
    const funded = await env.faucet.fund(address, 250_000n);
    const height = await env.btcd.client.getBlockCount();
    const list = await alice.api.get<UtxoBody>('/api/v1/wallet/utxos?refresh=true');
    expect(list.status).toBe(200);
    expect(list.body.utxos).toContainEqual({
      outpoint: `${funded.txid}:${funded.vout}`,
      value_sats: '250000',
      confirmation: { status: 'confirmed', height },
      lock: { locked: false, kind: 'none' },
    });
    expect((await alice.api.post('/api/v1/wallet/sync')).body).toEqual({ ok: true });
  });

  it('refreshes at most once per RLN_REFRESH_MIN_INTERVAL_SECS and says when it did not', async () => {
    const carol = await env.startNode('carol', { RLN_REFRESH_MIN_INTERVAL_SECS: '3600' });
    await eventually(async () => (await carol.api.get('/api/v1/wallet/utxos')).status === 200, 'wallet to open');
    const first = await carol.api.get<UtxoBody>('/api/v1/wallet/utxos?refresh=true');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-refresh')).toBe('done');
    const second = await carol.api.get<UtxoBody>('/api/v1/wallet/utxos?refresh=true');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-refresh')).toBe('skipped');
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(3000);
    const plain = await carol.api.get<UtxoBody>('/api/v1/wallet/utxos');
    expect(plain.headers.get('x-refresh')).toBeNull();
  });

  it('rejects a bad refresh value and unknown query fields with 400', async () => {
    expect(await alice.api.get('/api/v1/wallet/utxos?refresh=yes')).toMatchObject({ status: 400, body: { details: { field: 'refresh' } } });
    expect(await alice.api.get('/api/v1/wallet/utxos?colour=red')).toMatchObject({ status: 400, body: { details: { field: 'colour' } } });
  });

  it('keeps its addresses and coins across a restart', async () => {
    const before = await alice.api.get<UtxoBody>('/api/v1/wallet/utxos');
    const current = (await alice.api.get<{ address: string }>('/api/v1/wallet/address/current')).body.address;
    await alice.process.stop();
    await alice.process.start();
    await eventually(async () => (await alice.api.get('/api/v1/wallet/utxos')).status === 200, 'wallet to reopen');
    expect((await alice.api.get<{ address: string }>('/api/v1/wallet/address/current')).body.address).toBe(current);
    expect((await alice.api.get<UtxoBody>('/api/v1/wallet/utxos')).body.utxos).toEqual(before.body.utxos);
  });
});
