import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'node_event' })
export class NodeEventEntity {
  /** bigserial: pg returns it as a string; the adapter converts to bigint. */
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'text' })
  type!: string;

  @Column({ type: 'jsonb' })
  data!: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'dedupe_key', type: 'text', nullable: true })
  dedupeKey!: string | null;

  @Column({ name: 'handled_at', type: 'timestamptz', nullable: true })
  handledAt!: Date | null;
}
