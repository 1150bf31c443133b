import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_FILE_BYTES, type RgbProxyStore } from '@rln/rgb-proxy';
import { rgbProxyStoreContract } from '@rln/rgb-proxy/testing';
import { createTestDatabase } from '@rln/testing';
import { Database } from '../database';
import { TypeormRgbProxyStore } from './typeorm-rgb-proxy-store';

// The RgbProxyStore contract (libs/rgb-proxy) on both database backends, and a large file
// through each: the proxy's largest on PostgreSQL; on PGlite, whose WASM engine takes minutes
// over 64 MiB on this 2-core machine (docs/rgb.md "RGB proxy"), 4 MiB.
const opened = new Map<RgbProxyStore, { db: Database; drop?: () => Promise<void> }>();

async function onPostgres(): Promise<RgbProxyStore> {
  const created = await createTestDatabase();
  const db = await Database.open({ kind: 'postgres', url: created.url });
  const store = new TypeormRgbProxyStore(db);
  opened.set(store, { db, drop: created.drop });
  return store;
}

async function onPglite(): Promise<RgbProxyStore> {
  const db = await Database.open({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'rgb-proxy-pglite-')), 'db') });
  const store = new TypeormRgbProxyStore(db);
  opened.set(store, { db });
  return store;
}

async function closeStore(store: RgbProxyStore): Promise<void> {
  const entry = opened.get(store);
  if (!entry) return;
  await entry.db.close();
  await entry.drop?.();
  opened.delete(store);
}

for (const [backend, open, largeBytes] of [['PostgreSQL', onPostgres, MAX_FILE_BYTES], ['PGlite', onPglite, 4 * 1024 * 1024]] as const) {
  describe(`TypeormRgbProxyStore on ${backend}`, () => {
    rgbProxyStoreContract(open, closeStore);

    it(`keeps a ${largeBytes / 1024 / 1024} MiB consignment byte for byte`, async () => {
      const store = await open();
      try {
        const file = randomBytes(largeBytes);
        const digest = createHash('sha256').update(file).digest('hex');
        expect(await store.addConsignment({ recipientId: 'utxob:large', txid: 'e'.repeat(64), vout: null, digest, file, postedAtUnixSecs: 1 })).toBe(true);
        const back = await store.consignmentFile('utxob:large');
        expect(back?.length).toBe(largeBytes);
        expect(createHash('sha256').update(back ?? new Uint8Array()).digest('hex')).toBe(digest);
      } finally {
        await closeStore(store);
      }
    }, 120_000);
  });
}
