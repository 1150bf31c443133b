import type { NewProxyConsignment, NewProxyMedia, ProxyConsignment, ProxyMedia, RgbProxyStore } from '@rln/rgb-proxy';
import { IsNull } from 'typeorm';
import { Database } from '../database';
import { RgbProxyConsignmentEntity } from '../entities/rgb-proxy-consignment.entity';
import { RgbProxyMediaEntity } from '../entities/rgb-proxy-media.entity';

const CONSIGNMENT_FIELDS: (keyof RgbProxyConsignmentEntity)[] = ['recipientId', 'txid', 'vout', 'digest', 'ack', 'postedAtUnixSecs'];
const MEDIA_FIELDS: (keyof RgbProxyMediaEntity)[] = ['attachmentId', 'digest', 'postedAtUnixSecs'];

/**
 * The RGB proxy's files on PostgreSQL or PGlite. Lookups leave the file column out; a first
 * post is one INSERT .. ON CONFLICT DO NOTHING and an ack one conditional UPDATE, so
 * concurrent posts cannot both win.
 */
export class TypeormRgbProxyStore implements RgbProxyStore {
  constructor(private readonly db: Database) {}

  async findConsignment(recipientId: string): Promise<ProxyConsignment | null> {
    const row = await this.db.transaction((m) => m.findOne(RgbProxyConsignmentEntity, { where: { recipientId }, select: CONSIGNMENT_FIELDS }));
    return row ? consignmentOf(row) : null;
  }

  async consignmentFile(recipientId: string): Promise<Uint8Array | null> {
    const row = await this.db.transaction((m) => m.findOne(RgbProxyConsignmentEntity, { where: { recipientId }, select: ['recipientId', 'file'] }));
    return row ? new Uint8Array(row.file) : null;
  }

  async addConsignment(c: NewProxyConsignment): Promise<boolean> {
    const inserted: unknown[] = await this.db.transaction((m) =>
      m.query(
        `INSERT INTO rgb_proxy_consignment (recipient_id, txid, vout, digest, file, ack, posted_at_unix_secs)
         VALUES ($1, $2, $3, $4, $5, NULL, $6) ON CONFLICT (recipient_id) DO NOTHING RETURNING recipient_id`,
        [c.recipientId, c.txid, c.vout === null ? null : String(c.vout), c.digest, Buffer.from(c.file), String(c.postedAtUnixSecs)],
      ),
    );
    return inserted.length === 1;
  }

  async setAck(recipientId: string, ack: boolean): Promise<boolean> {
    const result = await this.db.transaction((m) => m.update(RgbProxyConsignmentEntity, { recipientId, ack: IsNull() }, { ack }));
    return (result.affected ?? 0) === 1;
  }

  async findMedia(attachmentId: string): Promise<ProxyMedia | null> {
    const row = await this.db.transaction((m) => m.findOne(RgbProxyMediaEntity, { where: { attachmentId }, select: MEDIA_FIELDS }));
    return row ? { attachmentId: row.attachmentId, digest: row.digest, postedAtUnixSecs: Number(row.postedAtUnixSecs) } : null;
  }

  async mediaFile(attachmentId: string): Promise<Uint8Array | null> {
    const row = await this.db.transaction((m) => m.findOne(RgbProxyMediaEntity, { where: { attachmentId }, select: ['attachmentId', 'file'] }));
    return row ? new Uint8Array(row.file) : null;
  }

  async addMedia(media: NewProxyMedia): Promise<boolean> {
    const inserted: unknown[] = await this.db.transaction((m) =>
      m.query(
        `INSERT INTO rgb_proxy_media (attachment_id, digest, file, posted_at_unix_secs)
         VALUES ($1, $2, $3, $4) ON CONFLICT (attachment_id) DO NOTHING RETURNING attachment_id`,
        [media.attachmentId, media.digest, Buffer.from(media.file), String(media.postedAtUnixSecs)],
      ),
    );
    return inserted.length === 1;
  }
}

function consignmentOf(row: RgbProxyConsignmentEntity): ProxyConsignment {
  return {
    recipientId: row.recipientId,
    txid: row.txid,
    vout: row.vout === null ? null : Number(row.vout),
    digest: row.digest,
    ack: row.ack,
    postedAtUnixSecs: Number(row.postedAtUnixSecs),
  };
}
