import { createServer } from 'node:net';

/**
 * A loopback TCP port that was free a moment ago (the OS picks it). Another process could
 * take it before btcd binds; the harness then fails to start with the port in its log.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('could not pick a free port'))));
    });
  });
}
