import { KvEntry, KvStore, VersionConflictError } from '@rln/core';
import { Database } from '../database';
import { KvEntryEntity } from '../entities/kv-entry.entity';

export class TypeormKvStore implements KvStore {
  constructor(private readonly db: Database) {}

  async get(namespace: string, key: string): Promise<KvEntry | null> {
    const row = await this.db.transaction((m) => m.findOneBy(KvEntryEntity, { namespace, key }));
    return row ? { namespace, key, value: new Uint8Array(row.value), version: BigInt(row.version) } : null;
  }

  async put(namespace: string, key: string, value: Uint8Array, expectedVersion?: bigint): Promise<bigint> {
    return this.db.transaction(async (m) => {
      // Row lock so concurrent writers of one key serialise and the version check is exact.
      const current = await m
        .createQueryBuilder(KvEntryEntity, 'kv')
        .setLock('pessimistic_write')
        .where('kv.namespace = :namespace AND kv.key = :key', { namespace, key })
        .getOne();
      const currentVersion = current ? BigInt(current.version) : 0n;
      if (expectedVersion !== undefined && expectedVersion !== currentVersion) {
        throw new VersionConflictError(
          `kv ${namespace}/${key} is at version ${currentVersion}, not ${expectedVersion}`,
        );
      }
      const next = currentVersion + 1n;
      const row = { namespace, key, value: Buffer.from(value), version: next.toString(), updatedAt: new Date() };
      if (current) await m.update(KvEntryEntity, { namespace, key }, row);
      else await m.insert(KvEntryEntity, row);
      return next;
    });
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
}
