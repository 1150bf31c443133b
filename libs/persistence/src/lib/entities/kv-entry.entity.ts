import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Engine state blobs (LDK channel manager, monitors, graph, scorer) keyed by namespace/key. */
@Entity({ name: 'kv_entry' })
export class KvEntryEntity {
  @PrimaryColumn({ type: 'text' })
  namespace!: string;

  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'bytea' })
  value!: Buffer;

  /** bigint columns come back from pg as strings; the adapter converts. */
  @Column({ type: 'bigint' })
  version!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
