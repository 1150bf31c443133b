import { createHash } from 'node:crypto';
import type { JsonRpcRequest, JsonRpcResponse } from '../protocol/json-rpc';
import type { RecipientPolicy } from '../ports/recipient-policy.port';
import type { RgbProxyStore } from '../ports/rgb-proxy-store.port';
import { MemoryRgbProxyStore } from '../store/memory-rgb-proxy.store';
import { RgbProxyService } from './rgb-proxy.service';

const TXID = 'ab'.repeat(32);
const OURS = 'utxob:ours';

class InvoicePolicy implements RecipientPolicy {
  readonly asked: string[] = [];
  media = true;
  /** Invoices that closed since (settled or expired). */
  readonly closed = new Set<string>();
  accepts(recipientId: string): Promise<boolean> {
    this.asked.push(recipientId);
    return Promise.resolve(!this.closed.has(recipientId) && (recipientId === OURS || recipientId.startsWith('wvout:')));
  }
  acceptsMedia(): Promise<boolean> {
    return Promise.resolve(this.media);
  }
}

function call(method: string, params?: Record<string, unknown>, id: JsonRpcRequest['id'] = '1'): JsonRpcRequest {
  return { method, id, ...(params ? { params } : {}) };
}

function result(response: JsonRpcResponse): unknown {
  if (!('result' in response)) throw new Error(`expected a result, got ${JSON.stringify(response)}`);
  return response.result;
}

function errorCode(response: JsonRpcResponse): number {
  if (!('error' in response)) throw new Error(`expected an error, got ${JSON.stringify(response)}`);
  return response.error.code;
}

const bytes = (...values: number[]) => new Uint8Array(values);
const sha256 = (file: Uint8Array) => createHash('sha256').update(file).digest('hex');

