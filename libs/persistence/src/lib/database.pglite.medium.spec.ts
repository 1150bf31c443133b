import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from './database';
import { persistenceContract } from './testing/persistence.contract';

// The opt-in embedded database for development and tests: the same migrations and behaviour on PGlite, on disk.
describe('persistence on PGlite', () => {
  persistenceContract(
    () => Database.open({ kind: 'pglite', dataDir: join(mkdtempSync(join(tmpdir(), 'pglite-')), 'db') }),
    (db) => db.close(),
  );
});
