import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Btcd, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { createNodeClient, expectOk, NodeApiError, openApiDocument } from '@rln/client';
import { ApiClient, eventually } from './support/http-client';
import { jsonBodyOf, streamUpload } from './support/streamed-upload';

const MINING_ADDRESS = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ERROR_BODY = { error: expect.any(String), message: expect.any(String) };

jest.setTimeout(180_000);

/** One real node process on a real btcd, driven over HTTP: the foundation's contract. */
describe('node-api over HTTP on btcd', () => {
  const root = mkdtempSync(join(tmpdir(), 'rln-e2e-'));
  let btcd: Btcd;
  let alice: NodeProcess;
  let admin: ApiClient;
  let reader: ApiClient;
  let anonymous: ApiClient;
  let adminToken: string;

  beforeAll(async () => {
    btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: MINING_ADDRESS });
    await btcd.mine(1);
    alice = new NodeProcess({
      name: 'alice',
      dataDir: join(root, 'alice'),
      httpPort: await freePort(),
      p2pPort: await freePort(),
      bitcoindRpc: btcd.rpc,
    });
    adminToken = await alice.createToken('e2e-admin', 'admin');
    const readToken = await alice.createToken('e2e-read', 'read');
    await alice.start();
    anonymous = new ApiClient(alice.baseUrl);
    admin = anonymous.withToken(adminToken);
    reader = anonymous.withToken(readToken);
  });

  afterAll(async () => {
    await alice?.stop();
    await btcd?.stop();
  });

  it('answers /healthz without a token', async () => {
    expect(await anonymous.get('/api/v1/healthz')).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('serves Prometheus metrics without a token: requests by route template (401, 404, 405 too), readiness, role', async () => {
    const paymentId = 'ab'.repeat(32);
    expect((await anonymous.get('/api/v1/status')).status).toBe(401);
    await admin.get(`/api/v1/payment/${paymentId}`);
    expect((await anonymous.request('PUT', '/api/v1/status', {})).status).toBe(405);
    expect((await admin.get('/api/v1/no/such/route')).status).toBe(404);
    const res = await fetch(`${alice.baseUrl}/api/v1/metrics`);
    expect(res.status).toBe(200);
    // Express puts the charset first; parameter order carries no meaning.
    expect(res.headers.get('content-type')?.split(/;\s*/).sort()).toEqual(['charset=utf-8', 'text/plain', 'version=0.0.4']);
    const text = await res.text();
    expect(text).toContain('rln_http_requests_total{method="GET",route="/api/v1/status",status="401"} ');
    expect(text).toMatch(/rln_http_requests_total\{method="GET",route="\/api\/v1\/payment\/:paymentId",status="\d{3}"\} /);
    expect(text).toContain('rln_http_requests_total{method="PUT",route="unmatched",status="405"} ');
    expect(text).toContain('rln_http_requests_total{method="GET",route="unmatched",status="404"} ');
    expect(text).not.toContain(paymentId);
    expect(text).toContain('rln_http_request_duration_seconds_bucket{');
    expect(text).toContain('rln_component_ready{component="engine"} 1');
    expect(text).toContain('rln_replica_role{role="single"} 1');
    expect(text).toContain('rln_payments_total{direction="outbound",status="succeeded"} 0');
    expect(text).toContain('rln_dead_letters 0');
    expect(text).toContain('rln_process_resident_memory_bytes ');
    const spec = await anonymous.get<{ paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, { content?: Record<string, unknown> }> } }> }>('/docs-json');
    const operation = spec.body.paths['/api/v1/metrics']?.get;
    expect(operation).toMatchObject({ security: [] });
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/plain']);
  });

  it('needs a token everywhere else: 401 with the error body, 403 for a read token on POST', async () => {
    const missing = await anonymous.get('/api/v1/status');
    expect(missing).toMatchObject({ status: 401, body: { ...ERROR_BODY, error: 'Unauthorized' } });
    const wrong = await anonymous.withToken('rln_not-a-real-token').get('/api/v1/status');
    expect(wrong).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    expect((await reader.get('/api/v1/status')).status).toBe(200);
    const forbidden = await reader.post('/api/v1/events/wait_next', { timeout_secs: 0 });
    expect(forbidden).toMatchObject({ status: 403, body: { error: 'Forbidden' } });
  });

  it('follows the real chain: best_block_height rises as blocks are mined', async () => {
    const before = await admin.get<{ best_block_height: number; network: string; synced_to_chain: boolean }>('/api/v1/status');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ network: 'regtest', is_running: true, is_listening: true });
    const tip = await btcd.client.getBlockCount();
    await btcd.mine(3);
    const after = await eventually(async () => {
      const res = await admin.get<{ best_block_height: number; chain_tip_hash: string; synced_to_chain: boolean }>('/api/v1/status');
      return res.body.best_block_height === tip + 3 ? res.body : undefined;
    }, 'status to show the mined blocks');
    expect(after.chain_tip_hash).toBe(await btcd.client.getBestBlockHash());
    expect(after.synced_to_chain).toBe(true);
  });

  it('reports version and a stable node id', async () => {
    expect((await admin.get('/api/v1/version')).body).toEqual({ api_version: 'v1', node_version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const id = await admin.get<{ node_id: string }>('/api/v1/node_id');
    expect(id.body.node_id).toMatch(/^0[23][0-9a-f]{64}$/);
  });

  it('rejects unknown and wrong-typed fields with 400 naming the field, and malformed JSON', async () => {
    const unknown = await admin.post('/api/v1/events/wait_next', { timeout_secs: 0, colour: 'blue' });
    expect(unknown).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'colour' } } });
    expect((unknown.body as { message: string }).message).toContain('colour');
    const wrongType = await admin.post('/api/v1/events/wait_next', { timeout_secs: '5' });
    expect(wrongType).toMatchObject({ status: 400, body: { error: 'InvalidRequest', details: { field: 'timeout_secs' } } });
    const malformed = await admin.post('/api/v1/events/wait_next', '{"timeout_secs":', { 'Content-Type': 'application/json' });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
  });

  it('answers an unknown route with 404 JSON', async () => {
    expect(await admin.get('/api/v1/no/such/route')).toMatchObject({ status: 404, body: { ...ERROR_BODY, error: 'NotFound' } });
  });

  it('answers a served path under another method with 405 and Allow, before authentication', async () => {
    const wrong = await anonymous.request('PUT', '/api/v1/status', {});
    expect(wrong).toMatchObject({ status: 405, body: { ...ERROR_BODY, error: 'MethodNotAllowed' } });
    expect(wrong.headers.get('allow')).toBe('GET');
    const templated = await admin.request('DELETE', '/api/v1/payment/42');
    expect(templated).toMatchObject({ status: 405, body: { error: 'MethodNotAllowed' } });
    expect(templated.headers.get('allow')).toBe('GET');
  });

  it('refuses JSON text no store can hold (lone surrogate, U+0000) with 400 naming the field', async () => {
    const surrogate = await admin.post('/api/v1/bolt11/receive_var', '{"description":"a\\ud800","expiry_secs":60}', { 'Content-Type': 'application/json' });
    expect(surrogate).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringContaining('body.description') } });
    const nul = await admin.post('/api/v1/bolt11/receive_var', { description: 'a\u0000', expiry_secs: 60 });
    expect(nul).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringContaining('U+0000') } });
    // Path and query parameters too (a public route: PostgreSQL refused the NUL as a 500).
    expect(await anonymous.get('/api/v1/rgb/consignments/%00')).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringContaining('U+0000') } });
    expect(await admin.get('/api/v1/payments?cursor=%00')).toMatchObject({ status: 400, body: { error: 'InvalidRequest' } });
    let deep = '0';
    for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
    const nested = await anonymous.post('/api/v1/rgb/proxy', `{"jsonrpc":"2.0","id":"1","method":"server.info","params":${deep}}`, { 'Content-Type': 'application/json' });
    expect(nested).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringContaining('nests deeper') } });
  });

  it('refuses a JSON body over 1 MiB with 413', async () => {
    const huge = JSON.stringify({ timeout_secs: 0, pad: 'x'.repeat(1024 * 1024 + 16) });
    const res = await admin.post('/api/v1/events/wait_next', huge, { 'Content-Type': 'application/json' });
    expect(res).toMatchObject({ status: 413, body: { error: 'PayloadTooLarge' } });
  });

  it('answers an unauthenticated upload 401 without reading its body and closes the connection; an authenticated one is read', async () => {
    const size = 32 * 1024 * 1024;
    // The server answers and closes with the body unread, so its kernel resets the connection;
    // on a loaded machine the reset can reach us before we read the 401 and our kernel drops it
    // (an empty response). That is the client's loss, not a server fault. So the body follows
    // only after the answer (or 5 s), which also shows the 401 needs no body byte; and a lost
    // answer is tried again, up to 3 times.
    const anonymous401 = () => streamUpload(alice.baseUrl, '/api/v1/rgb/contracts/import', {}, size, { answerBeforeBodyMs: 5_000 });
    let anonymousUpload = await anonymous401();
    for (let attempt = 1; attempt < 3 && anonymousUpload.response === ''; attempt++) anonymousUpload = await anonymous401();
    expect(anonymousUpload.response).toMatch(/^HTTP\/1\.1 401 /);
    expect(anonymousUpload.response).toMatch(/\r\nconnection: close\r\n/i);
    expect(jsonBodyOf(anonymousUpload.response)).toMatchObject({ ...ERROR_BODY, error: 'Unauthorized' });
    // The server stopped taking the body and hung up: only what the socket buffers held went
    // out (a few MiB at most), where reading or draining it would have taken all 32 MiB.
    expect(anonymousUpload.closedByServer).toBe(true);
    expect(anonymousUpload.bodyBytesWritten).toBeLessThan(size);

    // With a token the same upload is read whole (RGB is off here, so the import itself is 503)
    // on a connection the server keeps; the wrong content type never reaches the binary parser.
    const upload = await streamUpload(alice.baseUrl, '/api/v1/rgb/contracts/import', { Authorization: `Bearer ${adminToken}` }, size);
    expect(upload.response).toMatch(/^HTTP\/1\.1 503 /);
    expect(jsonBodyOf(upload.response)).toMatchObject({ error: 'NodeNotReady' });
    expect(upload).toMatchObject({ bodyBytesWritten: size, closedByServer: false });
    const notBinary = await admin.post('/api/v1/rgb/contracts/import', 'RGB', { 'Content-Type': 'text/plain' });
    expect(notBinary).toMatchObject({ status: 400, body: { error: 'InvalidRequest', message: expect.stringContaining('binary') } });
  });

  it('serves the event queue: 204 when empty, 404 acknowledging an unknown id', async () => {
    expect((await admin.post('/api/v1/events/wait_next', { timeout_secs: 0 })).status).toBe(204);
    expect(await admin.post('/api/v1/events/handled', { id: '12345' })).toMatchObject({ status: 404, body: { error: 'NotFound' } });
  });

  it('wait_next really waits for its timeout before answering 204', async () => {
    const started = Date.now();
    const res = await admin.post('/api/v1/events/wait_next', { timeout_secs: 1 });
    expect(res.status).toBe(204);
    // A lower bound on a behaviour (it blocked), not a performance assertion.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('renders Swagger UI at /docs and serves at /docs-json the very document libs/client was generated from', async () => {
    const ui = await anonymous.get<string>('/docs');
    expect(ui.status).toBe(200);
    expect(ui.body).toContain('swagger-ui');
    const spec = await anonymous.get('/docs-json');
    // A server change without `npm run client:generate` fails here (and in the CI client check).
    expect(spec.body).toEqual(openApiDocument);
  });

  it('answers the typed client (libs/client) with what its types say', async () => {
    const client = createNodeClient({ baseUrl: alice.baseUrl, token: adminToken });
    const status = expectOk(await client.GET('/api/v1/status'));
    expect(status.network).toBe('regtest');
    expect(typeof status.synced_to_chain).toBe('boolean');
    const version = expectOk(await client.GET('/api/v1/version'));
    expect(version.api_version).toBeDefined();
    const refused = await client.GET('/api/v1/payment/{paymentId}', { params: { path: { paymentId: 'cd'.repeat(32) } } });
    expect(() => expectOk(refused)).toThrow(NodeApiError);
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ error: 'PaymentNotFound' });
  });

  it('serves the RGB proxy protocol without a token and stores nothing for recipients it did not invoice', async () => {
    const rpc = (method: string, params?: Record<string, unknown>) => anonymous.post<Record<string, unknown>>('/api/v1/rgb/proxy', { jsonrpc: '2.0', id: null, method, params });
    expect(await rpc('server.info')).toMatchObject({ status: 200, body: { jsonrpc: '2.0', id: null, result: { protocol_version: '0.2', version: expect.any(String), uptime: expect.any(Number) } } });
    // rgb-lib's multipart consignment.post for a recipient id that is no open invoice of this node
    const form = new FormData();
    form.append('method', 'consignment.post');
    form.append('jsonrpc', '2.0');
    form.append('id', 'null');
    form.append('params', JSON.stringify({ recipient_id: 'utxob:not-our-invoice', txid: 'ab'.repeat(32) }));
    form.append('file', new Blob([new Uint8Array(256 * 1024)]), 'consignment.rgb');
    const posted = await fetch(`${alice.baseUrl}/api/v1/rgb/proxy`, { method: 'POST', body: form });
    expect(posted.status).toBe(200);
    expect(await posted.json()).toEqual({ jsonrpc: '2.0', id: 'null', error: { code: -500, message: expect.stringContaining('not accepted') } });
    expect(await rpc('consignment.get', { recipient_id: 'utxob:not-our-invoice' })).toMatchObject({ status: 200, body: { error: { code: -400 } } });
    expect(await rpc('ack.post', { recipient_id: 'utxob:not-our-invoice', ack: false })).toMatchObject({ status: 200, body: { error: { code: -400 } } });
    expect(await rpc('no.such.method')).toMatchObject({ status: 200, body: { error: { code: -32601 } } });
    expect(await anonymous.post('/api/v1/rgb/proxy', { jsonrpc: '1.0', id: 'x', method: 'server.info' })).toMatchObject({ status: 400, body: { id: 'x', error: { code: -32600 } } });
    expect(await anonymous.post('/api/v1/rgb/proxy', 'server.info', { 'Content-Type': 'text/plain' })).toMatchObject({ status: 415, body: { error: { code: -32600 } } });
    const spec = await anonymous.get<{ paths: Record<string, { post?: { security?: unknown[]; requestBody?: { content: Record<string, unknown> } } }> }>('/docs-json');
    const operation = spec.body.paths['/api/v1/rgb/proxy']?.post;
    expect(operation).toMatchObject({ security: [] });
    expect(Object.keys(operation?.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
  });

  it('tags each response with a request id', async () => {
    const res = await admin.get('/api/v1/healthz');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('readyz fails the chain check while btcd is down and recovers after it restarts', async () => {
    expect(await anonymous.get('/api/v1/readyz')).toMatchObject({ status: 200, body: { ok: true } });
    await btcd.stop();
    const down = await eventually(async () => {
      const res = await anonymous.get<{ ok: boolean; checks: { name: string; ok: boolean; detail?: string; hint?: string }[] }>('/api/v1/readyz');
      return res.status === 503 ? res : undefined;
    }, 'readyz to fail');
    const chain = down.body.checks.find((c) => c.name === 'chain');
    expect(chain).toMatchObject({ ok: false, hint: expect.stringContaining('Bitcoin node') });
    expect(down.body.checks.map((c) => c.name)).toEqual(['database', 'chain', 'wallet', 'engine', 'p2p', 'rgb', 'rgb_indexer', 'events']);
    expect(down.body.checks.find((c) => c.name === 'events')).toEqual({ name: 'events', ok: true, detail: 'no events set aside' });
    expect(down.body.checks.find((c) => c.name === 'database')).toMatchObject({ ok: true });
    // Without RLN_ESPLORA_URL RGB is off: its checks say so and pass.
    expect(down.body.checks.filter((c) => c.name.startsWith('rgb'))).toEqual([
      { name: 'rgb', ok: true, detail: expect.stringContaining('RGB is off') },
      { name: 'rgb_indexer', ok: true, detail: expect.stringContaining('RGB is off') },
    ]);
    expect((await admin.get<{ synced_to_chain: boolean }>('/api/v1/status')).body.synced_to_chain).toBe(false);
    await btcd.restart();
    await eventually(async () => (await anonymous.get('/api/v1/readyz')).status === 200, 'readyz to recover');
  });

  it('keeps its identity and tokens across a restart; the command line lists and revokes tokens', async () => {
    const before = (await admin.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
    await alice.stop();
    const listed = JSON.parse(await alice.cli(['token', 'list', '--json'])) as { name: string; scope: string; revoked: boolean }[];
    expect(listed.map(({ name, scope, revoked }) => ({ name, scope, revoked }))).toEqual([
      { name: 'e2e-admin', scope: 'admin', revoked: false },
      { name: 'e2e-read', scope: 'read', revoked: false },
    ]);
    expect(JSON.stringify(listed)).not.toMatch(/rln_/);
    await alice.cli(['token', 'revoke', '--name', 'e2e-read']);
    await alice.start();
    expect((await admin.get<{ node_id: string }>('/api/v1/node_id')).body.node_id).toBe(before);
    expect((await reader.get('/api/v1/status')).status).toBe(401);
  });

  it('never writes a token to its log', async () => {
    const log = readFileSync(alice.logPath, 'utf8');
    expect(log).toContain('"url":"/api/v1/status"');
    expect(log).not.toMatch(/rln_[A-Za-z0-9_-]{20,}/);
  });
});
