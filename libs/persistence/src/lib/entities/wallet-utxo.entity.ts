import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * An output paying the wallet, kept after it is spent (reorgs may undo the spend).
 * Null confirmed_height: its transaction is in the mempool. spent_by_txid with a null
 * spent_height: spent by a mempool transaction.
 */
@Entity({ name: 'wallet_utxo' })
export class WalletUtxoEntity {
  @PrimaryColumn({ name: 'wallet_id', type: 'text' })
  walletId!: string;

  @PrimaryColumn({ type: 'text' })
  txid!: string;

  @PrimaryColumn({ type: 'integer' })
  vout!: number;

  /** bigint columns come back from pg as strings; the adapter converts. */
  @Column({ name: 'value_sats', type: 'bigint' })
  valueSats!: string;

  @Column({ name: 'script_pubkey', type: 'text' })
  scriptPubKey!: string;

  @Column({ type: 'text' })
  keychain!: string;

  @Column({ name: 'derivation_index', type: 'integer' })
  derivationIndex!: number;

  @Column({ name: 'is_coinbase', type: 'boolean' })
  isCoinbase!: boolean;

  @Column({ name: 'confirmed_height', type: 'integer', nullable: true })
  confirmedHeight!: number | null;

  @Column({ name: 'confirmed_block_hash', type: 'text', nullable: true })
  confirmedBlockHash!: string | null;

  @Column({ name: 'spent_by_txid', type: 'text', nullable: true })
  spentByTxid!: string | null;

  @Column({ name: 'spent_height', type: 'integer', nullable: true })
  spentHeight!: number | null;

  @Column({ name: 'first_seen_at', type: 'timestamptz' })
  firstSeenAt!: Date;
}
