import type { IdempotencyStore } from '../lib/ports/idempotency-store.port';

/** The behaviour every IdempotencyStore must have; run against each implementation. */
export function idempotencyStoreContract(name: string, open: () => Promise<IdempotencyStore>, close: (store: IdempotencyStore) => Promise<void> = async () => undefined): void {
  describe(`${name} (IdempotencyStore contract)`, () => {
    // One store for the suite (opening PGlite is slow); each test has keys of its own.
    let store: IdempotencyStore;
    let test = 0;
    const k = (name: string) => `t${test}-${name}`;
    beforeAll(async () => {
      store = await open();
    });
    beforeEach(() => {
      test += 1;
    });
    afterAll(async () => {
      await close(store);
    });

    it('claims a new key once; later claims see the first row', async () => {
      expect(await store.claim(k('k'), 'fp1', 'a', 100)).toBeNull();
      expect(await store.claim(k('k'), 'fp2', 'b', 200)).toEqual({ key: k('k'), fingerprint: 'fp1', state: 'running', owner: 'a', responseStatus: null, responseBody: null, createdAtUnixSecs: 100 });
    });

    it('of concurrent claims of one key exactly one wins', async () => {
      const results = await Promise.all(['a', 'b', 'c', 'd'].map((owner) => store.claim(k('k'), 'fp', owner, 100)));
      expect(results.filter((r) => r === null)).toHaveLength(1);
    });

    it('completes only the owner’s running row, and keeps the response', async () => {
      await store.claim(k('k'), 'fp', 'a', 100);
      await store.complete(k('k'), 'b', 500, '{}');
      expect(await store.claim(k('k'), 'fp', 'x', 1)).toMatchObject({ state: 'running' });
      await store.complete(k('k'), 'a', 201, '{"id":"p1"}');
      expect(await store.claim(k('k'), 'fp', 'x', 1)).toMatchObject({ state: 'done', responseStatus: 201, responseBody: '{"id":"p1"}' });
      await store.complete(k('k'), 'a', 500, '{}');
      expect(await store.claim(k('k'), 'fp', 'x', 1)).toMatchObject({ responseStatus: 201 });
    });

    it('releases only the owner’s running row', async () => {
      await store.claim(k('k'), 'fp', 'a', 100);
      await store.release(k('k'), 'b');
      expect(await store.claim(k('k'), 'fp', 'b', 100)).not.toBeNull();
      await store.release(k('k'), 'a');
      expect(await store.claim(k('k'), 'fp', 'b', 100)).toBeNull();
    });

    it('takes over a running row from the named owner only, once', async () => {
      await store.claim(k('k'), 'fp', 'dead', 100);
      expect(await store.takeOver(k('k'), 'other', 'me')).toBe(false);
      const takes = await Promise.all([store.takeOver(k('k'), 'dead', 'me'), store.takeOver(k('k'), 'dead', 'you')]);
      expect(takes.filter(Boolean)).toHaveLength(1);
      await store.complete(k('k'), 'x', 200, '{}');
      const winner = takes[0] ? 'me' : 'you';
      await store.complete(k('k'), winner, 200, '{}');
      expect(await store.takeOver(k('k'), winner, 'late')).toBe(false);
    });

    it('purges rows created before a time', async () => {
      // Earlier tests' rows were all created at or before 200.
      await store.claim(k('old'), 'fp', 'a', 1_000);
      await store.claim(k('new'), 'fp', 'a', 2_000);
      await store.purgeCreatedBefore(1_000);
      expect(await store.purgeCreatedBefore(1_500)).toBe(1);
      expect(await store.claim(k('old'), 'fp', 'a', 3_000)).toBeNull();
      expect(await store.claim(k('new'), 'fp', 'a', 3_000)).not.toBeNull();
    });
  });
}
