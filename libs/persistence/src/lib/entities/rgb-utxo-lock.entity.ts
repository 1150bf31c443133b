import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A manual reservation or operation lock on an RGB carrier UTXO. */
@Entity({ name: 'rgb_utxo_lock' })
export class RgbUtxoLockEntity {
  @PrimaryColumn({ type: 'text' })
  outpoint!: string;

  @Column({ name: 'reservation_id', type: 'text', unique: true })
  reservationId!: string;

  @Column({ type: 'text' })
  kind!: 'manual_reservation' | 'operation';

  @Column({ name: 'operation_id', type: 'text' })
  operationId!: string;

  /** bigint comes back from pg as a string; null: no expiry. */
  @Column({ name: 'expires_at_unix_secs', type: 'bigint', nullable: true })
  expiresAtUnixSecs!: string | null;
}
