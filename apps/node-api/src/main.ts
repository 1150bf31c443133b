import 'reflect-metadata';
import { createRootLogger } from './common/logging/logger';
import { ConfigError, loadNodeConfig } from './config/node-config';
import { createHttpApp } from './http-app';
import { DataDirLock } from './runtime/data-dir-lock';
import { NodeRuntime } from './runtime/node-runtime';

/** EX_TEMPFAIL: the replica lost the engine lease and must be restarted (docs/operations.md). */
const LEASE_LOST_EXIT_CODE = 75;

/**
 * Boot: config → data-dir lock → the node runtime (seed, database, chain, wallet, engine) →
 * HTTP. Each step logs what it did; a failure names the step and exits non-zero.
 */
async function main(): Promise<void> {
  const config = loadNodeConfig();
  const logger = createRootLogger(config.logLevel, 'node-api');
  const lock = DataDirLock.acquire(config.dataDir, 'node-api');
  const runtime = await NodeRuntime.start(config, logger, {
    // Synchronous and at once: whatever called this must not go on acting for the node.
    onLeaseLost: (reason) => {
      logger.fatal({ reason }, 'lost the engine lease; exiting so the supervisor restarts this replica as a follower');
      process.exit(LEASE_LOST_EXIT_CODE);
    },
  });

  const app = await createHttpApp(runtime.context);
  await app.listen(config.httpPort, config.httpHost);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.httpPort;
  logger.info({ url: `http://${config.httpHost}:${port}`, network: config.network }, 'node-api listening');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await runtime.stop();
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
