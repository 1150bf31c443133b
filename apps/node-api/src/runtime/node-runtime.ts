import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EngineFence, LeaseLostError } from '@rln/core';
import { BitcoinRpcClient, BitcoindChainSource } from '@rln/chain';
import { type DeadLetterStore, EventService } from '@rln/events';
import { IdempotencyService } from '@rln/idempotency';
import { NodeSeed, loadOrCreateSeed } from '@rln/node-keys';
import { createLightningPayments } from '@rln/lightning-payments';
import {
  Database,
  PgEngineLease,
  TypeormDeadLetterStore,
  TypeormEventQueue,
  TypeormIdempotencyStore,
  TypeormKvStore,
  TypeormPaymentStore,
  describeTarget,
  isUnstorableData,
  replicaApplicationName,
} from '@rln/persistence';
import type { Logger } from 'pino';
import { NodeMetrics } from '../common/metrics/node-metrics';
import { NodeConfig, databaseTarget } from '../config/node-config';
import { NodeContext } from '../infrastructure/node-context';
import { ChainTipWatcher } from './chain-tip-watcher';
import { EventRetention } from './event-retention';
import { PlainAnchorFeeWallet } from './asset-channels/plain-anchor-fee-wallet';
import { AnchorWalletAdapter } from './anchor-wallet.adapter';
import type { LightningPaymentServices } from './asset-channels/rgb-ln-payments';
import { AssetChannelRuntime } from './asset-channels/asset-channel-runtime';
import { LightningRuntime, newChangeScript } from './lightning-runtime';
import { RgbRuntime } from './rgb-runtime';
import { WalletRuntime } from './wallet-runtime';
import { checkNodeIdentity } from './node-identity';
import { EngineLeaseKeeper } from './replica/engine-lease-keeper';
import { rgbLibDirForEpoch } from './replica/rgb-lib-dir-for-epoch';
import { singleProcess } from './replica/replica-view';

export interface NodeRuntimeOptions {
  /** The engine lease is gone: end the process now (main: exit code 75, for the supervisor to restart it as a follower). */
  readonly onLeaseLost: (reason: string) => never;
}

/**
 * The composition root: builds every long-lived service in dependency order and stops them in
 * reverse. Nest only hosts HTTP on top of what this builds (see NodeContextModule).
 * Order: seed → database (migrations) → chain watcher → plain wallet → Lightning engine → RGB
 * engine. Each component that waits for a dependency retries in the background (ComponentRuntime).
 *
 * The engine half (wallet, Lightning, RGB, their background loops) starts at once in a single
 * process; a replica (RLN_REPLICA_MODE=lease) builds everything but starts that half only once
 * it holds the engine lease, after fencing its database with the lease's epoch.
 */
export class NodeRuntime {
  private constructor(
    readonly context: NodeContext,
    private readonly rpcClients: BitcoinRpcClient[],
    private readonly eventRetention: EventRetention,
    private readonly keeper: EngineLeaseKeeper | null,
    /** A single process on an external PostgreSQL holds the engine lease for its lifetime. */
    private readonly claim: PgEngineLease | null,
  ) {}

