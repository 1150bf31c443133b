import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AcceptEveryRecipient, MemoryRgbProxyStore, RgbProxyHttp, RgbProxyService, sendRgbProxyReply } from '@rln/rgb-proxy';

/** The one path it serves, as the reference server's. */
export const RGB_PROXY_PATH = '/json-rpc';

export interface RgbProxyServerOptions {
  readonly port?: number;
  readonly host?: string;
  /** The path it serves (default RGB_PROXY_PATH); a node's own proxy path lets it stand in for a node's proxy. */
  readonly path?: string;
  /** Where failures that are not the client's go (stderr in the CLI). */
  readonly onInternalError?: (error: unknown) => void;
}

export interface StartedRgbProxyServer {
  /** The endpoint URL (http://host:port/json-rpc by default); an invoice names it as rpc://host:port/json-rpc. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * A standalone RGB proxy (protocol 0.2) that keeps files in memory and accepts every
 * recipient: the transport of third-party rgb-lib wallets' invoices in tests, speaking the
 * same code as the node's own endpoint.
 */
export async function startRgbProxyServer(options: RgbProxyServerOptions = {}): Promise<StartedRgbProxyServer> {
  const service = new RgbProxyService({ store: new MemoryRgbProxyStore(), policy: new AcceptEveryRecipient(), serverVersion: 'rln-test-proxy' });
  const http = new RgbProxyHttp(service, { onInternalError: options.onInternalError });
  const served = options.path ?? RGB_PROXY_PATH;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'POST' || path !== served) {
      res.writeHead(404, { 'Content-Type': 'application/json', Connection: 'close' }).end(JSON.stringify({ error: 'NotFound', message: `POST ${served} only` }));
      return;
    }
    http.serve(req).then(
      (reply) => sendRgbProxyReply(res, reply),
      (error: unknown) => {
        options.onInternalError?.(error);
        res.destroy();
      },
    );
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port ?? 0, host);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}${served}`,
    close: () => close(server),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
