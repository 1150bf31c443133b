import { mkdirSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { PGliteDriver } from 'typeorm-pglite';
import { EmbeddedPostgres, EmbeddedPostgresLog } from './embedded-postgres/embedded-postgres';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** Connections in a PostgreSQL pool of this process. */
export const POOL_MAX_CONNECTIONS = 10;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** A PostgreSQL server the node starts itself on the cluster in `dataDir` (the durable embedded default). */
  | { kind: 'embedded-postgres'; dataDir: string }
  /** Embedded PostgreSQL (PGlite, WASM) persisted in `dataDir`; `memory` for tests. Not durable (no fsync). */
  | { kind: 'pglite'; dataDir: string | 'memory' };

export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `embedded PGlite (${target.dataDir})`;
  if (target.kind === 'embedded-postgres') return `embedded PostgreSQL (${target.dataDir})`;
  const url = new URL(target.url);
  url.password = url.password ? '***' : '';
  return `PostgreSQL ${url.toString()}`;
}

export interface OpenOptions {
  /** Names this process's sessions (PostgreSQL `application_name`): a new lease holder ends the old holder's. */
  applicationName?: string;
  /** Messages about the embedded server (cluster created, orphan stopped, server restarted). */
  log?: EmbeddedPostgresLog;
}

export interface OpenedDatabase {
  dataSource: DataSource;
  /** The server this process started for the database, stopped after the connection closes. */
  server: EmbeddedPostgres | null;
}

const COMMON = {
  entities: ENTITIES,
  migrations: MIGRATIONS,
  synchronize: false,
  migrationsRun: false,
  logging: false,
} as const;

/**
 * Opens the database and applies pending migrations. Schema synchronisation is never used:
 * every change is a reviewed migration, so production and tests share one schema history.
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<OpenedDatabase> {
  const server = target.kind === 'embedded-postgres' ? await EmbeddedPostgres.start(target.dataDir, { log: options.log }) : null;
  try {
    const dataSource = newDataSource(target, server, options.applicationName);
    await dataSource.initialize();
    try {
      await migrate(dataSource, target);
    } catch (error) {
      await dataSource.destroy();
      throw error;
    }
    return { dataSource, server };
  } catch (error) {
    await server?.stop();
    throw error;
  }
}

/** Replicas starting together on one database take turns: the first applies what is pending, the others find nothing left. */
const MIGRATION_LOCK = 0x726c6e6d; // "rlnm"

async function migrate(dataSource: DataSource, target: DatabaseTarget): Promise<void> {
  if (target.kind !== 'postgres') {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await runner.release();
  }
}

function newDataSource(target: DatabaseTarget, server: EmbeddedPostgres | null, applicationName?: string): DataSource {
  if (target.kind === 'postgres') return new DataSource({ type: 'postgres', url: target.url, ...COMMON, extra: { max: POOL_MAX_CONNECTIONS, ...(applicationName ? { application_name: applicationName } : {}) } });
  if (server) {
    return new DataSource({
      type: 'postgres',
      host: server.socketDir,
      port: server.port,
      username: server.user,
      database: server.database,
      ...COMMON,
      extra: { max: POOL_MAX_CONNECTIONS },
    });
  }
  const dataDir = target.dataDir;
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const driver = new PGliteDriver(dataDir === 'memory' ? {} : { dataDir }).driver;
  return new DataSource({ type: 'postgres', driver, ...COMMON });
}
