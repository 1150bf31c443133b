import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { BitcoinRpcClient, BitcoindChainSource } from '@rln/chain';
import { loadOrCreateSeed } from '@rln/node-keys';
import { Database, describeTarget } from '@rln/persistence';
import { createRootLogger } from './common/logging/logger';
import { ConfigError, databaseTarget, loadNodeConfig } from './config/node-config';
import { createHttpApp } from './http-app';
import { ChainTipWatcher } from './runtime/chain-tip-watcher';
import { DataDirLock } from './runtime/data-dir-lock';
import { WalletRuntime } from './runtime/wallet-runtime';

/**
 * Boot order: config → data-dir lock → seed → database (migrations) → chain watcher →
 * plain wallet → HTTP.
 * Each step logs what it did; a failure names the step and exits non-zero.
 */
async function main(): Promise<void> {
  const config = loadNodeConfig();
  const logger = createRootLogger(config.logLevel, 'node-api');
  const lock = DataDirLock.acquire(config.dataDir, 'node-api');

  const { seed, created } = loadOrCreateSeed(config.dataDir, (warning) => logger.warn(warning));
  const nodeId = seed.nodeId();
  logger.info({ nodeId, created, dataDir: config.dataDir }, created ? 'created node seed' : 'loaded node seed');

  const target = databaseTarget(config);
  logger.info({ database: describeTarget(target) }, 'opening database');
  const db = await Database.open(target);

  // Short timeouts and few retries: the watcher polls again soon, and /readyz must answer fast.
  const rpc = new BitcoinRpcClient({
    url: config.bitcoindRpc.url,
    user: config.bitcoindRpc.user,
    password: config.bitcoindRpc.password,
    tlsCaCert: config.bitcoindRpc.certPath ? readFileSync(config.bitcoindRpc.certPath) : undefined,
    timeoutMs: 5_000,
    retries: 1,
  });
  const chainWatcher = new ChainTipWatcher(new BitcoindChainSource(rpc), config.chainPollMs, logger.child({ component: 'chain' }));
  await chainWatcher.start();
  const wallet = new WalletRuntime({ db, seed, network: config.network, rpc, logger: logger.child({ component: 'wallet' }), pollMs: config.chainPollMs });
  await wallet.start();

  const app = await createHttpApp({ config, db, seed, nodeId, chainWatcher, wallet, logger });
  await app.listen(config.httpPort, config.httpHost);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.httpPort;
  logger.info({ url: `http://${config.httpHost}:${port}`, network: config.network }, 'node-api listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    chainWatcher.stop();
    wallet.stop();
    await app.close();
    await db.close();
    lock.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`node-api failed to start: ${message}\n`);
  process.exit(1);
});
