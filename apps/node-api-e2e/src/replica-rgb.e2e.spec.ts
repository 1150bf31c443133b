import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ReplicaSet, RgbNet, balanceOf, eventually, waitRgbOnline } from '@rln/node-harness';
import { createTestDatabase } from '@rln/testing';

jest.setTimeout(900_000);

/**
 * rgb-lib keeps its state in files: with replicas they live in RLN_RGB_SHARED_DIR, one copy per
 * lease epoch. Two replicas of alice; everything goes through the follower (forwarded).
 */
describe('replicas with RGB: rgb-lib data follows the engine lease', () => {
  let net: RgbNet;
  let alice: ReplicaSet;
  let dropDatabase: () => Promise<void>;
  let shared: string;

  beforeAll(async () => {
    net = await RgbNet.start();
    const database = await createTestDatabase();
    dropDatabase = database.drop;
    shared = join(net.env.root, 'alice-rgb-shared');
    alice = await ReplicaSet.start(net.env, 'alice', 2, {
      databaseUrl: database.url,
      leaseTtlMs: 3000,
      extraEnv: { RLN_ESPLORA_URL: net.indexerUrl, RLN_RGB_SHARED_DIR: shared },
    });
  });

  afterAll(async () => {
    await alice?.stop();
    await net?.stop();
    await dropDatabase?.();
  });

  it('a contract issued under one holder is held, whole, by the next after a kill -9; the next issues too', async () => {
    const holder = await alice.waitForHolder();
    const follower = alice.replicas.find((r) => r !== holder);
    if (!follower) throw new Error('no follower');
    await waitRgbOnline(follower.api, 'alice (through the follower)');
    await net.fundCarriers(follower.api, 2);
    const issued = await follower.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Lease Token', ticker: 'LST', precision: 0, issued_supply: '1000' });
    expect(issued.status).toBe(200);
    const contract = issued.body.contract_id;
    await net.mine(1);
    const before = await balanceOf(follower.api, contract);
    expect(before.total).toBe('1000');

    await holder.process.stop('SIGKILL');
    const next = await alice.waitForHolder(60_000, holder);
    expect(next).toBe(follower);
    await waitRgbOnline(next.api, 'the new holder');
    expect(await balanceOf(next.api, contract)).toEqual(before);
    const again = await next.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'After Takeover', ticker: 'ATO', precision: 0, issued_supply: '5' });
    expect(again.status).toBe(200);
    await eventually(async () => (await balanceOf(next.api, again.body.contract_id)).total === '5', 'the second contract issued by the new holder');

    // Each epoch its own copy; the killed holder's stays as it was, beside the new one.
    const epochs = readdirSync(shared).filter((name) => /^rgb-epoch-\d{20}$/.test(name));
    expect(epochs.length).toBe(2);
    expect(existsSync(join(shared, epochs[1]))).toBe(true);
  });
});
