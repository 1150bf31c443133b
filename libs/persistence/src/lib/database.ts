import { type EngineFence } from '@rln/core';
import { DataSource, EntityManager } from 'typeorm';
import { DatabaseTarget, OpenOptions, POOL_MAX_CONNECTIONS, describeTarget, openDatabase } from './data-source.factory';
import type { EmbeddedPostgres } from './embedded-postgres/embedded-postgres';
import { ENGINE_LEASE } from './engine-lease/pg-engine-lease';
import { Mutex } from './mutex';

const FENCE_CHECK = 'SELECT 1 FROM engine_fence WHERE name = $1 AND epoch = $2 FOR SHARE';

/**
 * The one way adapters reach the database. Every unit of work runs in a transaction, or is a
 * single statement (`statement`), which is atomic by itself.
 *
 * PGlite is a single embedded session: typeorm-pglite hands that same session to every
 * "pooled" client, so two concurrent transactions would interleave their statements in one
 * BEGIN..COMMIT. On PGlite units of work therefore run one at a time; on PostgreSQL they
 * run concurrently on pooled connections.
 */
export class Database {
  private readonly serial: Mutex | null;
  private fence: EngineFence | null = null;

  private constructor(
    readonly dataSource: DataSource,
    readonly target: DatabaseTarget,
    private readonly server: EmbeddedPostgres | null,
  ) {
    this.serial = target.kind === 'pglite' ? new Mutex() : null;
  }

  static async open(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
    const { dataSource, server } = await openDatabase(target, options);
    return new Database(dataSource, target, server);
  }

  describe(): string {
    return describeTarget(this.target);
  }

  /**
   * From now on every unit of work is fenced by the engine lease (replicas, docs/operations.md):
   * it checks the lease locally, then runs in a transaction whose first statement locks the
   * fence row FOR SHARE at `fence.epoch`. A takeover raises the epoch only after those
   * transactions ended, and every later one finds the new epoch and fails: an old holder that
   * wakes up never writes. `statement` and `single` then run in such a transaction too.
   */
  fenceWith(fence: EngineFence): void {
    if (this.target.kind === 'pglite') throw new Error('the engine lease needs PostgreSQL shared by the replicas');
    this.fence = fence;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const fence = this.fence;
    const fenced = (fence: EngineFence) => async () => {
      // A takeover terminates the old holder's sessions, so its pool may hand out a connection
      // that is already dead, and more than one when several sat idle. When that shows before
      // any of the work ran (BEGIN or the fence check), nothing was done: the next try takes
      // the next connection, and one new one at the latest (the pool holds at most
      // POOL_MAX_CONNECTIONS) reaches the fence check.
      for (let attempt = 1; ; attempt++) {
        let workStarted = false;
        try {
          // First, before a connection is even taken: a process waking from a pause stops here.
          fence.assertHeld();
          return await this.dataSource.transaction(async (manager) => {
            fence.assertHeld();
            const held = (await manager.query(FENCE_CHECK, [ENGINE_LEASE, fence.epoch.toString()])) as unknown[];
            if (held.length === 0) fence.lost(`the database holds a newer engine lease epoch than ${fence.epoch}`);
            workStarted = true;
            return work(manager);
          });
        } catch (error) {
          if (workStarted || attempt > POOL_MAX_CONNECTIONS || !isConnectionLost(error)) throw error;
        }
      }
    };
    const run = fence ? fenced(fence) : () => this.dataSource.transaction(work);
    return this.serial ? this.serial.runExclusive(run) : run();
  }

  /**
   * Work that is one statement (a lookup, an insert): atomic by itself, so it runs without the
   * BEGIN and COMMIT round trips (the payment path's records and every request's token lookup).
   */
  single<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.fence) return this.transaction(work);
    const run = () => work(this.dataSource.manager);
    return this.serial ? this.serial.runExclusive(run) : run();
  }

  /**
   * One statement, atomic on its own (autocommit): no BEGIN and COMMIT round trips around it.
   * Returns the rows it selected or returned (`RETURNING`), whatever the command.
   */
  async statement<T>(sql: string, parameters: readonly unknown[]): Promise<T[]> {
    if (this.fence) return this.transaction((manager) => runStatement<T>(manager, sql, parameters));
    const run = async () => {
      const runner = this.dataSource.createQueryRunner();
      try {
        return (await runner.query(sql, [...parameters], true)).records as T[];
      } finally {
        await runner.release();
      }
    };
    return this.serial ? this.serial.runExclusive(run) : run();
  }

  async ping(): Promise<void> {
    await this.transaction((m) => m.query('SELECT 1'));
  }

  /** Closes the connections, then stops the embedded server if this process started one. */
  async close(): Promise<void> {
    this.server?.retire();
    try {
      if (this.dataSource.isInitialized) await this.dataSource.destroy();
    } finally {
      await this.server?.stop();
    }
  }
}

async function runStatement<T>(manager: EntityManager, sql: string, parameters: readonly unknown[]): Promise<T[]> {
  if (!manager.queryRunner) throw new Error('a transaction without a query runner');
  return (await manager.queryRunner.query(sql, [...parameters], true)).records as T[];
}

/** The session ended under the statement: terminated by an administrator or a takeover, or the socket closed. */
function isConnectionLost(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('57P') || code.startsWith('08'))) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|terminating connection/i.test(message);
}