  static async start(config: NodeConfig, logger: Logger, options: NodeRuntimeOptions): Promise<NodeRuntime> {
    const { seed, created } = loadOrCreateSeed(config.dataDir, (warning) => logger.warn(warning));
    logger.info({ nodeId: seed.nodeId(), created, dataDir: config.dataDir }, created ? 'created node seed' : 'loaded node seed');
    const replicaId = randomBytes(8).toString('hex');

    const target = databaseTarget(config);
    logger.info({ database: describeTarget(target), replicaMode: config.replica.mode, replicaId }, 'opening database');
    const db = await Database.open(target, {
      log: (message, level) => logger[level]({ component: 'database' }, message),
      applicationName: replicaApplicationName(replicaId),
    });
    await checkNodeIdentity(new TypeormKvStore(db), seed.nodeId(), created);
    if (config.replica.mode === 'lease') await checkSessionNames(db, replicaApplicationName(replicaId));
    const claim = config.replica.mode === 'single' && config.databaseUrl !== null ? await claimEngine(config.databaseUrl, replicaId, logger, options) : null;
    // The lease's fence once this replica holds it; every engine action checks it first.
    let fence: EngineFence | null = null;
    const gate =
      config.replica.mode === 'single'
        ? () => undefined
        : () => {
            if (fence === null) throw new LeaseLostError('this replica does not hold the engine lease');
            fence.assertHeld();
          };
    let rgbLibDir = join(config.dataDir, 'rgb');
    // Outbound payments recorded Pending before the engine starts here were made by an earlier
    // process (or, on a replica, by earlier holders): the startup reconcile judges those.
    const engineCutoff = { at: new Date() };

    // Status and readiness read through a client with short timeouts so /readyz answers fast;
    // the wallet and the engine use patient ones.
    const statusRpc = rpcClient(config, { timeoutMs: 5_000, retries: 1 });
    const rpc = rpcClient(config, {});
    const chainWatcher = new ChainTipWatcher(new BitcoindChainSource(statusRpc), config.chainPollMs, logger.child({ component: 'chain' }));
    await chainWatcher.start();

    const anchorWallet = new AnchorWalletAdapter();
    const wallet = new WalletRuntime({
      db,
      seed,
      network: config.network,
      rpc,
      logger: logger.child({ component: 'wallet' }),
      pollMs: config.chainPollMs,
      onSynced: async (w) => anchorWallet.refresh(await w.spendableCoins(), () => newChangeScript(w)),
    });

    const events = new EventService(new TypeormEventQueue(db));
    const eventRetention = new EventRetention(events, config.eventRetentionHours, logger.child({ component: 'events' }));
    const deadLetters = new TypeormDeadLetterStore(db);
    // Its sources are read at scrape time, once HTTP is up: every component below exists by then.
    const metrics = new NodeMetrics({
      components: { wallet: () => wallet.readiness(), engine: () => lightning.runtime.readiness(), rgb: () => rgb.engine.readiness() },
      deadLetters: () => deadLetters.count(),
    });
    // Built before both engines it serves: LDK needs its message handler at start; it reaches them lazily.
    let rgbRuntime: RgbRuntime | null = null;
    let lightningPayments: LightningPaymentServices | null = null;
    const assetChannels = new AssetChannelRuntime({
      seed,
      db,
      lightning: () => lightning.runtime.current(),
      rgb: () => rgbRuntime,
      tipHeight: () => chainWatcher.current().tip?.height ?? null,
      payments: () => lightningPayments,
      btcScript: () => newChangeScript(wallet.ready()),
      anchorFeeWallet: new PlainAnchorFeeWallet(() => wallet.ready(), anchorWallet),
      closeFeerateFloorSatPerVb: config.rgbCloseFeerateFloorSatPerVb,
      cpfpMaxFeeSats: config.rgbCpfpMaxFeeSats,
      enabled: config.rgbChannels,
      fundingTimeoutBlocks: config.rgbChannelFundingTimeoutBlocks,
      logger: logger.child({ component: 'asset-channels' }),
    });
    const lightning = lightningRuntime(config, seed, db, rpc, wallet, anchorWallet, events, deadLetters, metrics, assetChannels, gate, engineCutoff, logger);
    lightningPayments = { payments: lightning.payments, bolt11: lightning.bolt11 };

    const rgb = RgbRuntime.build(config, {
      seed,
      db,
      plainWallet: wallet,
      events,
      tipHeight: () => chainWatcher.current().tip?.height ?? null,
      offchainAssets: (assetId) => assetChannels.offchainAssets(assetId),
      rgbLibDataDir: () => rgbLibDir,
      gate,
      logger: logger.child({ component: 'rgb' }),
    });
    let engineStarted = false;
    const startEngine = async () => {
      if (engineStarted) return;
      engineStarted = true;
      engineCutoff.at = new Date();
      await wallet.start();
      eventRetention.start();
      await lightning.runtime.start();
      await rgb.start();
      rgbRuntime = rgb;
      assetChannels.start();
    };

    const keeper =
      config.replica.mode === 'lease'
        ? leaseKeeper(config, replicaId, metrics, logger, options, async (granted) => {
            fence = granted;
            db.fenceWith(granted);
            const replica = config.replica;
            if (replica.mode === 'lease' && replica.rgbSharedDir !== null && config.esploraUrl !== null) {
              rgbLibDir = await rgbLibDirForEpoch(db, replica.rgbSharedDir, granted.epoch, rgbLibDir);
              logger.info({ component: 'rgb', dir: rgbLibDir }, "rgb-lib's data for this lease epoch");
            }
            await startEngine();
          })
        : null;

    const context: NodeContext = {
      config,
      db,
      seed,
      nodeId: seed.nodeId(),
      chainWatcher,
      wallet,
      lightning: lightning.runtime,
      events,
      deadLetters,
      payments: lightning.payments,
      bolt11: lightning.bolt11,
      bolt12: lightning.bolt12,
      spontaneous: lightning.spontaneous,
      rgb,
      assetChannels,
      idempotency: new IdempotencyService(new TypeormIdempotencyStore(db), {
        // A fresh owner per process: a key left running by an earlier process was interrupted.
        owner: randomBytes(16).toString('hex'),
        now: () => Math.floor(Date.now() / 1000),
        retentionSecs: config.idempotencyRetentionHours * 3600,
      }),
      metrics,
      replica: keeper ?? singleProcess(replicaId),
      logger,
    };
    // The engine half: at once in a single process, once the lease is held in a replica.
    if (keeper) keeper.start();
    else await startEngine();
    return new NodeRuntime(context, [statusRpc, rpc], eventRetention, keeper, claim);
  }

