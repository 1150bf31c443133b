import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectOk, NodeApiError, NodeUnreachableError } from './node-api-error';
import { createNodeClient } from './node-client';

// A real HTTP server on loopback standing in for the node's transport (its answers are the node's shapes).
describe('createNodeClient over real HTTP', () => {
  let server: Server;
  let baseUrl: string;
  const seen: { method?: string; url?: string; auth?: string; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, body });
        if (req.url === '/api/v1/bolt11/decode') {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'InvalidInvoice', message: 'not a BOLT11 invoice', hint: 'check the network' }));
        } else if (req.url?.startsWith('/api/v1/payment/')) {
          return; // never answers
        } else {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ api_version: 'v1', node_version: '0.1.0' }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the token and the JSON body, and types the answer', async () => {
    const client = createNodeClient({ baseUrl, token: 'rln_abc' });
    expect(expectOk(await client.GET('/api/v1/version'))).toEqual({ api_version: 'v1', node_version: '0.1.0' });
    const refused = await client.POST('/api/v1/bolt11/decode', { body: { invoice: 'lnbc1' } });
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/api/v1/bolt11/decode', auth: 'Bearer rln_abc', body: '{"invoice":"lnbc1"}' });
    let error: unknown;
    try {
      expectOk(refused);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(NodeApiError);
    expect(error).toMatchObject({ status: 400, error: 'InvalidInvoice', message: '400 InvalidInvoice: not a BOLT11 invoice (check the network)' });
  });

  it('gives up after timeoutMs with NodeUnreachableError, bodies and all', async () => {
    const client = createNodeClient({ baseUrl, timeoutMs: 300 });
    const pending = client.POST('/api/v1/payment/{paymentId}/wait', { params: { path: { paymentId: 'ab'.repeat(32) } }, body: { timeout_secs: 1 } });
    await expect(pending).rejects.toThrow(NodeUnreachableError);
    await expect(pending).rejects.toThrow(/timed out/);
  });

  it('names a closed port NodeUnreachableError with the socket error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createNodeClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.GET('/api/v1/status')).rejects.toThrow(new RegExp(`no answer from the node at http://127.0.0.1:${port}: ECONNREFUSED`));
  });

  it('leaves the caller’s own abort an abort', async () => {
    const client = createNodeClient({ baseUrl, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = client.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId: 'cd'.repeat(32) } }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
