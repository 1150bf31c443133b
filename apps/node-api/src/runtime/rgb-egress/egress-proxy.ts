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

  constructor(
    private readonly policy: EgressPolicy,
    private readonly logger: Logger,
    private readonly limits: EgressLimits = DEFAULT_EGRESS_LIMITS,
  ) {}

  /** Listens on 127.0.0.1 and answers the proxy URL. */
  async start(): Promise<string> {
    const server = createServer((req, res) => void this.forward(req, res));
    server.on('connect', (req: IncomingMessage, socket: Duplex, head: Buffer) => void this.tunnel(req, socket, head));
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  }

  private async forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
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
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? '');
    if (!match) return void client.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    const [host, port] = [match[1], Number(match[2])];
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
      upstream.pipe(client);
      client.pipe(upstream);
    });
  }
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(message);
}
