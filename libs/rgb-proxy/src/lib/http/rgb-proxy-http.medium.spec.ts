import { createHash } from 'node:crypto';
import { createServer, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RecipientPolicy } from '../ports/recipient-policy.port';
import { RgbProxyService } from '../services/rgb-proxy.service';
import { MemoryRgbProxyStore } from '../store/memory-rgb-proxy.store';
import { RgbProxyHttp, sendRgbProxyReply } from './rgb-proxy-http';

// RgbProxyHttp over a real socket: how bodies are read, limited and refused.
const TXID = '0f'.repeat(32);
const BOUNDARY = 'rln-test-boundary';

class OneInvoice implements RecipientPolicy {
  accepts(recipientId: string): Promise<boolean> {
    return Promise.resolve(recipientId.startsWith('utxob:ours'));
  }
  acceptsMedia(): Promise<boolean> {
    return Promise.resolve(false);
  }
}

function fieldPart(name: string, value: string): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
}

function fileHead(name = 'file'): string {
  return `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="consignment.rgb"\r\nContent-Type: application/octet-stream\r\n\r\n`;
}

/** rgb-lib's form: method, jsonrpc, id "null", params as JSON text, then the file. */
function rgbLibForm(params: Record<string, unknown>, method = 'consignment.post'): string {
  return fieldPart('method', method) + fieldPart('jsonrpc', '2.0') + fieldPart('id', 'null') + fieldPart('params', JSON.stringify(params));
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { id?: unknown; result?: unknown; error?: { code: number; message: string } } | undefined;
}

