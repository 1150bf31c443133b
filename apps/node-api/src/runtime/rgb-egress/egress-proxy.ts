import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { EgressPolicy, EgressRefused } from './egress-policy';

export interface EgressLimits {
  /** Most bytes a destination may send back on one request or tunnel (a consignment.get of 64 MiB is ~86 MiB of base64). */
  readonly maxResponseBytes: number;
  /** Most bytes rgb-lib may send on one request (a 64 MiB consignment upload). */
  readonly maxRequestBytes: number;
  /** A connection with no traffic this long is closed (rgb-lib itself waits 120 s). */
  readonly idleMs: number;
}

export const DEFAULT_EGRESS_LIMITS: EgressLimits = { maxResponseBytes: 96 * 1024 * 1024, maxRequestBytes: 70 * 1024 * 1024, idleMs: 30_000 };

/** Headers that describe one hop and are not forwarded. */
const HOP_HEADERS = ['proxy-connection', 'proxy-authorization', 'keep-alive', 'te', 'trailer', 'upgrade'];

/**
 * A forward HTTP proxy (plain requests and CONNECT tunnels) on loopback, through which rgb-lib
 * reaches RGB proxies: the node sets HTTP_PROXY/HTTPS_PROXY for its own process, and rgb-lib's
 * HTTP client honours them. It enforces what rgb-lib's client does not: where it may connect
 * (EgressPolicy), how much a destination may send back, and how long a connection may idle.
 */
export class RgbEgressProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Duplex>();
  /** Only the node's own process knows it (it is in the proxy URL rgb-lib reads): other local users cannot borrow the proxy. */
  private readonly secret = randomBytes(24).toString('hex');

  constructor(
    private readonly policy: EgressPolicy,
    private readonly logger: Logger,
    private readonly limits: EgressLimits = DEFAULT_EGRESS_LIMITS,
  ) {}

  /** Listens on 127.0.0.1 and answers the proxy URL, credentials included. */
  async start(): Promise<string> {
    const server = createServer((req, res) => {
      res.on('error', () => undefined);
      this.forward(req, res).catch((error: unknown) => this.failed(error, () => res.destroy()));
    });
    server.on('connect', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
      // Node drops its own error listener when it hands a CONNECT socket over.
      socket.on('error', () => socket.destroy());
      this.tunnel(req, socket, head).catch((error: unknown) => this.failed(error, () => socket.destroy()));
    });
    server.on('clientError', (_error, socket) => socket.destroy());
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `http://rgb-lib:${this.secret}@127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  private failed(error: unknown, close: () => void): void {
    this.logger.error({ err: error }, 'RGB egress: request failed');
    close();
  }

  /** Whether the request carries this proxy's credentials (Basic, as HTTP clients send a proxy URL's user info). */
  private authorised(req: IncomingMessage): boolean {
    const expected = Buffer.from(`Basic ${Buffer.from(`rgb-lib:${this.secret}`).toString('base64')}`);
    const given = Buffer.from(req.headers['proxy-authorization'] ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!this.authorised(req)) return refuse(res, 407, 'proxy credentials required');
    let target: URL;
    try {
      target = new URL(req.url ?? '');
      if (target.protocol !== 'http:') throw new Error('not http');
    } catch {
      return refuse(res, 400, 'a forward proxy request needs an absolute http:// URL');
    }
    const port = Number(target.port || 80);
    let address: string;
    try {
      address = await this.policy.resolve(target.hostname, port);
    } catch (error) {
      this.logger.warn({ destination: target.host, reason: (error as Error).message }, 'RGB egress refused');
      return refuse(res, error instanceof EgressRefused ? 403 : 502, `egress to ${target.host} refused: ${(error as Error).message}`);
    }
    this.logger.debug({ destination: target.host, method: req.method }, 'RGB egress request');
    const headers: Record<string, string | string[] | undefined> = { ...req.headers, host: target.host };
    for (const name of HOP_HEADERS) delete headers[name];
    const upstream = httpRequest({ host: address, port, method: req.method, path: `${target.pathname}${target.search}`, headers, setHost: false, timeout: this.limits.idleMs });
    upstream.on('timeout', () => upstream.destroy(new Error(`no traffic for ${this.limits.idleMs} ms`)));
    upstream.on('error', (error) => {
      if (!res.headersSent) refuse(res, 502, `egress to ${target.host} failed: ${error.message}`);
      else res.destroy();
    });
    // The client going away ends the upstream request too.
    res.on('close', () => upstream.destroy());
    upstream.on('response', (answer) => {
      const status = answer.statusCode ?? 0;
      // writeHead throws on a status outside 100–599: a hostile server must not crash the node.
      if (!Number.isInteger(status) || status < 100 || status > 599) {
        answer.destroy();
        return refuse(res, 502, `egress to ${target.host}: invalid status ${status}`);
      }
      try {
        res.writeHead(status, answer.headers);
      } catch (error) {
        answer.destroy();
        return refuse(res, 502, `egress to ${target.host}: ${(error as Error).message}`);
      }
      let received = 0;
      answer.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > this.limits.maxResponseBytes) {
          this.logger.warn({ destination: target.host, limit: this.limits.maxResponseBytes }, 'RGB egress: answer too large, connection cut');
          upstream.destroy();
          res.destroy();
        }
      });
      answer.pipe(res);
    });
    let sent = 0;
    req.on('data', (chunk: Buffer) => {
      sent += chunk.length;
      if (sent > this.limits.maxRequestBytes) {
        upstream.destroy();
        res.destroy();
      }
    });
    req.pipe(upstream);
  }

  private async tunnel(req: IncomingMessage, client: Duplex, head: Buffer): Promise<void> {
    if (!this.authorised(req)) return void client.end('HTTP/1.1 407 Proxy Authentication Required\r\nConnection: close\r\n\r\n');
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? '');
    const port = match ? Number(match[2]) : 0;
    if (!match || port < 1 || port > 65535) return void client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    const host = match[1];
    let address: string;
    try {
      address = await this.policy.resolve(host, port);
    } catch (error) {
      this.logger.warn({ destination: req.url, reason: (error as Error).message }, 'RGB egress refused');
      return void client.end(`HTTP/1.1 ${error instanceof EgressRefused ? '403 Forbidden' : '502 Bad Gateway'}\r\nConnection: close\r\n\r\n`);
    }
    this.logger.debug({ destination: req.url }, 'RGB egress tunnel');
    const upstream = connect(port, address);
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.setTimeout(this.limits.idleMs, close);
    upstream.on('error', () => (client.writable ? client.end('HTTP/1.1 502 Bad Gateway\r\nConnection: close\r\n\r\n') : client.destroy()));
    client.on('error', close);
    client.on('close', close);
    upstream.once('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      let received = 0;
      upstream.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > this.limits.maxResponseBytes) {
          this.logger.warn({ destination: req.url, limit: this.limits.maxResponseBytes }, 'RGB egress: tunnel answered too much, cut');
          close();
        }
      });
      let sent = 0;
      client.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (sent > this.limits.maxRequestBytes) close();
      });
      upstream.pipe(client);
      client.pipe(upstream);
    });
  }
}

function refuse(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(message);
}
