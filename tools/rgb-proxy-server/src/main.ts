// A standalone RGB proxy (protocol 0.2, in memory, every recipient accepted) until
// SIGTERM/SIGINT; prints its endpoint URL on stdout (one line):
//   node -r ./tools/register.js tools/rgb-proxy-server/src/main.ts [--port N] [--host H]
import { parseArgs } from 'node:util';
import { startRgbProxyServer } from './lib/rgb-proxy-server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
    },
    strict: true,
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`usage: main.ts [--port N] [--host H] (invalid --port ${values.port})`);
  const server = await startRgbProxyServer({
    port,
    host: values.host,
    onInternalError: (error) => process.stderr.write(`rgb-proxy-server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`),
  });
  process.stdout.write(`${server.url}\n`);

  const shutdown = (): void => {
    void server.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`rgb-proxy-server: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
