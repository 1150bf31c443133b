import { KvEntry, KvStore, KvWrite, VersionConflictError } from '@rln/core';
import type { EntityManager } from 'typeorm';
import { Database } from '../database';
import { KvEntryEntity } from '../entities/kv-entry.entity';

/** Runs one SQL statement and returns the rows it selected or returned. */
type Run = <T>(sql: string, parameters: readonly unknown[]) => Promise<T[]>;

/**
 * The KvStore on table `kv_entry`. Each get and put is one statement: LDK writes its monitor and
 * manager through here on every payment, and a put used to be four round trips (BEGIN, a locking
 * SELECT that read the old value back, the write, COMMIT). The version check is the statement's
 * own WHERE or ON CONFLICT, which PostgreSQL evaluates under the row's lock, so concurrent
 * writers of one key still serialise and exactly one wins. `writeAll` runs the same statements
 * in one transaction (the engine's manager and monitor updates commit together).
 */
export class TypeormKvStore implements KvStore {
  private readonly single: Run = (sql, parameters) => this.db.statement(sql, parameters);

  constructor(private readonly db: Database) {}

  async get(namespace: string, key: string): Promise<KvEntry | null> {
    const [row] = await this.db.statement<{ value: Buffer; version: string }>('SELECT value, version FROM kv_entry WHERE namespace = $1 AND key = $2', [namespace, key]);
    return row ? { namespace, key, value: new Uint8Array(row.value), version: BigInt(row.version) } : null;
  }

  put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    return putWith(this.single, namespace, key, value, expectedVersion);
  }

  async delete(namespace: string, key: string): Promise<boolean> {
    const result = await this.db.transaction((m) => m.delete(KvEntryEntity, { namespace, key }));
    return (result.affected ?? 0) > 0;
  }

  async list(namespace: string): Promise<string[]> {
    const rows = await this.db.transaction((m) =>
      m.find(KvEntryEntity, { where: { namespace }, select: { key: true }, order: { key: 'ASC' } }),
    );
    return rows.map((r) => r.key);
  }

  /** Puts one statement each; the deletes of a namespace one statement (a full monitor deletes all its update records). */
  writeAll(writes: readonly KvWrite[]): Promise<bigint[]> {
    return this.db.transaction(async (m) => {
      const run = inTransaction(m);
      const deletes = new Map<string, string[]>();
      for (const w of writes) if (w.value === null) deletes.set(w.namespace, [...(deletes.get(w.namespace) ?? []), w.key]);
      for (const [namespace, keys] of deletes) await run('DELETE FROM kv_entry WHERE namespace = $1 AND key = ANY($2::text[])', [namespace, keys]);
      const versions: bigint[] = [];
      for (const w of writes) versions.push(w.value === null ? 0n : await putWith(run, w.namespace, w.key, w.value, w.expectedVersion));
      return versions;
    });
  }
}

function inTransaction(m: EntityManager): Run {
  const runner = m.queryRunner;
  if (!runner) throw new Error('a transaction without a query runner');
  return async <T>(sql: string, parameters: readonly unknown[]) => (await runner.query(sql, [...parameters], true)).records as T[];
}

async function putWith(run: Run, namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
  const data = Buffer.from(value);
  let rows: Array<{ version: string }>;
  if (expectedVersion === undefined) {
    rows = await run(
      `INSERT INTO kv_entry (namespace, key, value, version, updated_at) VALUES ($1, $2, $3, 1, now())
       ON CONFLICT (namespace, key) DO UPDATE SET value = EXCLUDED.value, version = kv_entry.version + 1, updated_at = EXCLUDED.updated_at
       RETURNING version`,
      [namespace, key, data],
    );
  } else if (expectedVersion === 0n) {
    rows = await run(
      `INSERT INTO kv_entry (namespace, key, value, version, updated_at) VALUES ($1, $2, $3, 1, now())
       ON CONFLICT (namespace, key) DO NOTHING RETURNING version`,
      [namespace, key, data],
    );
  } else {
    rows = await run(
      'UPDATE kv_entry SET value = $3, version = version + 1, updated_at = now() WHERE namespace = $1 AND key = $2 AND version = $4 RETURNING version',
      [namespace, key, data, expectedVersion.toString()],
    );
  }
  if (rows.length === 1) return BigInt(rows[0].version);
  const [current] = await run<{ version: string }>('SELECT version FROM kv_entry WHERE namespace = $1 AND key = $2', [namespace, key]);
  throw new VersionConflictError(`kv ${namespace}/${key} is at version ${current ? current.version : 0}, not ${expectedVersion}`);
}
