import { createTestDatabase } from '@rln/testing';
import { Database } from './database';
import { persistenceContract } from './testing/persistence.contract';

describe('persistence on PostgreSQL', () => {
  let drop: () => Promise<void>;
  persistenceContract(
    async () => {
      const created = await createTestDatabase();
      drop = created.drop;
      return Database.open({ kind: 'postgres', url: created.url });
    },
    async (db) => {
      await db.close();
      await drop();
    },
  );
});
