import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Carrier UTXO confirmation as of the last `GET /rgb/utxos?refresh=true`. */
@Entity({ name: 'rgb_utxo_confirmation' })
export class RgbUtxoConfirmationEntity {
  @PrimaryColumn({ type: 'text' })
  outpoint!: string;

  @Column({ type: 'text' })
  status!: 'confirmed' | 'mempool';

  @Column({ type: 'integer', nullable: true })
  height!: number | null;
}
