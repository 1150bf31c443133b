import { Client } from 'pg';

/** The one lease of a node's database: the replica that runs the engine. */
export const ENGINE_LEASE = 'engine';

/** What the database says of the current holder. */
export interface LeaseHolder {
  readonly replicaId: string;
  /** Where the other replicas forward commands to. */
  readonly url: string | null;
  readonly epoch: bigint;
  /** The holder did not renew in time (paused, partitioned, overloaded). */
  readonly expired: boolean;
  /** The holder's lease session still exists: the process has not died. */
  readonly alive: boolean;
}

export interface PgEngineLeaseOptions {
  /** The PostgreSQL every replica shares. */
  readonly url: string;
  readonly replicaId: string;
  /** This replica's forwarding address, published while it holds the lease (null: a single process, nothing to forward to). */
  readonly replicaUrl: string | null;
  readonly ttlMs: number;
  /** The lease session broke: the holder must treat the lease as lost (other replicas see it as dead). */
  readonly onSessionLost: (error: unknown) => void;
}

/** Application names let a new holder find (and end) the sessions of the replica it replaces. */
export function replicaApplicationName(replicaId: string): string {
  return `rln-${replicaId}`;
}

function leaseSessionName(replicaId: string): string {
  return `rln-${replicaId}-lease`;
}

interface LeaseRow {
  holder_id: string;
  holder_url: string | null;
  holder_pid: number | null;
  epoch: string;
  expired: boolean;
  alive: boolean;
  expires_in_ms: number;
}

/**
 * `alive`: the holder's lease session, named by its backend pid and start time (not by its
 * application_name, which a DATABASE_URL parameter or a pooler could change), still exists.
 */
const SELECT_HOLDER = `
  SELECT l.holder_id, l.holder_url, l.holder_pid, l.epoch, l.expires_at < now() AS expired,
         EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.pid = l.holder_pid AND a.backend_start = l.holder_backend_start) AS alive,
         CASE WHEN isfinite(l.expires_at) THEN GREATEST(0, EXTRACT(EPOCH FROM (l.expires_at - now())) * 1000)::float8 ELSE 0 END AS expires_in_ms
  FROM engine_lease l WHERE l.name = $1`;

/** A granted lease; `previousExpiresInMs`: how long the replaced holder's lease still ran (a dead session's, taken early). */
export interface LeaseGrant {
  readonly epoch: bigint;
  readonly previousExpiresInMs: number;
}

/**
 * The engine lease on PostgreSQL, over one dedicated session per replica.
 *
 * A holder is replaced when its lease expired (it stopped renewing: paused or cut off) or when
 * its lease session is gone (the process died: the kernel closed its socket, so the server
 * ended the session at once). A takeover, in one transaction: ends every session of the old
 * holder (`pg_terminate_backend`: its transactions in flight roll back and release their
 * fence locks), raises the epoch in `engine_fence` (waiting for those locks) and records the
 * new holder. From then on the old holder's units of work fail their fence check.
 */
export class PgEngineLease {
  private session: Client | null = null;

  constructor(private readonly options: PgEngineLeaseOptions) {}

  /** The current holder, or null when no replica ever held the lease. */
  async holder(): Promise<LeaseHolder | null> {
    const client = await this.connect();
    const { rows } = await client.query<LeaseRow>(SELECT_HOLDER, [ENGINE_LEASE]);
    return rows[0] && rows[0].holder_id !== '' ? toHolder(rows[0]) : null;
  }

