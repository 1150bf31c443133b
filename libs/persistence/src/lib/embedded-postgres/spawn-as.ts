import { ChildProcess, SpawnOptions, spawn } from 'node:child_process';
import type { ServerAccount } from './server-account';

/**
 * Runs a PostgreSQL program in `dir` as the server account. The program gets `dir` as the
 * path to it (`dataDirArgument`); as root that is /proc/self/cwd: the cluster lives under the
 * node's data directory, whose 0700 directories the `postgres` account cannot traverse, but the
 * child enters `dir` while still root (libuv chdirs before it drops privileges) and the kernel
 * resolves /proc/self/cwd without walking the path. The environment is minimal: the node's
 * secrets (RPC password, DATABASE_URL) do not belong in another account's processes.
 */
export function spawnInCluster(
  account: ServerAccount,
  dir: string,
  command: string,
  args: (dataDirArgument: string) => string[],
  options: Pick<SpawnOptions, 'stdio' | 'detached'>,
): ChildProcess {
  const dataDir = account.kind === 'other' ? '/proc/self/cwd' : dir;
  const env = { PATH: process.env['PATH'] ?? '/usr/bin:/bin', LC_ALL: 'C' };
  const [file, ...rest] = [command, ...args(dataDir)] as [string, ...string[]];
  return spawn(file, rest, { ...options, cwd: dir, env, ...(account.kind === 'other' ? { uid: account.uid, gid: account.gid } : {}) });
}
