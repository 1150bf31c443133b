import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A UTXO held by an operation or a reservation; ends at release, expiry or when seen spent. */
@Entity({ name: 'wallet_lock' })
@Index('wallet_lock_operation', ['walletId', 'operationId'])
export class WalletLockEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @PrimaryColumn({ type: 'text' })
  txid!: string;

  @PrimaryColumn({ type: 'integer' })
  vout!: number;

  @Column({ type: 'text' })
  kind!: string;

  @Column({ name: 'operation_id', type: 'text' })
  operationId!: string;

  @Column({ name: 'expires_at_unix_secs', type: 'bigint', nullable: true })
  expiresAtUnixSecs!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
