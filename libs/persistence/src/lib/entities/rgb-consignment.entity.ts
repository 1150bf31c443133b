import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A contract consignment, downloadable by its random key. */
@Entity({ name: 'rgb_consignment' })
export class RgbConsignmentEntity {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ name: 'contract_id', type: 'text' })
  contractId!: string;

  @Column({ type: 'bytea' })
  data!: Buffer;

  @Column({ name: 'created_at_unix_secs', type: 'bigint' })
  createdAtUnixSecs!: string;
}
