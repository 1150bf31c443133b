import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One RGB on-chain transfer record (libs/rgb-transfers OnchainTransferRecord). */
@Entity({ name: 'rgb_onchain_transfer' })
export class RgbOnchainTransferEntity {
  @PrimaryColumn({ type: 'text' })
  id!: string;

  @Column({ type: 'text' })
  direction!: 'Inbound' | 'Outbound';

  @Index()
  @Column({ type: 'text' })
  status!: 'pending' | 'succeeded' | 'failed' | 'expired';

  @Column({ name: 'created_at_unix_secs', type: 'bigint' })
  createdAtUnixSecs!: string;

  @Column({ name: 'updated_at_unix_secs', type: 'bigint' })
  updatedAtUnixSecs!: string;

  @Column({ name: 'expires_at_unix_secs', type: 'bigint', nullable: true })
  expiresAtUnixSecs!: string | null;

  @Column({ type: 'text' })
  invoice!: string;

  @Index()
  @Column({ name: 'recipient_id', type: 'text' })
  recipientId!: string;

  @Column({ name: 'recipient_kind', type: 'text' })
  recipientKind!: 'blinded' | 'witness';

  @Column({ type: 'text' })
  transport!: 'proxy' | 'out_of_band';

  @Column({ name: 'contract_id', type: 'text', nullable: true })
  contractId!: string | null;

  @Column({ type: 'numeric', precision: 20, scale: 0 })
  amount!: string;

  @Column({ type: 'text', nullable: true })
  txid!: string | null;

  @Column({ name: 'consignment_key', type: 'text', nullable: true })
  consignmentKey!: string | null;

  @Column({ type: 'text', nullable: true })
  purpose!: 'utxo_merge' | 'utxo_top_up' | null;

  @Column({ name: 'batch_transfer_idx', type: 'integer', nullable: true })
  batchTransferIdx!: number | null;

  @Column({ type: 'text', nullable: true })
  stage!: 'preparing' | 'prepared' | 'sent' | null;

  @Column({ type: 'text', nullable: true })
  psbt!: string | null;

  @Column({ name: 'blinding_utxo', type: 'text', nullable: true })
  blindingUtxo!: string | null;

  @Column({ type: 'text', nullable: true, unique: true })
  nonce!: string | null;

  /** The Idempotency-Key of the send request that made it (outbound). */
  @Column({ name: 'idempotency_key', type: 'text', nullable: true })
  idempotencyKey!: string | null;

  @Column({ name: 'failure_reason', type: 'text', nullable: true })
  failureReason!: string | null;

  @Column({ name: 'received_notified', type: 'boolean', default: false })
  receivedNotified!: boolean;
}
