// CPU per durable commit (one TypeormKvStore put of 2 kB, as a monitor update is), the node's and
// the server's, on the embedded PostgreSQL or on a PostgreSQL server reached over TCP:
//   node -r ./tools/register.js libs/persistence/scripts/embedded-database-cpu.ts embedded [commits]
//   node -r ./tools/register.js libs/persistence/scripts/embedded-database-cpu.ts external [commits] URL SERVER_DATA_DIR
// The server's CPU is its postmaster's and its children's (read from /proc, as root or the
// server's user). Linux only. Figures in docs/reliability.md "Embedded database".
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../src/lib/database';
import { TypeormKvStore } from '../src/lib/adapters/typeorm-kv-store';
import { readPostmasterPid } from '../src/lib/embedded-postgres/server-processes';

const CLOCK_TICKS_PER_SEC = 100;
const WARM_UP = 200;

/** utime + stime of the postmaster and its direct children (backends and auxiliary processes), in ms. */
function serverCpuMs(postmaster: number): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(entry) !== postmaster && Number(fields[1]) !== postmaster) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // exited meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SEC;
}

async function main(): Promise<void> {
  const [which = 'embedded', count = '3000', url, serverDir] = process.argv.slice(2);
  const commits = Number(count);
  const root = mkdtempSync(join(tmpdir(), 'rln-db-cpu-'));
  const clusterDir = which === 'embedded' ? join(root, 'pg') : serverDir;
  if (!clusterDir || (which !== 'embedded' && !url)) throw new Error('usage: embedded [commits] | external [commits] URL SERVER_DATA_DIR');
  const db = await Database.open(which === 'embedded' ? { kind: 'embedded-postgres', dataDir: clusterDir } : { kind: 'postgres', url: url as string });
  try {
    const postmaster = readPostmasterPid(clusterDir)?.pid;
    if (!postmaster) throw new Error(`no postmaster.pid in ${clusterDir}`);
    const kv = new TypeormKvStore(db);
    const namespace = `cpu-${process.pid}`;
    const value = new Uint8Array(2000).fill(7);
    for (let i = 0; i < WARM_UP; i++) await kv.put(namespace, `warm-${i}`, value);
    const server0 = serverCpuMs(postmaster);
    const node0 = process.cpuUsage();
    const wall0 = Date.now();
    for (let i = 0; i < commits; i++) await kv.put(namespace, `key-${i % 50}`, value);
    const wallMs = Date.now() - wall0;
    const node = process.cpuUsage(node0);
    const serverMs = serverCpuMs(postmaster) - server0;
    process.stdout.write(
      `${JSON.stringify({
        database: which,
        commits,
        commitsPerSec: Math.round((commits * 1000) / wallMs),
        nodeCpuUsPerCommit: Math.round((node.user + node.system) / commits),
        serverCpuUsPerCommit: Math.round((serverMs * 1000) / commits),
      })}\n`,
    );
    await db.statement('DELETE FROM kv_entry WHERE namespace = $1', [namespace]);
  } finally {
    await db.close();
    rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
