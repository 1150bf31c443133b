import { Column, Entity, PrimaryColumn } from 'typeorm';

/** An asset attachment posted to the node's RGB proxy, named by its SHA-256. */
@Entity({ name: 'rgb_proxy_media' })
export class RgbProxyMediaEntity {
  @PrimaryColumn({ name: 'attachment_id', type: 'text' })
  attachmentId!: string;

  @Column({ type: 'text' })
  digest!: string;

  @Column({ type: 'bytea' })
  file!: Buffer;

  @Column({ name: 'posted_at_unix_secs', type: 'bigint' })
  postedAtUnixSecs!: string;
}
