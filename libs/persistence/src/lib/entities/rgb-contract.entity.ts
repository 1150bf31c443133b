import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A contract the node knows (issued here or imported from a consignment). */
@Entity({ name: 'rgb_contract' })
export class RgbContractEntity {
  @PrimaryColumn({ name: 'contract_id', type: 'text' })
  contractId!: string;

  @Column({ type: 'text' })
  schema!: string;

  @Column({ name: 'issuer_name', type: 'text', nullable: true })
  issuerName!: string | null;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  ticker!: string | null;

  @Column({ type: 'integer' })
  precision!: number;

  @Column({ name: 'issued_supply', type: 'numeric', precision: 30, scale: 0 })
  issuedSupply!: string;

  @Column({ type: 'text', nullable: true })
  details!: string | null;

  @Column({ type: 'text' })
  origin!: 'issued' | 'imported';

  @Column({ name: 'created_at_unix_secs', type: 'bigint' })
  createdAtUnixSecs!: string;
}
