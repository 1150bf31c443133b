import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { childPids, cpuSeconds, parentPid, treeCpuSeconds, type ExternalDatabaseCpu } from './proc-stats';

/**
 * The CPU a PostgreSQL server spends for the benchmark's databases. LND keeps its bbolt
 * database in-process, so a fair CPU per payment of our PostgreSQL pair includes the server.
 *
 * The whole server's CPU is exact from /proc: the postmaster, its reaped children (backends
 * the node's pool closed during the phase) and its live children. Client backends of other
 * databases (another test run using the same server) are subtracted, as far as the 100 ms
 * sampling sees them; the shared processes (WAL writer, checkpointer, background writer,
 * autovacuum launcher) are counted whole: on a quiet machine they work for the benchmark.
 */
export class PostgresServerCpu implements ExternalDatabaseCpu {
  private baselineTotal = 0;
  /** Backends of other databases: CPU at their first sample (0 when born after start) and at the last. */
  private readonly foreign = new Map<number, { first: number; last: number }>();
  private readonly databaseOf = new Map<number, string>();

  private constructor(
    private readonly postmasterPid: number,
    private readonly benchDatabases: ReadonlySet<string>,
  ) {}

  /** Finds the server's postmaster: the parent of the backend that serves a connection of ours. */
  static async locate(adminUrl: string, benchDatabases: readonly string[]): Promise<PostgresServerCpu> {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return new PostgresServerCpu(parentPid(rows[0].pid), new Set(benchDatabases));
    } finally {
      await client.end();
    }
  }

  start(): void {
    this.foreign.clear();
    this.baselineTotal = treeCpuSeconds(this.postmasterPid);
    this.sample(true);
  }

  sample(atStart = false): void {
    for (const pid of childPids(this.postmasterPid)) {
      const database = this.databaseOfBackend(pid);
      if (database === null || this.benchDatabases.has(database)) continue;
      try {
        const cpu = cpuSeconds(pid);
        const seen = this.foreign.get(pid);
        if (seen) seen.last = cpu;
        else this.foreign.set(pid, { first: atStart ? cpu : 0, last: cpu });
      } catch {
        // exited since the listing
      }
    }
  }

  read(): number {
    let foreign = 0;
    for (const { first, last } of this.foreign.values()) foreign += last - first;
    return treeCpuSeconds(this.postmasterPid) - this.baselineTotal - foreign;
  }

  /** From the process title, `postgres: <user> <database> <host(port)> <activity>`; null for shared processes. */
  private databaseOfBackend(pid: number): string | null {
    const known = this.databaseOf.get(pid);
    if (known !== undefined) return known;
    let title = '';
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      // exited
    }
    const client = /^postgres: \S+ (\S+) (\S+\(\d+\)|\[local\])/.exec(title);
    const autovacuum = /^postgres: autovacuum worker (\S+)/.exec(title);
    const database = client?.[1] ?? autovacuum?.[1];
    // Not remembered when absent: a backend just forked has no title yet.
    if (database !== undefined) this.databaseOf.set(pid, database);
    return database ?? null;
  }
}
