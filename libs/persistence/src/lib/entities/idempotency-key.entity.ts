import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One Idempotency-Key and the response of its first request (libs/idempotency IdempotencyRecord). */
@Entity({ name: 'idempotency_key' })
export class IdempotencyKeyEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  fingerprint!: string;

  @Column({ type: 'text' })
  state!: 'running' | 'done';

  @Column({ type: 'text' })
  owner!: string;

  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus!: number | null;

  @Column({ name: 'response_body', type: 'text', nullable: true })
  responseBody!: string | null;

  @Index()
  @Column({ name: 'created_at_unix_secs', type: 'bigint' })
  createdAtUnixSecs!: string;
}
