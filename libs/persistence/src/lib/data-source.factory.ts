import { mkdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** Embedded PostgreSQL (PGlite, WASM) persisted in `dataDir`; `memory` for tests. */
  | { kind: 'pglite'; dataDir: string | 'memory' };

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `embedded PGlite (${target.dataDir})`;
  const url = new URL(target.url);
  url.password = url.password ? '***' : '';
  return `PostgreSQL ${url.toString()}`;
}

/**
 * Opens the database and applies pending migrations. Schema synchronisation is never used:
 * every change is a reviewed migration, so production and tests share one schema history.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DataSource> {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    synchronize: false,
    migrationsRun: false,
    logging: false,
  } as const;
  let dataSource: DataSource;
  if (target.kind === 'postgres') {
    dataSource = new DataSource({ type: 'postgres', url: target.url, ...common, extra: { max: 10 } });
  } else {
    if (target.dataDir !== 'memory') mkdirSync(target.dataDir, { recursive: true, mode: 0o700 });
    const driver = new PGliteDriver(target.dataDir === 'memory' ? {} : { dataDir: target.dataDir }).driver;
    dataSource = new DataSource({ type: 'postgres', driver, ...common });
  }
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  return dataSource;
}