  /** The one shutdown path: the reverse of start; a lease holder gives the lease up last, once its engine wrote its state. */
  async stop(): Promise<void> {
    const { chainWatcher, wallet, lightning, rgb, assetChannels, db } = this.context;
    assetChannels.stop();
    await rgb.stop();
    await lightning.stop();
    await wallet.stop();
    await this.eventRetention.stop();
    await this.keeper?.stop();
    await this.claim?.close();
    chainWatcher.stop();
    for (const client of this.rpcClients) client.close();
    // Last: closes the connections, then stops the embedded PostgreSQL server when there is one.
    await db.close();
  }
}

function lightningRuntime(
  config: NodeConfig,
  seed: NodeSeed,
  db: Database,
  rpc: BitcoinRpcClient,
  wallet: WalletRuntime,
  anchorWallet: AnchorWalletAdapter,
  events: EventService,
  deadLetters: DeadLetterStore,
  metrics: NodeMetrics,
  assetChannels: AssetChannelRuntime,
  gate: () => void,
  engineCutoff: { at: Date },
  logger: Logger,
) {
  // Payments reach the engine through the runtime, which needs their event sink: the engine
  // is resolved lazily.
  const payments = createLightningPayments({
    store: new TypeormPaymentStore(db),
    events,
    engine: () => runtime.ready(),
    logger: logger.child({ component: 'payments' }),
    deadLetters,
    isUnstorable: isUnstorableData,
    carriedElsewhere: (payment) => assetChannels.outboundAssetHtlcInFlight(payment),
    recordedBefore: () => engineCutoff.at,
  });
  const runtime = new LightningRuntime({
    config,
    seed,
    db,
    rpc,
    wallet,
    // The asset channels learn of funded carriers from LDK's events, after the node stored them.
    sink: {
      publish: async (event) => {
        await payments.sink.publish(event);
        metrics.observeLightningEvent(event);
        assetChannels.onLightningEvent(event);
      },
    },
    anchorWallet,
    customMessages: assetChannels,
    logger: logger.child({ component: 'lightning' }),
    onStarted: (engine) => payments.onEngineStarted(engine),
    gate,
  });
  return { runtime, ...payments };
}

