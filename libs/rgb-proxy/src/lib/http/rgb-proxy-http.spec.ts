import type { IncomingMessage } from 'node:http';
import type { RecipientPolicy } from '../ports/recipient-policy.port';
import { RgbProxyService } from '../services/rgb-proxy.service';
import { MemoryRgbProxyStore } from '../store/memory-rgb-proxy.store';
import { RgbProxyHttp } from './rgb-proxy-http';

const TXID = 'cd'.repeat(32);
const anyone: RecipientPolicy = { accepts: () => Promise.resolve(true), acceptsMedia: () => Promise.resolve(true) };
const jsonRequest = { headers: { 'content-type': 'application/json' } } as unknown as IncomingMessage;

describe('RgbProxyHttp file reads', () => {
  it('answers two file reads at once, each holding its place until its reply is sent; more are -503', async () => {
    const store = new MemoryRgbProxyStore();
    await store.addConsignment({ recipientId: 'r1', txid: TXID, vout: null, digest: 'ab'.repeat(32), file: new Uint8Array([1, 2, 3]), postedAtUnixSecs: 1 });
    const http = new RgbProxyHttp(new RgbProxyService({ store, policy: anyone, serverVersion: 't' }));
    const get = () => http.serve(jsonRequest, { body: { jsonrpc: '2.0', id: '1', method: 'consignment.get', params: { recipient_id: 'r1' } } });
    const first = await get();
    const second = await get();
    expect(first.body).toMatchObject({ result: { txid: TXID } });
    expect(second.body).toMatchObject({ result: { txid: TXID } });
    expect((await get()).body).toMatchObject({ error: { code: -503 } });
    // other methods are not held back
    expect((await http.serve(jsonRequest, { body: { jsonrpc: '2.0', id: '2', method: 'server.info' } })).body).toMatchObject({ result: { protocol_version: '0.2' } });
    first.release?.();
    expect((await get()).body).toMatchObject({ result: { txid: TXID } });
  });

  it('frees the place of a read that failed', async () => {
    const http = new RgbProxyHttp(new RgbProxyService({ store: new MemoryRgbProxyStore(), policy: anyone, serverVersion: 't' }));
    for (let i = 0; i < 5; i++) {
      const answer = await http.serve(jsonRequest, { body: { jsonrpc: '2.0', id: '1', method: 'consignment.get', params: { recipient_id: 'missing' } } });
      expect(answer.body).toMatchObject({ error: { code: -400 } });
      answer.release?.();
    }
  });
});
