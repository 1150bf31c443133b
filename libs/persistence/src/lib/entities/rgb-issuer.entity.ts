import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An imported issuer file; `error` holds the load error of an invalid one. */
@Entity({ name: 'rgb_issuer' })
export class RgbIssuerEntity {
  @PrimaryColumn({ type: 'text' })
  name!: string;

  @Column({ type: 'bytea' })
  source!: Buffer;

  @Column({ type: 'text', nullable: true })
  schema!: string | null;

  @Column({ type: 'text', nullable: true })
  error!: string | null;

  @Column({ name: 'updated_at_unix_secs', type: 'bigint' })
  updatedAtUnixSecs!: string;
}
