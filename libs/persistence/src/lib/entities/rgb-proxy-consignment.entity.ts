import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A consignment posted to the node's RGB proxy for one of its recipient ids, and the payee's ack. */
@Entity({ name: 'rgb_proxy_consignment' })
export class RgbProxyConsignmentEntity {
  @PrimaryColumn({ name: 'recipient_id', type: 'text' })
  recipientId!: string;

  @Column({ type: 'text' })
  txid!: string;

  /** bigint (a u32 does not fit integer) comes back from pg as a string; null for blinded recipients. */
  @Column({ type: 'bigint', nullable: true })
  vout!: string | null;

  @Column({ type: 'text' })
  digest!: string;

  @Column({ type: 'bytea' })
  file!: Buffer;

  @Column({ type: 'boolean', nullable: true })
  ack!: boolean | null;

  @Column({ name: 'posted_at_unix_secs', type: 'bigint' })
  postedAtUnixSecs!: string;
}