describe('RgbProxyHttp', () => {
  let server: Server;
  let port: number;
  let store: MemoryRgbProxyStore;

  beforeAll(async () => {
    store = new MemoryRgbProxyStore();
    const service = new RgbProxyService({ store, policy: new OneInvoice(), serverVersion: 'test', maxFileBytes: 1024 });
    const http = new RgbProxyHttp(service, { maxFileBytes: 1024, maxJsonBytes: 512 });
    server = createServer((req, res) => void http.serve(req).then((reply) => sendRgbProxyReply(res, reply)));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  /** Sends `head`, then (unless `holdOpen`) `tail` and ends; the answer may come while the body is still open. */
  function send(contentType: string, head: Buffer | string, tail: Buffer | string = '', holdOpen = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Type': contentType } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as Answer['body']) : undefined });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.write(head);
      if (!holdOpen) req.end(tail);
    });
  }

  const multipart = `multipart/form-data; boundary=${BOUNDARY}`;
  const json = (body: unknown) => send('application/json', JSON.stringify(body));

  it('stores an rgb-lib multipart consignment and serves it back as base64 with JSON', async () => {
    const file = Buffer.from('RGB consignment bytes');
    const posted = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours', txid: TXID }) + fileHead(), Buffer.concat([file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
    expect(posted).toMatchObject({ status: 200, body: { id: 'null', result: true } });
    const got = await json({ jsonrpc: '2.0', id: null, method: 'consignment.get', params: { recipient_id: 'utxob:ours' } });
    expect(got).toMatchObject({ status: 200, body: { id: null, result: { consignment: file.toString('base64'), txid: TXID } } });
    expect((await store.findConsignment('utxob:ours'))?.digest).toBe(createHash('sha256').update(file).digest('hex'));
  });

  it('refuses a recipient that is not an open invoice before reading the file, and closes the connection', async () => {
    // The file part is never finished: only an answer decided from the fields can arrive.
    const answer = await send(multipart, rgbLibForm({ recipient_id: 'utxob:theirs', txid: TXID }) + fileHead() + 'x'.repeat(100), '', true);
    expect(answer).toMatchObject({ status: 200, headers: { connection: 'close' }, body: { error: { code: -500 } } });
    expect(await store.findConsignment('utxob:theirs')).toBeNull();
  });

  it('refuses media the policy does not accept before reading the file', async () => {
    const answer = await send(multipart, rgbLibForm({ attachment_id: 'a'.repeat(64) }, 'media.post') + fileHead() + 'x', '', true);
    expect(answer).toMatchObject({ status: 200, body: { error: { code: -501 } } });
  });

  it('answers 413 for a file over the limit and stores nothing', async () => {
    const answer = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours-big', txid: TXID }) + fileHead() + 'y'.repeat(1025), '', true);
    expect(answer).toMatchObject({ status: 413, headers: { connection: 'close' }, body: { error: { code: -502 } } });
    expect(await store.findConsignment('utxob:ours-big')).toBeNull();
  });

  it('reads at most two uploads at once: a third is refused unread with 503 (-503) and Connection: close', async () => {
    // Two admitted uploads whose files never finish hold both slots.
    const held = ['utxob:ours-slow-1', 'utxob:ours-slow-2'].map((recipient) => {
      const req = request({ host: '127.0.0.1', port, method: 'POST', path: '/', headers: { 'Content-Type': multipart } });
      req.on('error', () => undefined);
      req.write(rgbLibForm({ recipient_id: recipient, txid: TXID }) + fileHead() + 'x');
      return req;
    });
    try {
      let third: Answer | undefined;
      for (let tries = 0; tries < 50; tries++) {
        third = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours-third', txid: TXID }) + fileHead() + 'x', '', true);
        if (third.status === 503) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(third).toMatchObject({ status: 503, headers: { connection: 'close' }, body: { error: { code: -503 } } });
      expect(await store.findConsignment('utxob:ours-third')).toBeNull();
    } finally {
      for (const req of held) req.destroy();
    }
    // Slots free again once the held uploads are gone.
    const file = Buffer.from('after');
    let after: Answer | undefined;
    for (let tries = 0; tries < 50 && after?.status !== 200; tries++) {
      after = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours-after', txid: TXID }) + fileHead(), Buffer.concat([file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]));
      if (after.status !== 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(after).toMatchObject({ status: 200, body: { result: true } });
  });

  it('answers 400 for a file before its fields, a file in another field, or two files', async () => {
    const early = await send(multipart, fileHead() + 'z', '', true);
    expect(early).toMatchObject({ status: 400, body: { error: { code: -32600, message: expect.stringContaining('before the file') } } });
    const wrongField = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours', txid: TXID }) + fileHead('consignment') + 'z', '', true);
    expect(wrongField).toMatchObject({ status: 400, body: { error: { code: -32600 } } });
    const form = rgbLibForm({ recipient_id: 'utxob:ours', txid: TXID }, 'consignment.post');
    const two = await send(multipart, `${form}${fileHead()}a\r\n${fileHead()}b\r\n--${BOUNDARY}--\r\n`);
    expect(two.status).toBe(400);
  });

  it('answers a form without a file with the method (-303 for an upload, a result otherwise)', async () => {
    const noFile = await send(multipart, rgbLibForm({ recipient_id: 'utxob:ours', txid: TXID }) + `--${BOUNDARY}--\r\n`);
    expect(noFile).toMatchObject({ status: 200, body: { error: { code: -303 } } });
    const info = await send(multipart, fieldPart('jsonrpc', '2.0') + fieldPart('id', '7') + fieldPart('method', 'server.info') + `--${BOUNDARY}--\r\n`);
    expect(info).toMatchObject({ status: 200, body: { id: '7', result: { protocol_version: '0.2' } } });
  });

  it('answers malformed JSON with -32700 (400), a large JSON body with 413, other types with 415', async () => {
    expect(await send('application/json', '{"jsonrpc":')).toMatchObject({ status: 400, body: { id: null, error: { code: -32700 } } });
    expect(await send('application/json', JSON.stringify({ jsonrpc: '2.0', method: 'server.info', id: 'x'.repeat(600) }))).toMatchObject({ status: 413 });
    expect(await send('text/plain', 'server.info')).toMatchObject({ status: 415, body: { error: { code: -32600 } } });
    expect(await json({ jsonrpc: '2.0', method: 'ack.get', params: [1], id: 3 })).toMatchObject({ status: 400, body: { id: 3, error: { code: -32600 } } });
  });

  it('answers a notification (no id) with 204 and no body', async () => {
    expect(await json({ jsonrpc: '2.0', method: 'server.info' })).toEqual(expect.objectContaining({ status: 204, body: undefined }));
  });
});
