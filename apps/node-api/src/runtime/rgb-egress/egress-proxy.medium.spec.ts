import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import pino from 'pino';
import { EgressPolicy } from './egress-policy';
import { RgbEgressProxy } from './egress-proxy';

// The egress proxy over real sockets: a destination server on loopback, the proxy in front.
interface Answer {
  status: number;
  body: string;
  headers: IncomingHttpHeaders;
}

describe('RgbEgressProxy', () => {
  let destination: Server;
  let destinationPort: number;
  const started: RgbEgressProxy[] = [];

  beforeAll(async () => {
    destination = createServer((req, res) => {
      if (req.url === '/big') {
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
        res.end(Buffer.alloc(512 * 1024, 7));
      } else if (req.url === '/redirect') {
        res.writeHead(302, { Location: `http://127.0.0.1:${destinationPort}/ok` }).end();
      } else if (req.url === '/silent') {
        // never answers
      } else {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ path: req.url, host: req.headers.host, body: Buffer.concat(chunks).toString() })));
      }
    });
    await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
    destinationPort = (destination.address() as AddressInfo).port;
  });

  afterAll(async () => {
    for (const proxy of started) await proxy.stop();
    destination.closeAllConnections();
    await new Promise((resolve) => destination.close(resolve));
  });

  async function proxyWith(policy: ConstructorParameters<typeof EgressPolicy>[0], limits = { maxResponseBytes: 64 * 1024, maxRequestBytes: 64 * 1024, idleMs: 300 }): Promise<URL> {
    const proxy = new RgbEgressProxy(new EgressPolicy(policy), pino({ level: 'silent' }), limits);
    started.push(proxy);
    return new URL(await proxy.start());
  }

  const credentials = (proxy: URL) => `Basic ${Buffer.from(`${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`).toString('base64')}`;

  /** A request as rgb-lib's HTTP client sends it through a proxy: absolute URL, proxy as the peer, the proxy URL's credentials. */
  function viaProxy(proxy: URL, target: string, body?: string, authorise = true): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { Host: new URL(target).host };
      if (authorise) headers['Proxy-Authorization'] = credentials(proxy);
      const req = request({ host: proxy.hostname, port: proxy.port, method: body ? 'POST' : 'GET', path: target, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), headers: res.headers }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  /** CONNECT, then one plain HTTP request inside the tunnel. */
  function viaTunnel(proxy: URL, host: string, port: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(Number(proxy.port), proxy.hostname, () =>
        socket.write(`CONNECT ${host}:${port} HTTP/1.1\r\nHost: ${host}:${port}\r\nProxy-Authorization: ${credentials(proxy)}\r\n\r\n`),
      );
      let text = '';
      let asked = false;
      socket.on('data', (c: Buffer) => {
        text += c.toString();
        if (!asked && text.startsWith('HTTP/1.1 200')) {
          asked = true;
          socket.write(`GET /tunnelled HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
        }
      });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
  }

  it('forwards requests and bodies to allowed destinations', async () => {
    const proxy = await proxyWith({ allowPrivate: true, allowed: [] });
    const answer = await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/json-rpc?x=1`, '{"method":"server.info"}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: '/json-rpc?x=1', host: `127.0.0.1:${destinationPort}`, body: '{"method":"server.info"}' });
  });

  it('refuses private and local destinations unless allowed or listed, for requests and tunnels', async () => {
    const strict = await proxyWith({ allowPrivate: false, allowed: [] });
    expect(await viaProxy(strict, `http://127.0.0.1:${destinationPort}/ok`)).toMatchObject({ status: 403, body: expect.stringContaining('private or local') });
    expect(await viaProxy(strict, `http://localhost:${destinationPort}/ok`)).toMatchObject({ status: 403 });
    expect(await viaProxy(strict, `http://[::1]:${destinationPort}/ok`)).toMatchObject({ status: 403 });
    expect(await viaTunnel(strict, '127.0.0.1', destinationPort)).toMatch(/^HTTP\/1.1 403/);

    const listed = await proxyWith({ allowPrivate: false, allowed: [`127.0.0.1:${destinationPort}`] });
    expect((await viaProxy(listed, `http://127.0.0.1:${destinationPort}/ok`)).status).toBe(200);
    expect(await viaTunnel(listed, '127.0.0.1', destinationPort)).toContain('"path":"/tunnelled"');
    // listed is host:port, not host
    expect((await viaProxy(listed, `http://127.0.0.1:${destinationPort + 1}/ok`)).status).toBe(403);
  });

  it('passes a redirect back for the client to follow, so the next hop is checked again', async () => {
    const proxy = await proxyWith({ allowPrivate: false, allowed: [`127.0.0.1:${destinationPort}`] });
    const answer = await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/redirect`);
    expect(answer).toMatchObject({ status: 302, headers: { location: `http://127.0.0.1:${destinationPort}/ok` } });
  });

  it('cuts an answer larger than the limit, in requests and in tunnels', async () => {
    const proxy = await proxyWith({ allowPrivate: true, allowed: [] });
    const cut = await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/big`).then(
      (a) => a.body.length,
      () => -1,
    );
    expect(cut).toBeLessThan(512 * 1024);
    const tunnelled = await new Promise<number>((resolve) => {
      const socket = connect(Number(proxy.port), proxy.hostname, () => socket.write(`CONNECT 127.0.0.1:${destinationPort} HTTP/1.1\r\nProxy-Authorization: ${credentials(proxy)}\r\n\r\n`));
      let bytes = 0;
      let asked = false;
      socket.on('data', (c: Buffer) => {
        bytes += c.length;
        if (!asked) {
          asked = true;
          socket.write(`GET /big HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
        }
      });
      socket.on('close', () => resolve(bytes));
      socket.on('error', () => undefined);
    });
    expect(tunnelled).toBeLessThan(512 * 1024);
  });

  it('serves only the node itself: requests and tunnels without its credentials get 407', async () => {
    const proxy = await proxyWith({ allowPrivate: true, allowed: [] });
    expect(proxy.username).toBe('rgb-lib');
    expect(proxy.password).toMatch(/^[0-9a-f]{48}$/);
    expect((await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/ok`, undefined, false)).status).toBe(407);
    const wrong = new URL(proxy.href);
    wrong.password = '00'.repeat(24);
    expect((await viaProxy(wrong, `http://127.0.0.1:${destinationPort}/ok`)).status).toBe(407);
    const tunnel = await new Promise<string>((resolve) => {
      const socket = connect(Number(proxy.port), proxy.hostname, () => socket.write(`CONNECT 127.0.0.1:${destinationPort} HTTP/1.1\r\n\r\n`));
      let text = '';
      socket.on('data', (c: Buffer) => (text += c.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => undefined);
    });
    expect(tunnel).toMatch(/^HTTP\/1.1 407/);
  });

  it('survives hostile answers: a status no server may send, a port no socket may have', async () => {
    const open = new Set<import('node:net').Socket>();
    const hostile: TcpServer = createTcpServer((socket) => {
      open.add(socket);
      socket.on('error', () => undefined);
      socket.end('HTTP/1.0 0 Zero\r\nContent-Length: 0\r\n\r\n');
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const proxy = await proxyWith({ allowPrivate: true, allowed: [] });
      const answer = await viaProxy(proxy, `http://127.0.0.1:${(hostile.address() as AddressInfo).port}/x`).catch(() => ({ status: -1 }));
      expect([502, -1]).toContain(answer.status);
      expect(await viaTunnel(proxy, '127.0.0.1', 99999)).toMatch(/^HTTP\/1.1 400/);
      // still serving
      expect((await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/ok`)).status).toBe(200);
    } finally {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => hostile.close(resolve));
    }
  });

  it('closes a request whose destination never answers', async () => {
    const proxy = await proxyWith({ allowPrivate: true, allowed: [] });
    const answer = await viaProxy(proxy, `http://127.0.0.1:${destinationPort}/silent`).catch(() => ({ status: -1 }));
    expect([502, -1]).toContain(answer.status);
  });
});