describe('RgbProxyService', () => {
  let store: RgbProxyStore;
  let policy: InvoicePolicy;
  let posted: string[];
  let nowMs: number;
  let proxy: RgbProxyService;

  beforeEach(() => {
    store = new MemoryRgbProxyStore();
    policy = new InvoicePolicy();
    posted = [];
    nowMs = 1_000_000;
    proxy = new RgbProxyService({ store, policy, serverVersion: '0.1.0', nowMs: () => nowMs, onConsignmentPosted: (id) => posted.push(id), maxFileBytes: 8 });
  });

  const post = (file: Uint8Array | undefined, params: Record<string, unknown> = { recipient_id: OURS, txid: TXID }) =>
    proxy.handle(call('consignment.post', params), file);

  it('answers server.info with protocol 0.2, its version and whole seconds of uptime', async () => {
    nowMs += 2_999;
    expect(await proxy.handle(call('server.info', undefined, null))).toEqual({ jsonrpc: '2.0', id: null, result: { protocol_version: '0.2', version: '0.1.0', uptime: 2 } });
  });

  it('stores a consignment once: true, then false for the same file, -101 for another; the hook runs once', async () => {
    expect(result(await post(bytes(1, 2, 3)))).toBe(true);
    expect(result(await post(bytes(1, 2, 3)))).toBe(false);
    expect(errorCode(await post(bytes(9)))).toBe(-101);
    expect(posted).toEqual([OURS]);
    expect(result(await proxy.handle(call('consignment.get', { recipient_id: OURS })))).toEqual({ consignment: Buffer.from([1, 2, 3]).toString('base64'), txid: TXID });
    expect(await store.findConsignment(OURS)).toMatchObject({ digest: sha256(bytes(1, 2, 3)), vout: null, postedAtUnixSecs: 1000 });
  });

  it('returns vout for witness recipients and accepts it as a decimal string (form fields)', async () => {
    expect(result(await post(bytes(5), { recipient_id: 'wvout:a', txid: TXID.toUpperCase(), vout: 3 }))).toBe(true);
    expect(result(await post(bytes(6), { recipient_id: 'wvout:b', txid: TXID, vout: '7' }))).toBe(true);
    expect(result(await proxy.handle(call('consignment.get', { recipient_id: 'wvout:a' })))).toEqual({ consignment: 'BQ==', txid: TXID, vout: 3 });
    expect(result(await proxy.handle(call('consignment.get', { recipient_id: 'wvout:b' })))).toMatchObject({ vout: 7 });
  });

  it.each([
    ['no file', undefined, { recipient_id: OURS, txid: TXID }, -303],
    ['an empty file', bytes(), { recipient_id: OURS, txid: TXID }, -303],
    ['a file over the limit', new Uint8Array(9), { recipient_id: OURS, txid: TXID }, -502],
    ['no recipient', bytes(1), { txid: TXID }, -302],
    ['an empty recipient', bytes(1), { recipient_id: '', txid: TXID }, -202],
    ['a recipient with spaces', bytes(1), { recipient_id: 'utxob: x', txid: TXID }, -202],
    ['a numeric recipient', bytes(1), { recipient_id: 7, txid: TXID }, -202],
    ['a 257-character recipient', bytes(1), { recipient_id: 'u'.repeat(257), txid: TXID }, -202],
    ['no txid', bytes(1), { recipient_id: OURS }, -303],
    ['a short txid', bytes(1), { recipient_id: OURS, txid: 'ab' }, -203],
    ['a negative vout', bytes(1), { recipient_id: OURS, txid: TXID, vout: -1 }, -204],
    ['a fractional vout', bytes(1), { recipient_id: OURS, txid: TXID, vout: 1.5 }, -204],
    ['a vout over u32', bytes(1), { recipient_id: OURS, txid: TXID, vout: 2 ** 32 }, -204],
    ['a recipient that is not ours', bytes(1), { recipient_id: 'utxob:theirs', txid: TXID }, -500],
  ])('refuses a consignment with %s and stores nothing', async (_what, file, params, code) => {
    expect(errorCode(await post(file, params))).toBe(code);
    expect(await store.findConsignment(String((params as Record<string, unknown>).recipient_id))).toBeNull();
    expect(posted).toEqual([]);
  });

  it('answers a re-post from the store while the invoice is open, and refuses it unread once it closed (no re-reading 64 MiB forever)', async () => {
    await post(bytes(1));
    expect(result(await post(bytes(1)))).toBe(false);
    expect(await proxy.admitUpload(call('consignment.post', { recipient_id: OURS, txid: TXID }))).toBeNull();
    policy.closed.add(OURS);
    expect(await proxy.admitUpload(call('consignment.post', { recipient_id: OURS, txid: TXID }))).toMatchObject({ code: -500 });
    expect(errorCode(await post(bytes(1)))).toBe(-500);
    // the stored consignment is still served
    expect(result(await proxy.handle(call('consignment.get', { recipient_id: OURS })))).toMatchObject({ txid: TXID });
  });

  it('sets an ack once: the same ack again is false, the other one -100 "Cannot change ACK"', async () => {
    await post(bytes(1));
    expect(result(await proxy.handle(call('ack.get', { recipient_id: OURS })))).toBeNull();
    expect(result(await proxy.handle(call('ack.post', { recipient_id: OURS, ack: true })))).toBe(true);
    expect(result(await proxy.handle(call('ack.post', { recipient_id: OURS, ack: true })))).toBe(false);
    const change = await proxy.handle(call('ack.post', { recipient_id: OURS, ack: false }));
    expect(change).toEqual({ jsonrpc: '2.0', id: '1', error: { code: -100, message: 'Cannot change ACK' } });
    expect(result(await proxy.handle(call('ack.get', { recipient_id: OURS })))).toBe(true);
  });

  it('checks ack params after the recipient, as the reference server does', async () => {
    expect(errorCode(await proxy.handle(call('ack.post', { recipient_id: OURS, ack: 'yes' })))).toBe(-400);
    await post(bytes(1));
    expect(errorCode(await proxy.handle(call('ack.post', { recipient_id: OURS })))).toBe(-300);
    expect(errorCode(await proxy.handle(call('ack.post', { recipient_id: OURS, ack: 'true' })))).toBe(-200);
    expect(result(await proxy.handle(call('ack.get', { recipient_id: OURS })))).toBeNull();
  });

  it('answers -400 for an unknown recipient on consignment.get, ack.get and ack.post', async () => {
    for (const method of ['consignment.get', 'ack.get']) {
      expect(await proxy.handle(call(method, { recipient_id: 'utxob:unknown' }))).toEqual({ jsonrpc: '2.0', id: '1', error: { code: -400, message: 'Consignment file not found' } });
    }
    expect(errorCode(await proxy.handle(call('ack.post', { recipient_id: 'utxob:unknown', ack: true })))).toBe(-400);
  });

  it('stores media under their SHA-256: true, false again, -201 under another name, -401 unknown', async () => {
    const file = bytes(4, 5, 6);
    const attachmentId = sha256(file);
    expect(result(await proxy.handle(call('media.post', { attachment_id: attachmentId }), file))).toBe(true);
    expect(result(await proxy.handle(call('media.post', { attachment_id: attachmentId }), file))).toBe(false);
    expect(errorCode(await proxy.handle(call('media.post', { attachment_id: 'f'.repeat(64) }), file))).toBe(-201);
    expect(errorCode(await proxy.handle(call('media.post', { attachment_id: attachmentId.toUpperCase() }), file))).toBe(-201);
    expect(result(await proxy.handle(call('media.get', { attachment_id: attachmentId })))).toBe('BAUG');
    expect(errorCode(await proxy.handle(call('media.get', { attachment_id: 'f'.repeat(64) })))).toBe(-401);
    expect(errorCode(await proxy.handle(call('media.post', {}), file))).toBe(-301);
    expect(errorCode(await proxy.handle(call('media.post', { attachment_id: attachmentId })))).toBe(-303);
  });

  it('answers a media re-post while the policy accepts it, and refuses new media and re-posts once it does not', async () => {
    const file = bytes(8);
    await proxy.handle(call('media.post', { attachment_id: sha256(file) }), file);
    expect(result(await proxy.handle(call('media.post', { attachment_id: sha256(file) }), file))).toBe(false);
    policy.media = false;
    expect(errorCode(await proxy.handle(call('media.post', { attachment_id: sha256(file) }), file))).toBe(-501);
    expect(result(await proxy.handle(call('media.get', { attachment_id: sha256(file) })))).toBe(Buffer.from(file).toString('base64'));
    expect(errorCode(await proxy.handle(call('media.post', { attachment_id: sha256(bytes(9)) }), bytes(9)))).toBe(-501);
    expect(await proxy.admitUpload(call('media.post', { attachment_id: sha256(bytes(9)) }))).toMatchObject({ code: -501 });
  });

  it('admits an upload from its fields alone: params first, then the policy', async () => {
    expect(await proxy.admitUpload(call('consignment.post', { recipient_id: OURS, txid: TXID }))).toBeNull();
    expect(await proxy.admitUpload(call('consignment.post', { recipient_id: OURS }))).toMatchObject({ code: -303 });
    expect(await proxy.admitUpload(call('consignment.post', { recipient_id: 'utxob:theirs', txid: TXID }))).toMatchObject({ code: -500 });
    expect(await proxy.admitUpload(call('ack.get', { recipient_id: OURS }))).toMatchObject({ code: -32602 });
    expect(await proxy.admitUpload(call('no.such'))).toMatchObject({ code: -32601 });
  });

  it('answers -32601 for an unknown method and echoes the id', async () => {
    expect(await proxy.handle(call('consignment.delete', {}, 42))).toEqual({ jsonrpc: '2.0', id: 42, error: { code: -32601, message: 'Method not found: consignment.delete' } });
  });

  it('keeps the answer when the hook throws, and reports it', async () => {
    const reported: unknown[] = [];
    const hooked = new RgbProxyService({ store, policy, serverVersion: 'x', onConsignmentPosted: () => { throw new Error('validator down'); }, onHookError: (e) => reported.push(e) });
    expect(result(await hooked.handle(call('consignment.post', { recipient_id: OURS, txid: TXID }), bytes(1)))).toBe(true);
    expect(reported).toEqual([new Error('validator down')]);
  });

  it('lets a failing store throw (the host answers -32603)', async () => {
    const broken = new RgbProxyService({ store: { ...store, findConsignment: () => Promise.reject(new Error('db down')) } as RgbProxyStore, policy, serverVersion: 'x' });
    await expect(broken.handle(call('ack.get', { recipient_id: OURS }))).rejects.toThrow('db down');
  });

  it('answers a post that lost a race as a re-post of the winner', async () => {
    const racing: RgbProxyStore = Object.assign(Object.create(store) as RgbProxyStore, {
      findConsignment: jest.fn().mockResolvedValueOnce(null).mockImplementation((id: string) => store.findConsignment(id)),
    });
    await store.addConsignment({ recipientId: OURS, txid: TXID, vout: null, digest: sha256(bytes(1)), file: bytes(1), postedAtUnixSecs: 0 });
    const raced = new RgbProxyService({ store: racing, policy, serverVersion: 'x' });
    expect(result(await raced.handle(call('consignment.post', { recipient_id: OURS, txid: TXID }), bytes(1)))).toBe(false);
    expect(errorCode(await raced.handle(call('consignment.post', { recipient_id: OURS, txid: TXID }), bytes(2)))).toBe(-101);
  });
});
