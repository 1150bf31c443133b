import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The index handed out last on one keychain (external: receive, internal: change). */
@Entity({ name: 'wallet_keychain' })
export class WalletKeychainEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @PrimaryColumn({ type: 'text' })
  keychain!: string;

  @Column({ name: 'last_revealed_index', type: 'integer', nullable: true })
  lastRevealedIndex!: number | null;
}
