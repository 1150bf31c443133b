import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IdempotencyStore } from '@rln/idempotency';
import { idempotencyStoreContract } from '@rln/idempotency/testing';
import { createTestDatabase } from '@rln/testing';
import { Database } from '../database';
import { TypeormIdempotencyStore } from './typeorm-idempotency-store';

const opened = new Map<IdempotencyStore, { db: Database; drop?: () => Promise<void> }>();

async function close(store: IdempotencyStore): Promise<void> {
  const entry = opened.get(store);
  if (!entry) return;
  await entry.db.close();
  await entry.drop?.();
  opened.delete(store);
}

idempotencyStoreContract('TypeormIdempotencyStore on PostgreSQL', async () => {
  const created = await createTestDatabase();
  const db = await Database.open({ kind: 'postgres', url: created.url });
  const store = new TypeormIdempotencyStore(db);
  opened.set(store, { db, drop: created.drop });
  return store;
}, close);

idempotencyStoreContract('TypeormIdempotencyStore on PGlite', async () => {
  const db = await Database.open({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'idempotency-pglite-')), 'db') });
  const store = new TypeormIdempotencyStore(db);
  opened.set(store, { db });
  return store;
}, close);
