import { join } from 'node:path';
import { sh } from '@rln/bench-common';
import { PostgresServerCpu } from './postgres-server-cpu';

/** PostgreSQL databases for our nodes, one per node, on the test server; all dropped at the end. */
export class BenchDatabases {
  private readonly drops: (() => Promise<void>)[] = [];

  constructor(private readonly root: string) {}

  /** TEST_DATABASE_URL, or the server tools/testing/start-postgres.sh starts (or finds running). */
  get adminUrl(): string {
    const url = process.env['TEST_DATABASE_URL'] ?? sh('bash', [join(this.root, 'tools/testing/start-postgres.sh')]);
    process.env['TEST_DATABASE_URL'] = url;
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
