import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { PostgresServerCpu } from './postgres-server-cpu';

/** PostgreSQL databases for our nodes, one per node, on the test server; all dropped at the end. */
export class BenchDatabases {
  private readonly drops: (() => Promise<void>)[] = [];

  constructor(private readonly root: string) {}

  /**
   * BENCH_DATABASE_URL, or a durable server of its own (fsync, synchronous_commit and
   * full_page_writes on, port 55433) that tools/testing/start-postgres.sh starts or finds
   * running: the tests' server runs with fsync off, which would flatter the PostgreSQL rows
   * against the durable embedded database and LND.
   */
  get adminUrl(): string {
    const url =
      process.env['BENCH_DATABASE_URL'] ??
      execFileSync('bash', [join(this.root, 'tools/testing/start-postgres.sh')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, RLN_TEST_PG_PORT: '55433', RLN_TEST_PG_FSYNC: 'on' },
      }).trim();
    process.env['BENCH_DATABASE_URL'] = url;
    process.env['TEST_DATABASE_URL'] = url; // createTestDatabase's server
    return url;
  }

  /** `count` new databases, and the meter of the server's CPU spent on them (and its shared processes). */
  async create(count: number): Promise<{ urls: string[]; serverCpu: PostgresServerCpu }> {
    const adminUrl = this.adminUrl;
    const { createTestDatabase } = await import('@rln/testing');
    const urls: string[] = [];
    for (let i = 0; i < count; i++) {
      const db = await createTestDatabase();
      this.drops.push(db.drop);
      urls.push(db.url);
    }
    const names = urls.map((u) => new URL(u).pathname.slice(1));
    return { urls, serverCpu: await PostgresServerCpu.locate(adminUrl, names) };
  }

  async dropAll(): Promise<void> {
    for (const drop of this.drops.splice(0)) await drop().catch(() => undefined);
  }
}
