import { Database } from '../database';
import { TypeormRgbStore } from './typeorm-rgb-store';

describe('TypeormRgbStore on PGlite', () => {
  let db: Database;
  let store: TypeormRgbStore;

  beforeAll(async () => {
    db = await Database.open({ kind: 'pglite', dataDir: 'memory' });
    store = new TypeormRgbStore(db);
  });

  afterAll(async () => {
    await db?.close();
  });

  it('advances the address index atomically from 0', async () => {
    expect(await store.lastAddressIndex()).toBeNull();
    const got = await Promise.all([store.revealNextAddressIndex(), store.revealNextAddressIndex(), store.revealNextAddressIndex()]);
    expect(got.sort()).toEqual([0, 1, 2]);
    expect(await store.lastAddressIndex()).toBe(2);
  });

  it('holds one lock per outpoint, drops expired ones, releases by id or outpoint', async () => {
    await store.addLock({ outpoint: 'a:0', reservationId: 'r1', kind: 'manual_reservation', operationId: 'r1', expiresAtUnixSecs: 100 }, 50);
    await expect(store.addLock({ outpoint: 'a:0', reservationId: 'r2', kind: 'manual_reservation', operationId: 'r2', expiresAtUnixSecs: 200 }, 60)).rejects.toMatchObject({ code: 'Conflict' });
    // expired at 100: a new reservation may take it
    await store.addLock({ outpoint: 'a:0', reservationId: 'r3', kind: 'manual_reservation', operationId: 'r3', expiresAtUnixSecs: 300 }, 150);
    expect((await store.listLocks(150)).map((l) => l.reservationId)).toEqual(['r3']);
    expect(await store.releaseLock({ reservationId: 'r3' })).toBe(true);
    expect(await store.releaseLock({ outpoint: 'a:0' })).toBe(false);
  });

  it('imports a contract and its consignment together, or neither', async () => {
    const contract = { contractId: 'contract:abcdefghijkl', schema: 'NIA' as const, issuerName: null, name: 'T', ticker: 'T', precision: 0, issuedSupply: 9007199254740991n, details: null, origin: 'imported' as const, createdAtUnixSecs: 1 };
    await store.importContract(contract, { key: 'k1', contractId: contract.contractId, data: new Uint8Array([1, 2]), createdAtUnixSecs: 1 });
    expect(await store.getContract(contract.contractId)).toEqual(contract);
    // duplicate consignment key: the whole unit of work fails, the second contract is not written
    await expect(store.importContract({ ...contract, contractId: 'contract:zzzzzzzzzzzz' }, { key: 'k1', contractId: 'contract:zzzzzzzzzzzz', data: new Uint8Array([3]), createdAtUnixSecs: 2 })).rejects.toThrow();
    expect(await store.getContract('contract:zzzzzzzzzzzz')).toBeNull();
    expect(await store.getConsignment('k1')).toMatchObject({ data: new Uint8Array([1, 2]) });
  });

  it('keeps confirmations and issuers', async () => {
    await store.saveConfirmations(new Map([['t:1', { status: 'confirmed', height: 7 }], ['t:2', { status: 'mempool' }]]));
    expect(await store.confirmations()).toEqual(new Map([['t:1', { status: 'confirmed', height: 7 }], ['t:2', { status: 'mempool' }]]));
    await store.saveIssuer({ name: 'bad', source: new Uint8Array([0]), schema: null, error: 'not JSON', updatedAtUnixSecs: 3 });
    expect(await store.listIssuers()).toEqual([{ name: 'bad', source: new Uint8Array([0]), schema: null, error: 'not JSON', updatedAtUnixSecs: 3 }]);
  });
});
