import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One plain BTC wallet: what it was made from and where its sync starts. */
@Entity({ name: 'wallet_account' })
export class WalletAccountEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  network!: string;

  @Column({ name: 'external_descriptor', type: 'text' })
  externalDescriptor!: string;

  @Column({ name: 'internal_descriptor', type: 'text' })
  internalDescriptor!: string;

  @Column({ name: 'birthday_height', type: 'integer' })
  birthdayHeight!: number;

  @Column({ name: 'birthday_hash', type: 'text' })
  birthdayHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
