import type { RgbProxyStore } from '../lib/ports/rgb-proxy-store.port';

let counter = 0;

/** A fresh recipient or attachment id per test, so one database serves the whole suite. */
function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}:${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/** One behaviour for every RgbProxyStore: the same suite runs in memory, on PostgreSQL and on PGlite. */
export function rgbProxyStoreContract(open: () => Promise<RgbProxyStore>, close: (store: RgbProxyStore) => Promise<void>): void {
  let store: RgbProxyStore;

  beforeAll(async () => {
    store = await open();
  });

  afterAll(async () => {
    await close(store);
  });

  it('keeps the first consignment of a recipient with its txid, vout and bytes, and refuses a second', async () => {
    const recipientId = uniqueId('utxob');
    expect(await store.findConsignment(recipientId)).toBeNull();
    expect(await store.consignmentFile(recipientId)).toBeNull();
    const file = new Uint8Array([0x52, 0x47, 0x42, 0x00, 0xff]);
    const first = { recipientId, txid: 'a'.repeat(64), vout: 4_294_967_295, digest: 'd'.repeat(64), file, postedAtUnixSecs: 1_700_000_000 };
    expect(await store.addConsignment(first)).toBe(true);
    expect(await store.addConsignment({ ...first, txid: 'b'.repeat(64), digest: 'e'.repeat(64), file: new Uint8Array([1]) })).toBe(false);
    expect(await store.findConsignment(recipientId)).toEqual({ recipientId, txid: 'a'.repeat(64), vout: 4_294_967_295, digest: 'd'.repeat(64), ack: null, postedAtUnixSecs: 1_700_000_000 });
    expect(await store.consignmentFile(recipientId)).toEqual(file);
  });

  it('stores a blinded recipient without vout', async () => {
    const recipientId = uniqueId('utxob');
    expect(await store.addConsignment({ recipientId, txid: 'c'.repeat(64), vout: null, digest: 'f'.repeat(64), file: new Uint8Array([7]), postedAtUnixSecs: 5 })).toBe(true);
    expect(await store.findConsignment(recipientId)).toMatchObject({ vout: null, ack: null });
  });

  it('stores one of two concurrent consignments for a recipient', async () => {
    const recipientId = uniqueId('wvout');
    const post = (byte: number) => store.addConsignment({ recipientId, txid: '1'.repeat(64), vout: 0, digest: String(byte).repeat(64), file: new Uint8Array([byte]), postedAtUnixSecs: 1 });
    const results = await Promise.all([post(2), post(3)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const stored = await store.findConsignment(recipientId);
    expect(await store.consignmentFile(recipientId)).toEqual(new Uint8Array([Number(stored?.digest[0])]));
  });

  it('sets an ack once: a second ack, equal or not, changes nothing', async () => {
    const recipientId = uniqueId('utxob');
    expect(await store.setAck(recipientId, true)).toBe(false);
    await store.addConsignment({ recipientId, txid: '2'.repeat(64), vout: null, digest: '3'.repeat(64), file: new Uint8Array([1]), postedAtUnixSecs: 1 });
    expect(await store.setAck(recipientId, false)).toBe(true);
    expect(await store.setAck(recipientId, true)).toBe(false);
    expect(await store.setAck(recipientId, false)).toBe(false);
    expect((await store.findConsignment(recipientId))?.ack).toBe(false);
  });

  it('keeps the first media file of an attachment id', async () => {
    const attachmentId = uniqueId('media');
    expect(await store.findMedia(attachmentId)).toBeNull();
    expect(await store.mediaFile(attachmentId)).toBeNull();
    const file = new Uint8Array(300_000).map((_, i) => i % 251);
    expect(await store.addMedia({ attachmentId, digest: '9'.repeat(64), file, postedAtUnixSecs: 2 })).toBe(true);
    expect(await store.addMedia({ attachmentId, digest: '8'.repeat(64), file: new Uint8Array([1]), postedAtUnixSecs: 3 })).toBe(false);
    expect(await store.findMedia(attachmentId)).toEqual({ attachmentId, digest: '9'.repeat(64), postedAtUnixSecs: 2 });
    // Buffer.equals: jest's toEqual walks large typed arrays element by element (seconds).
    expect(Buffer.from((await store.mediaFile(attachmentId)) ?? []).equals(file)).toBe(true);
  });
}
