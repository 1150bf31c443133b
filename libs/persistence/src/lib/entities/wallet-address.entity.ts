import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A derived address (lookahead included) whose script the sync watches. */
@Entity({ name: 'wallet_address' })
@Index('wallet_address_script', ['walletId', 'scriptPubKey'], { unique: true })
export class WalletAddressEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @PrimaryColumn({ type: 'text' })
  keychain!: string;

  @PrimaryColumn({ name: 'derivation_index', type: 'integer' })
  derivationIndex!: number;

  /** Hex. */
  @Column({ name: 'script_pubkey', type: 'text' })
  scriptPubKey!: string;

  @Column({ type: 'text' })
  address!: string;
}
