import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RouterDeps, routeRequest } from './esplora-router';

/** A raw tx is at most 4 MB of weight; its hex fits in 8 MiB. */
const MAX_BODY_BYTES = 8 * 1024 * 1024;

/** Plain node:http around the router; one request at a time per connection, no framework. */
export class EsploraHttpServer {
  private server: Server | undefined;

  constructor(private readonly deps: RouterDeps) {}

  async listen(host: string, port: number): Promise<string> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    const address = server.address() as AddressInfo;
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${shownHost}:${address.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections would hold close() open.
      server.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const body = await readBody(req);
      const reply = await routeRequest(req.method ?? 'GET', req.url ?? '/', body, this.deps);
      const payload = typeof reply.body === 'string' ? Buffer.from(reply.body, 'utf8') : Buffer.from(reply.body);
      res.writeHead(reply.status, { 'content-type': reply.contentType, 'content-length': payload.length });
      res.end(payload);
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      const tooLarge = err instanceof BodyTooLargeError;
      res.writeHead(tooLarge ? 413 : 500, { 'content-type': 'text/plain' });
      res.end(err instanceof Error ? err.message : String(err));
    }
  }
}

class BodyTooLargeError extends Error {
  constructor() {
    super('request body too large');
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    length += buf.length;
    if (length > MAX_BODY_BYTES) throw new BodyTooLargeError();
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}
