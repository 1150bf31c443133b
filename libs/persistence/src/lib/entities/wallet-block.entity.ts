import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The hash of every block the sync applied, to find the fork point after a reorg. */
@Entity({ name: 'wallet_block' })
export class WalletBlockEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @PrimaryColumn({ type: 'integer' })
  height!: number;

  @Column({ type: 'text' })
  hash!: string;
}
