import type { NewProxyConsignment, NewProxyMedia, ProxyConsignment, ProxyMedia, RgbProxyStore } from '../ports/rgb-proxy-store.port';

/**
 * The proxy's store in memory, for a standalone proxy whose files need not survive it (the
 * test transport of tools/rgb-proxy-server) and for unit tests. Files are copied in and out,
 * so callers never share a buffer with it.
 */
export class MemoryRgbProxyStore implements RgbProxyStore {
  private readonly consignments = new Map<string, { record: ProxyConsignment; file: Uint8Array }>();
  private readonly media = new Map<string, { record: ProxyMedia; file: Uint8Array }>();

  findConsignment(recipientId: string): Promise<ProxyConsignment | null> {
    return Promise.resolve(this.consignments.get(recipientId)?.record ?? null);
  }

  consignmentFile(recipientId: string): Promise<Uint8Array | null> {
    const entry = this.consignments.get(recipientId);
    return Promise.resolve(entry ? entry.file.slice() : null);
  }

  addConsignment(consignment: NewProxyConsignment): Promise<boolean> {
    if (this.consignments.has(consignment.recipientId)) return Promise.resolve(false);
    const { file, ...record } = consignment;
    this.consignments.set(consignment.recipientId, { record: { ...record, ack: null }, file: file.slice() });
    return Promise.resolve(true);
  }

  setAck(recipientId: string, ack: boolean): Promise<boolean> {
    const entry = this.consignments.get(recipientId);
    if (!entry || entry.record.ack !== null) return Promise.resolve(false);
    entry.record = { ...entry.record, ack };
    return Promise.resolve(true);
  }

  findMedia(attachmentId: string): Promise<ProxyMedia | null> {
    return Promise.resolve(this.media.get(attachmentId)?.record ?? null);
  }

  mediaFile(attachmentId: string): Promise<Uint8Array | null> {
    const entry = this.media.get(attachmentId);
    return Promise.resolve(entry ? entry.file.slice() : null);
  }

  addMedia(media: NewProxyMedia): Promise<boolean> {
    if (this.media.has(media.attachmentId)) return Promise.resolve(false);
    const { file, ...record } = media;
    this.media.set(media.attachmentId, { record, file: file.slice() });
    return Promise.resolve(true);
  }
}
