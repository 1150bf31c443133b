import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The RGB wallet's address index (rgb-lib's colored keychain, external chain). */
@Entity({ name: 'rgb_wallet_state' })
export class RgbWalletStateEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @Column({ name: 'last_address_index', type: 'integer', nullable: true })
  lastAddressIndex!: number | null;
}
