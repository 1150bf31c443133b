import { readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { join } from 'node:path';

/** What postmaster.pid says: the postmaster's pid and, once it got that far, 'starting', 'ready' or 'stopping'. */
export interface PostmasterPid {
  pid: number;
  status: string | null;
}

export function readPostmasterPid(clusterDir: string): PostmasterPid | null {
  let text: string;
  try {
    text = readFileSync(join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, status: lines[7]?.trim() || null };
}

export interface ServerProcess {
  pid: number;
  ppid: number;
}

/** The postmasters among a cluster's processes: those whose parent is not one of them. */
export function postmasters(processes: readonly ServerProcess[]): number[] {
  const pids = new Set(processes.map((p) => p.pid));
  return processes.filter((p) => !pids.has(p.ppid)).map((p) => p.pid);
}

/** Whether this system lets us tell which processes serve a cluster (Linux's /proc). */
export const canIdentifyProcesses = process.platform === 'linux';

/**
 * The live processes of a server on `clusterDir` (postmaster and backends): PostgreSQL processes
 * are named `postgres` and chdir into their cluster. Zombies are dead. Processes we may not
 * inspect are other users' and cannot be serving our cluster (it is owned by us or, when we
 * are root, by an account we can inspect). Linux only.
 */
export function serverProcesses(clusterDir: string): ServerProcess[] {
  let cluster: string;
  try {
    cluster = realpathSync(clusterDir);
  } catch {
    return [];
  }
  const found: ServerProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) !== cluster) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ...": comm may hold spaces or parentheses, so split at the last ')'.
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const [state, ppid] = stat.slice(close + 2).split(' ');
      if (comm === 'postgres' && state !== 'Z') found.push({ pid: Number(entry), ppid: Number(ppid) });
    } catch {
      // gone meanwhile, or not ours to inspect
    }
  }
  return found;
}