/** Longer than any process lives: a single process renews nothing; its lease ends with its session. */
const SINGLE_PROCESS_LEASE_MS = 10 * 365 * 24 * 3600 * 1000;
const CLAIM_WAIT_MS = 15_000;

/**
 * A single process on an external PostgreSQL takes the engine lease for its lifetime, so that
 * it and replicas never run two engines on one database: it refuses to start while a replica
 * holds the lease, and replicas treat it as a live holder (they take over only once its session
 * is gone). If its session breaks it takes the lease again; if a replica has it by then, this
 * process stops acting for the node.
 */
async function claimEngine(url: string, replicaId: string, logger: Logger, options: NodeRuntimeOptions): Promise<PgEngineLease> {
  const refused = 'a replica (RLN_REPLICA_MODE=lease) holds the engine lease on this database: run this process as a replica too, or stop the replicas (docs/operations.md)';
  const claim: PgEngineLease = new PgEngineLease({
    url,
    replicaId,
    replicaUrl: null,
    ttlMs: SINGLE_PROCESS_LEASE_MS,
    onSessionLost: (error) => {
      logger.warn({ component: 'lease', err: String(error) }, 'the engine lease session broke; taking the lease again');
      const again = async (): Promise<void> => {
        try {
          if ((await claim.tryAcquire()) === null) options.onLeaseLost(refused);
        } catch {
          setTimeout(() => void again(), 1000);
        }
      };
      setTimeout(() => void again(), 1000);
    },
  });
  // A killed predecessor's session ends moments after the process: wait for that, not for a replica.
  for (const deadline = Date.now() + CLAIM_WAIT_MS; (await claim.tryAcquire()) === null; ) {
    if (Date.now() > deadline) {
      await claim.close();
      throw new Error(`RLN_REPLICA_MODE=single: ${refused}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return claim;
}

/**
 * A takeover ends the old holder's sessions by their application_name: a name set in
 * DATABASE_URL (which wins over ours) or a pooler that shares sessions would leave them
 * running. Refused at start, with the reason.
 */
async function checkSessionNames(db: Database, expected: string): Promise<void> {
  const [row] = await db.statement<{ name: string }>(`SELECT current_setting('application_name') AS name`, []);
  if (row?.name !== expected) {
    throw new Error(
      `RLN_REPLICA_MODE=lease: the database session is named '${row?.name ?? ''}', not '${expected}': remove application_name from DATABASE_URL ` +
        'and connect to PostgreSQL directly, not through a pooler (docs/operations.md)',
    );
  }
}

function leaseKeeper(
  config: NodeConfig,
  replicaId: string,
  metrics: NodeMetrics,
  logger: Logger,
  options: NodeRuntimeOptions,
  onAcquired: (fence: EngineFence) => Promise<void>,
): EngineLeaseKeeper {
  const replica = config.replica;
  if (replica.mode !== 'lease' || config.databaseUrl === null) throw new Error('the engine lease needs RLN_REPLICA_MODE=lease and DATABASE_URL');
  let keeper: EngineLeaseKeeper | null = null;
  const lease = new PgEngineLease({
    url: config.databaseUrl,
    replicaId,
    replicaUrl: replica.url,
    ttlMs: replica.leaseTtlMs,
    onSessionLost: (error) => keeper?.sessionLost(error),
  });
  keeper = new EngineLeaseKeeper({
    replicaId,
    lease,
    ttlMs: replica.leaseTtlMs,
    onAcquired,
    onLost: options.onLeaseLost,
    metrics,
    logger: logger.child({ component: 'lease' }),
  });
  return keeper;
}

function rpcClient(config: NodeConfig, overrides: { timeoutMs?: number; retries?: number }): BitcoinRpcClient {
  return new BitcoinRpcClient({
    url: config.bitcoindRpc.url,
    user: config.bitcoindRpc.user,
    password: config.bitcoindRpc.password,
    tlsCaCert: config.bitcoindRpc.certPath ? readFileSync(config.bitcoindRpc.certPath) : undefined,
    ...overrides,
  });
}