  /**
   * Takes the lease when it is free, expired or its holder is dead; returns the new epoch, or
   * null while a live holder keeps it. Throws on database errors (the caller retries).
   */
  async tryAcquire(): Promise<LeaseGrant | null> {
    const client = await this.connect();
    const { replicaId, replicaUrl, ttlMs } = this.options;
    // An expired placeholder first, so that replicas starting together serialise on its row lock.
    await client.query(`INSERT INTO engine_lease (name, holder_id, epoch, expires_at) VALUES ($1, '', 0, '-infinity') ON CONFLICT (name) DO NOTHING`, [ENGINE_LEASE]);
    await client.query('BEGIN');
    try {
      // A fence lock held by a session that does not end (never expected) must not stall every takeover.
      await client.query(`SET LOCAL lock_timeout = '3s'`);
      const { rows } = await client.query<LeaseRow>(`${SELECT_HOLDER} FOR UPDATE OF l`, [ENGINE_LEASE]);
      const current = rows[0];
      if (current && current.holder_id !== replicaId && !current.expired && current.alive) {
        await client.query('ROLLBACK');
        return null;
      }
      if (current && current.holder_id !== replicaId && current.holder_id !== '') {
        // Only this database's sessions (another node's replicas on the same server may share a
        // replica id), and the recorded lease session only with its start time (its pid may
        // since belong to any other session on the server).
        await client.query(
          `SELECT pg_terminate_backend(a.pid) FROM pg_stat_activity a, engine_lease l
           WHERE l.name = $2 AND a.pid <> pg_backend_pid()
             AND ((a.datname = current_database() AND a.application_name = ANY($1::text[]))
                  OR (a.pid = l.holder_pid AND a.backend_start = l.holder_backend_start))`,
          [[replicaApplicationName(current.holder_id), leaseSessionName(current.holder_id)], ENGINE_LEASE],
        );
      }
      const fence = await client.query<{ epoch: string }>(
        `INSERT INTO engine_fence (name, epoch) VALUES ($1, 1)
         ON CONFLICT (name) DO UPDATE SET epoch = engine_fence.epoch + 1 RETURNING epoch`,
        [ENGINE_LEASE],
      );
      const epoch = fence.rows[0].epoch;
      await client.query(
        `INSERT INTO engine_lease (name, holder_id, holder_url, holder_pid, holder_backend_start, epoch, expires_at, acquired_at)
         VALUES ($1, $2, $3, pg_backend_pid(), (SELECT backend_start FROM pg_stat_activity WHERE pid = pg_backend_pid()), $4,
                 now() + make_interval(secs => $5::double precision / 1000), now())
         ON CONFLICT (name) DO UPDATE SET holder_id = EXCLUDED.holder_id, holder_url = EXCLUDED.holder_url,
           holder_pid = EXCLUDED.holder_pid, holder_backend_start = EXCLUDED.holder_backend_start,
           epoch = EXCLUDED.epoch, expires_at = EXCLUDED.expires_at, acquired_at = EXCLUDED.acquired_at`,
        [ENGINE_LEASE, replicaId, replicaUrl, epoch, ttlMs],
      );
      await client.query('COMMIT');
      const replaced = current && current.holder_id !== replicaId && current.holder_id !== '' && !current.expired;
      return { epoch: BigInt(epoch), previousExpiresInMs: replaced ? Number(current.expires_in_ms) : 0 };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  }

  /** Extends the lease by the ttl from now; false when this replica no longer holds `epoch`. */
  async renew(epoch: bigint): Promise<boolean> {
    const client = await this.connect();
    const result = await client.query(
      `UPDATE engine_lease SET expires_at = now() + make_interval(secs => $4::double precision / 1000)
       WHERE name = $1 AND holder_id = $2 AND epoch = $3`,
      [ENGINE_LEASE, this.options.replicaId, epoch.toString(), this.options.ttlMs],
    );
    return result.rowCount === 1;
  }

  /** Lets another replica take over at once (a clean stop, after the engine stopped). */
  async release(epoch: bigint): Promise<void> {
    const client = await this.connect();
    await client.query(`UPDATE engine_lease SET expires_at = now() - interval '1 second' WHERE name = $1 AND holder_id = $2 AND epoch = $3`, [
      ENGINE_LEASE,
      this.options.replicaId,
      epoch.toString(),
    ]);
  }

  async close(): Promise<void> {
    const client = this.session;
    this.session = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<Client> {
    if (this.session) return this.session;
    const client = new Client({ connectionString: this.options.url, application_name: leaseSessionName(this.options.replicaId) });
    const lost = (error: unknown) => {
      if (this.session !== client) return;
      this.session = null;
      this.options.onSessionLost(error);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the lease session ended')));
    await client.connect();
    this.session = client;
    return client;
  }
}

function toHolder(row: LeaseRow): LeaseHolder {
  return { replicaId: row.holder_id, url: row.holder_url, epoch: BigInt(row.epoch), expired: row.expired, alive: row.alive };
}
