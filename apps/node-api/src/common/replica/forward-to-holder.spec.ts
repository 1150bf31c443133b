import { type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LeaseHolder } from '@rln/persistence';
import express from 'express';
import pino from 'pino';
import type { ReplicaRole, ReplicaView } from '../../runtime/replica/replica-view';
import { FORWARDED_BY, type ForwardingMetrics, forwardToHolder } from './forward-to-holder';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Echo {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with its own connection (no agent), so the raw request target and every header are the test's. */
function send(port: number, method: string, path: string, headers: OutgoingHttpHeaders = {}, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** A port nothing listens on (one just released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return port;
}

/** Answers every request with what it received; /api/v1/fail... answers 422. */
function echoServer(received: Echo[]): Server {
  return createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const echo: Echo = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(echo);
      const failing = echo.url.startsWith('/api/v1/fail');
      res.writeHead(failing ? 422 : 201, { 'content-type': 'application/json; charset=utf-8', 'x-holder-answer': failing ? 'invalid' : 'yes' });
      res.end(JSON.stringify(failing ? { error: 'InvalidRequest', message: 'bad invoice' } : echo));
    });
  });
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('forwardToHolder', () => {
  const holderReceived: Echo[] = [];
  const strangerReceived: Echo[] = [];
  const holderServer = echoServer(holderReceived);
  const strangerServer = echoServer(strangerReceived);
  let holderPort: number;
  let strangerPort: number;
  let follower: Server;
  let followerPort: number;

  let role: ReplicaRole;
  let holder: LeaseHolder | null;
  const metrics: jest.Mocked<ForwardingMetrics> = { requestForwarded: jest.fn() };
  const view: ReplicaView = { replicaId: 'replica-b', role: () => role, holder: () => holder };

  function liveHolder(url: string): LeaseHolder {
    return { replicaId: 'replica-a', url, epoch: 4n, expired: false, alive: true };
  }

  beforeAll(async () => {
    holderPort = await listen(holderServer);
    strangerPort = await listen(strangerServer);
    const app = express();
    app.use(forwardToHolder(view, metrics, pino({ level: 'silent' })));
    app.use((_req: express.Request, res: express.Response) => {
      res.status(200).type('text/plain').send('local');
    });
    follower = createServer(app);
    followerPort = await listen(follower);
  });

  afterAll(async () => {
    await Promise.all([close(holderServer), close(strangerServer), close(follower)]);
  });

  beforeEach(() => {
    holderReceived.length = 0;
    strangerReceived.length = 0;
    metrics.requestForwarded.mockClear();
    role = 'follower';
    holder = liveHolder(`http://127.0.0.1:${holderPort}`);
  });

  describe('serves locally', () => {
    it.each<ReplicaRole>(['single', 'holder'])('every request on a %s replica', async (r) => {
      role = r;
      expect(await send(followerPort, 'POST', '/api/v1/bolt11/send', { 'content-type': 'application/json' }, '{}')).toMatchObject({ status: 200, body: 'local' });
      expect(await send(followerPort, 'GET', '/api/v1/channels')).toMatchObject({ status: 200, body: 'local' });
      expect(holderReceived).toHaveLength(0);
      expect(metrics.requestForwarded).not.toHaveBeenCalled();
    });

    it.each(['/api/v1/payments', '/api/v1/payments?limit=10', '/api/v1/payment/abc', '/api/v1/healthz', '/api/v1/readyz', '/api/v1/metrics', '/api/v1/version', '/api/v1/node_id', '/docs', '/docs-json'])(
      'GET %s on a follower',
      async (path) => {
        expect(await send(followerPort, 'GET', path)).toMatchObject({ status: 200, body: 'local' });
        expect(holderReceived).toHaveLength(0);
        expect(metrics.requestForwarded).not.toHaveBeenCalled();
      },
    );
  });

  describe('forwards from a follower', () => {
    it('a command reaches the holder with its method, path and query, body and credentials; the answer comes back', async () => {
      const body = JSON.stringify({ invoice: 'lnbcrt1...', amount_msat: '1000' });
      const answer = await send(
        followerPort,
        'POST',
        '/api/v1/bolt11/send?wait=true',
        { 'content-type': 'application/json', authorization: 'Bearer secret-token', 'idempotency-key': 'key-1', 'x-forwarded-for': '203.0.113.9' },
        body,
      );

      expect(holderReceived).toHaveLength(1);
      const echo = holderReceived[0];
      expect(echo.method).toBe('POST');
      expect(echo.url).toBe('/api/v1/bolt11/send?wait=true');
      expect(echo.body).toBe(body);
      expect(echo.headers['authorization']).toBe('Bearer secret-token');
      expect(echo.headers['idempotency-key']).toBe('key-1');
      expect(echo.headers['content-type']).toBe('application/json');
      expect(echo.headers[FORWARDED_BY]).toBe('replica-b');
      expect(echo.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
      expect(echo.headers['host']).toBe(`127.0.0.1:${holderPort}`);

      expect(answer.status).toBe(201);
      expect(answer.headers['x-holder-answer']).toBe('yes');
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(answer.body)).toEqual(JSON.parse(JSON.stringify(echo)));
      await until(() => metrics.requestForwarded.mock.calls.length > 0);
      expect(metrics.requestForwarded.mock.calls).toEqual([['ok']]);
    });

    it('adds the client address as x-forwarded-for when the client sent none', async () => {
      await send(followerPort, 'DELETE', '/api/v1/peers/abc');
      expect(holderReceived[0].method).toBe('DELETE');
      expect(holderReceived[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    });

    it("passes the holder's 4xx through unchanged", async () => {
      const answer = await send(followerPort, 'POST', '/api/v1/fail/send', { 'content-type': 'application/json' }, '{"x":1}');
      expect(answer.status).toBe(422);
      expect(answer.headers['x-holder-answer']).toBe('invalid');
      expect(JSON.parse(answer.body)).toEqual({ error: 'InvalidRequest', message: 'bad invoice' });
      await until(() => metrics.requestForwarded.mock.calls.length > 0);
      expect(metrics.requestForwarded.mock.calls).toEqual([['ok']]);
    });

    it('forwards GETs other than the local reads, and non-GETs on the local read paths', async () => {
      await send(followerPort, 'GET', '/api/v1/channels');
      await send(followerPort, 'POST', '/api/v1/payments', { 'content-type': 'application/json' }, '{}');
      await send(followerPort, 'GET', '/api/v1/payment/abc/extra');
      expect(holderReceived.map((e) => `${e.method} ${e.url}`)).toEqual(['GET /api/v1/channels', 'POST /api/v1/payments', 'GET /api/v1/payment/abc/extra']);
    });

    it('streams a large body intact', async () => {
      const body = Buffer.alloc(512 * 1024, 'abcdefgh');
      const answer = await send(followerPort, 'PUT', '/api/v1/rgb/consignment', { 'content-type': 'application/octet-stream' }, body);
      expect(answer.status).toBe(201);
      expect(holderReceived[0].body).toBe(body.toString('utf8'));
    });

    it('only ever sends to the holder, whatever host the request target names', async () => {
      const stranger = `127.0.0.1:${strangerPort}`;
      const absolute = await send(followerPort, 'POST', `http://${stranger}/api/v1/bolt11/send`, { authorization: 'Bearer secret-token' }, '{}');
      const schemeRelative = await send(followerPort, 'POST', `//${stranger}/api/v1/bolt11/send`, { authorization: 'Bearer secret-token' }, '{}');
      expect(strangerReceived).toHaveLength(0);
      expect(holderReceived.map((e) => e.url)).toEqual(['/api/v1/bolt11/send', '/api/v1/bolt11/send']);
      expect(absolute.status).toBe(201);
      expect(schemeRelative.status).toBe(201);
    });
  });

  describe('answers 503 NodeNotReady', () => {
    function expectNotReady(answer: Answer): void {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'NodeNotReady' });
    }

    it('when no replica holds a live lease', async () => {
      holder = null;
      expectNotReady(await send(followerPort, 'POST', '/api/v1/bolt11/send', { 'content-type': 'application/json' }, '{}'));
      expect(metrics.requestForwarded.mock.calls).toEqual([['no_holder']]);
    });

    it('when the holder published no URL', async () => {
      holder = { ...liveHolder('http://unused'), url: null };
      expectNotReady(await send(followerPort, 'POST', '/api/v1/bolt11/send'));
      expect(metrics.requestForwarded.mock.calls).toEqual([['no_holder']]);
    });

    it('to a request another replica already forwarded (never forwarded twice)', async () => {
      expectNotReady(await send(followerPort, 'POST', '/api/v1/bolt11/send', { [FORWARDED_BY]: 'replica-c' }, '{}'));
      expect(holderReceived).toHaveLength(0);
      expect(metrics.requestForwarded.mock.calls).toEqual([['no_holder']]);
    });

    it('when the holder does not answer', async () => {
      holder = liveHolder(`http://127.0.0.1:${await closedPort()}`);
      expectNotReady(await send(followerPort, 'POST', '/api/v1/bolt11/send', { 'content-type': 'application/json' }, '{"a":1}'));
      await new Promise((r) => setTimeout(r, 20));
      expect(metrics.requestForwarded.mock.calls).toEqual([['holder_unreachable']]);
    });

    it('when the holder took the request and never answered (paused) and another replica took the lease over', async () => {
      const silent = createServer(() => undefined); // accepts, reads, never answers: a SIGSTOPped holder's kernel
      const silentPort = await listen(silent);
      try {
        holder = liveHolder(`http://127.0.0.1:${silentPort}`);
        const answer = send(followerPort, 'POST', '/api/v1/bolt11/send', { 'content-type': 'application/json' }, '{"a":1}');
        await new Promise((r) => setTimeout(r, 300));
        holder = { ...liveHolder('http://127.0.0.1:1'), epoch: 5n };
        const got = await answer;
        expectNotReady(got);
        expect(JSON.parse(got.body).message).toMatch(/may have taken effect/);
      } finally {
        silent.closeAllConnections();
        await close(silent);
      }
    });
  });
});
