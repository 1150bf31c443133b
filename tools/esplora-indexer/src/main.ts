// Runs the indexer until SIGTERM/SIGINT and prints its URL on stdout (one line), so the
// sandbox can start it detached and read where it listens:
//   node -r ./tools/register.js tools/esplora-indexer/src/main.ts \
//     --rpc-url http://127.0.0.1:18443 --rpc-user U --rpc-pass P [--port N] [--host H]
import { parseArgs } from 'node:util';
import { BitcoinRpcClient } from '@rln/chain';
import { EsploraIndexer } from './lib/esplora-indexer';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'rpc-url': { type: 'string' },
      'rpc-user': { type: 'string' },
      'rpc-pass': { type: 'string' },
      'rpc-cert': { type: 'string' },
      port: { type: 'string', default: '0' },
      host: { type: 'string', default: '127.0.0.1' },
      'poll-ms': { type: 'string', default: '300' },
    },
    strict: true,
  });
  const url = values['rpc-url'];
  const user = values['rpc-user'];
  const password = values['rpc-pass'];
  if (!url || user === undefined || password === undefined) {
    throw new Error('usage: main.ts --rpc-url URL --rpc-user U --rpc-pass P [--rpc-cert PEM_FILE] [--port N] [--host H] [--poll-ms MS]');
  }
  const port = Number(values.port);
  const pollIntervalMs = Number(values['poll-ms']);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid --port ${values.port}`);
  if (!Number.isFinite(pollIntervalMs) || pollIntervalMs < 10) throw new Error(`invalid --poll-ms ${values['poll-ms']}`);

  const certPath = values['rpc-cert'];
  const tlsCaCert = certPath ? (await import('node:fs')).readFileSync(certPath, 'utf8') : undefined;
  const rpc = new BitcoinRpcClient({ url, user, password, tlsCaCert, dialect: 'auto' });
  const indexer = new EsploraIndexer();
  const started = await indexer.start({ rpc, port, host: values.host, pollIntervalMs });
  process.stdout.write(`${started.url}\n`);

  const shutdown = (): void => {
    void indexer.stop().finally(() => {
      rpc.close();
      process.exit(0);
    });
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`esplora-indexer: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
