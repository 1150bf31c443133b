import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The last block whose effects are stored, written in the same transaction as them. */
@Entity({ name: 'wallet_sync_state' })
export class WalletSyncStateEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @Column({ name: 'tip_height', type: 'integer' })
  tipHeight!: number;

  @Column({ name: 'tip_hash', type: 'text' })
  tipHash!: string;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
