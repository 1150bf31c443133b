import { DataSource, EntityManager } from 'typeorm';
import { DatabaseTarget, OpenOptions, describeTarget, openDatabase } from './data-source.factory';
import type { EmbeddedPostgres } from './embedded-postgres/embedded-postgres';
import { Mutex } from './mutex';

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

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = () => this.dataSource.transaction(work);
    return this.serial ? this.serial.runExclusive(run) : run();
  }

  /**
   * Work that is one statement (a lookup, an insert): atomic by itself, so it runs without the
   * BEGIN and COMMIT round trips (the payment path's records and every request's token lookup).
   */
  single<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = () => work(this.dataSource.manager);
    return this.serial ? this.serial.runExclusive(run) : run();
  }

  /**
   * One statement, atomic on its own (autocommit): no BEGIN and COMMIT round trips around it.
   * Returns the rows it selected or returned (`RETURNING`), whatever the command.
   */
  async statement<T>(sql: string, parameters: readonly unknown[]): Promise<T[]> {
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
