import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WalletStore } from '@rln/btc-wallet';
import { walletStoreContract } from '@rln/btc-wallet/testing';
import { Database } from '../database';
import { createTestDatabase } from '@rln/testing';
import { TypeormWalletStore } from './typeorm-wallet-store';

// The WalletStore contract (libs/rgb-wallet) on both database backends.
const opened = new Map<WalletStore, { db: Database; drop?: () => Promise<void> }>();

describe('TypeormWalletStore on PostgreSQL', () => {
  walletStoreContract(
    async () => {
      const created = await createTestDatabase();
      const db = await Database.open({ kind: 'postgres', url: created.url });
      const store = new TypeormWalletStore(db);
      opened.set(store, { db, drop: created.drop });
      return store;
    },
    async (store) => closeStore(store),
  );
});

describe('TypeormWalletStore on PGlite', () => {
  walletStoreContract(
    async () => {
      const db = await Database.open({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'wallet-pglite-')), 'db') });
      const store = new TypeormWalletStore(db);
      opened.set(store, { db });
      return store;
    },
    async (store) => closeStore(store),
  );
});

async function closeStore(store: WalletStore): Promise<void> {
  const entry = opened.get(store);
  if (!entry) return;
  await entry.db.close();
  await entry.drop?.();
}
