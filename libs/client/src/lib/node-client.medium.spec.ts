import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { expectOk, NodeApiError, NodeUnreachableError } from './node-api-error';
import { createNodeClient } from './node-client';

const ROOT = join(__dirname, '..', '..', '..', '..');

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
        } else if (req.url === '/api/v1/payments') {
          res.writeHead(200, { 'content-type': 'application/json' }).write('[{"payment_id":'); // and then nothing
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
    await expect(pending).rejects.toMatchObject({ message: expect.stringContaining('timed out'), mayHaveReachedNode: true });
  });

  it('times out a node that sends its headers and then stalls the body', async () => {
    const client = createNodeClient({ baseUrl, timeoutMs: 300 });
    await expect(client.GET('/api/v1/payments')).rejects.toMatchObject({ name: 'NodeUnreachableError', message: expect.stringContaining('timed out') });
  });

  it('keeps its timer through a garbage collection (a bare AbortSignal.timeout may be collected)', () => {
    // A child with --expose-gc: jest's own process has no gc().
    const script = [
      "const { createNodeClient } = require('./libs/client/src/index.ts');",
      `const client = createNodeClient({ baseUrl: '${baseUrl}', timeoutMs: 400 });`,
      "const started = Date.now();",
      "client.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId: 'ef'.repeat(32) } } }).then(",
      "  () => process.stdout.write('answered'),",
      "  (e) => process.stdout.write(e.name + ' ' + (Date.now() - started < 30000 ? 'in time' : 'late')));",
      'setTimeout(() => global.gc(), 50); setTimeout(() => global.gc(), 150);',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--expose-gc', '-r', join(ROOT, 'tools', 'register.js'), '-e', script], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(out).toBe('NodeUnreachableError in time');
  });

  it('names a closed port NodeUnreachableError with the socket error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createNodeClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.GET('/api/v1/status')).rejects.toThrow(new RegExp(`no answer from the node at http://127.0.0.1:${port}: ECONNREFUSED`));
    // Refused: the request never left, so it is safe to send again.
    await expect(client.GET('/api/v1/status')).rejects.toMatchObject({ mayHaveReachedNode: false });
  });

  it('leaves the caller’s own abort an abort', async () => {
    const client = createNodeClient({ baseUrl, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = client.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId: 'cd'.repeat(32) } }, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
