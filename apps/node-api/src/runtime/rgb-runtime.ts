import { ContractBalance, ContractService, IssuerRegistryService } from '@rln/contracts';
import type { EventService } from '@rln/events';
import type { NodeSeed } from '@rln/node-keys';
import { Database, TypeormOnchainTransferStore, TypeormRgbProxyStore, TypeormRgbStore } from '@rln/persistence';
import { RgbProxyService } from '@rln/rgb-proxy';
import {
  ANY_TRANSPORT_ENDPOINT,
  RgbInvoiceService,
  RgbOnchainPaymentsService,
  RgbReceiveService,
  RgbSendService,
  RgbTopUpRecords,
  RgbTransferProgress,
  type OnchainTransferRecord,
  type TransferEventType,
  type TransferNotifier,
} from '@rln/rgb-transfers';
import { EsploraChainView, RgbLibEngine } from '@rln/rgb-lib-adapter';
import { OnlineRgbEngine, RgbEngine, RgbFundService, RgbKeyring, RgbSweepService, RgbTopUpService, RgbUtxoService, RgbWalletService, RgbWalletKeys } from '@rln/rgb-wallet';
import type { Logger } from 'pino';
import type { NodeConfig } from '../config/node-config';
import { ComponentReadiness, ComponentRuntime, OffText } from './component-runtime';
import { PublicTransportGuard } from './public-transport-guard';
import { EgressPolicy } from './rgb-egress/egress-policy';
import { RgbEgressProxy } from './rgb-egress/egress-proxy';
import { RgbTransferScheduler } from './rgb-transfer-scheduler';
import { NODE_VERSION } from './version';
import type { WalletRuntime } from './wallet-runtime';

const RETRY_MS = 2_000;
/** /readyz answers fast even when the indexer hangs. */
const INDEXER_PROBE_TIMEOUT_MS = 5_000;
const INDEXER_PROBE_REUSE_MS = 2_000;

const nowUnixSecs = (): number => Math.floor(Date.now() / 1000);

/** What the RGB side needs from the rest of the node. */
export interface RgbRuntimeDeps {
  readonly seed: NodeSeed;
  readonly db: Database;
  readonly plainWallet: WalletRuntime;
  readonly events: EventService;
  /** The chain tip height the node last saw (null before the first read). */
  readonly tipHeight: () => number | null;
  /** Our units of an rgb-lib asset id held in asset channels, for contract balances' `offchain`. */
  readonly offchainAssets: (assetId: string) => Promise<bigint>;
  /** rgb-lib's data directory, asked when rgb-lib first opens (a replica's depends on its lease epoch). */
  readonly rgbLibDataDir: () => string;
  /** Checked before every rgb-lib call and broadcast (the engine lease's fence; a no-op for a single process). */
  readonly gate: () => void;
  readonly logger: Logger;
}

const RGB_NETWORKS = { regtest: 'Regtest', testnet: 'Testnet', signet: 'Signet', bitcoin: 'Mainnet' } as const;

/**
 * The RGB side of the node: rgb-lib online against the indexer, and the domain services over
 * it (libs/rgb-wallet, libs/contracts) wired to their adapters: rgb-lib in a worker thread, the
 * Esplora indexer, PostgreSQL/PGlite and the plain wallet. rgb-lib runs only when
 * RLN_ESPLORA_URL is set; otherwise every RGB endpoint answers 503 NodeNotReady.
 */
export class RgbRuntime {
  private indexerProbe: { startedAt: number; result: Promise<ComponentReadiness> } | null = null;

  private constructor(
    readonly engine: ComponentRuntime<OnlineRgbEngine>,
    readonly indexer: EsploraChainView | null,
    readonly wallet: RgbWalletService,
    readonly utxos: RgbUtxoService,
    readonly fund: RgbFundService,
    readonly topUp: RgbTopUpService,
    readonly sweep: RgbSweepService,
    readonly issuers: IssuerRegistryService,
    readonly contracts: ContractService,
    readonly invoices: RgbInvoiceService,
    readonly sends: RgbSendService,
    readonly receives: RgbReceiveService,
    readonly onchainPayments: RgbOnchainPaymentsService,
    readonly transfers: RgbTransferScheduler,
    readonly proxy: RgbProxyService,
    /** Where rgb-lib's calls to RGB proxies go through (null when RGB is off). */
    private readonly egress: RgbEgressProxy | null,
    /** The rgb-lib engine itself, for what the RgbEngine port does not carry (asset channels); null when RGB is off. */
    readonly rgbLib: RgbLibEngine | null,
  ) {}

  static build(config: NodeConfig, deps: RgbRuntimeDeps): RgbRuntime {
    const { seed, db, plainWallet, logger } = deps;
    const keyring = new RgbKeyring(seed.mnemonic(), config.network);
    const store = new TypeormRgbStore(db);
    const indexerUrl = config.esploraUrl;
    const chain = new EsploraChainView(indexerUrl ?? 'http://127.0.0.1:0', undefined, deps.gate);
    const rgbLib = indexerUrl
      ? new RgbLibEngine({
          dataDir: deps.rgbLibDataDir,
          gate: deps.gate,
          network: config.network,
          mnemonic: () => seed.mnemonic(),
          onStaleLock: (path) => logger.warn({ path }, 'removed the rgb-lib runtime lock a killed process left (it would hold rgb-lib back for an hour)'),
          onStockRestored: (restored) =>
            logger.error({ ...restored }, 'the RGB stock did not load (a kill interrupted rgb-lib writing it): restored it from the snapshot of the last completed call'),
        })
      : null;
    const engine = rgbLib && indexerUrl ? rgbEngineRuntime(rgbLib, indexerUrl, logger) : ComponentRuntime.off<OnlineRgbEngine>('RGB engine', RGB_OFF, logger);
    const utxos = new RgbUtxoService(engine, store, chain, nowUnixSecs);
    const issuers = new IssuerRegistryService(store, nowUnixSecs);

    const transfers = new TypeormOnchainTransferStore(db);
    const onchainPayments = new RgbOnchainPaymentsService(transfers, nowUnixSecs);
    const invoices = new RgbInvoiceService(engine, transfers, { proxyEndpoint: () => proxyEndpoint(config), rgbNetwork: RGB_NETWORKS[config.network] }, nowUnixSecs);
    let sends: RgbSendService | null = null;
    const progress = new RgbTransferProgress(engine, transfers, store, eventNotifier(deps.events), nowUnixSecs, logger, chain, (id) => sends?.isRunning(id) ?? false);
    let scheduler: RgbTransferScheduler | null = null;
    sends = new RgbSendService(
      engine,
      invoices,
      transfers,
      store,
      chain,
      nowUnixSecs,
      () => scheduler?.kick(),
      () => scheduler?.whenRecovered() ?? Promise.resolve(),
      config.rgbTransportAllowPrivate ? ANY_TRANSPORT_ENDPOINT : new PublicTransportGuard(),
      logger,
    );
    scheduler = new RgbTransferScheduler(engine, sends, progress, deps.tipHeight, logger);
    const proxyStore = new TypeormRgbProxyStore(db);
    const proxy = new RgbProxyService({
      store: proxyStore,
      // supplement.md: consignments only for this node's own open invoices; no media (no schema we issue attaches any).
      policy: { accepts: (recipientId) => onchainPayments.acceptsConsignmentFor(recipientId), acceptsMedia: () => Promise.resolve(false) },
      serverVersion: NODE_VERSION,
      onConsignmentPosted: () => scheduler?.kick(),
      onHookError: (error, recipientId) => logger.error({ err: error, recipientId }, 'RGB proxy hook failed'),
    });
    return new RgbRuntime(
      engine,
      indexerUrl ? chain : null,
      new RgbWalletService(engine, keyring, store),
      utxos,
      new RgbFundService(() => plainWallet.ready(), keyring, store, chain),
      new RgbTopUpService(engine, utxos, () => plainWallet.ready(), keyring, store, store, new RgbTopUpRecords(transfers), nowUnixSecs),
      new RgbSweepService(engine, utxos, () => plainWallet.ready(), keyring, store, nowUnixSecs),
      issuers,
      new ContractService(engine, store, utxos, issuers, chain, nowUnixSecs, deps.offchainAssets),
      invoices,
      sends,
      new RgbReceiveService(engine, invoices, transfers, store, { consignmentFor: (recipientId) => proxyStore.consignmentFile(recipientId) }, progress),
      onchainPayments,
      scheduler,
      proxy,
      indexerUrl ? new RgbEgressProxy(egressPolicy(config), logger.child({ component: 'rgb-egress' })) : null,
      rgbLib,
    );
  }

  /** Resolves after the first attempt to bring rgb-lib online. */
  async start(): Promise<void> {
    if (this.egress) routeRgbLibThrough(await this.egress.start());
    await this.engine.start();
    if (this.engine.isConfigured()) this.transfers.start();
  }

  async stop(): Promise<void> {
    this.transfers.stop();
    await this.engine.stop();
    await this.egress?.stop();
  }

  /** The balance of every contract the node holds; none when RGB is off (no RGB state). */
  async onchainBalances(): Promise<{ contractId: string; balance: ContractBalance }[]> {
    if (!this.engine.isConfigured()) return [];
    const contracts = await this.contracts.list();
    return Promise.all(contracts.map((c) => this.contracts.balance(c.contractId)));
  }

  /**
   * Whether the indexer rgb-lib uses answers (ok when RGB is off). /readyz needs no token, so
   * one probe serves every caller for INDEXER_PROBE_REUSE_MS: a flood of /readyz never
   * becomes a flood of indexer requests.
   */
  indexerReadiness(): Promise<ComponentReadiness> {
    const indexer = this.indexer;
    if (!indexer) return Promise.resolve({ ok: true, detail: RGB_OFF.detail });
    const now = Date.now();
    if (this.indexerProbe && now - this.indexerProbe.startedAt < INDEXER_PROBE_REUSE_MS) return this.indexerProbe.result;
    const result = indexer.tipHeight(INDEXER_PROBE_TIMEOUT_MS).then(
      (height): ComponentReadiness => ({ ok: true, detail: `tip ${height}` }),
      (error: unknown): ComponentReadiness => ({ ok: false, detail: error instanceof Error ? error.message : String(error), hint: 'Check that the indexer at RLN_ESPLORA_URL is running.' }),
    );
    this.indexerProbe = { startedAt: now, result };
    return result;
  }
}

/**
 * rgb-lib's RGB-proxy client (reqwest) reads HTTP_PROXY/HTTPS_PROXY (upper case first), so the
 * node points them at its egress proxy for its own process. Its indexer client (minreq) reads
 * the lower-case names, which are left as the operator set them. NO_PROXY would let names
 * bypass the policy, and REQUEST_METHOD makes reqwest ignore HTTP_PROXY (CGI): both go.
 */
function routeRgbLibThrough(egressUrl: string): void {
  process.env['HTTP_PROXY'] = egressUrl;
  process.env['HTTPS_PROXY'] = egressUrl;
  for (const name of ['NO_PROXY', 'no_proxy', 'REQUEST_METHOD']) delete process.env[name];
}

/**
 * Public destinations only off regtest, plus the node's own proxy and its indexer (either may
 * be on a private address; the indexer would pass through only if minreq ever read the
 * upper-case names).
 */
function egressPolicy(config: NodeConfig): EgressPolicy {
  const hostPort = (url: URL, securePort: boolean) => `${url.hostname}:${url.port || (securePort ? '443' : '80')}`;
  const endpoint = proxyEndpoint(config);
  const allowed = [hostPort(new URL(endpoint.replace(/^rpcs?:/, 'http:')), endpoint.startsWith('rpcs:'))];
  if (config.esploraUrl) {
    const indexer = new URL(config.esploraUrl);
    allowed.push(hostPort(indexer, indexer.protocol === 'https:'));
  }
  return new EgressPolicy({ allowPrivate: config.rgbTransportAllowPrivate, allowed });
}

/** The RGB proxy endpoint this node's invoices name (supplement.md "RGB on-chain transfers"). */
function proxyEndpoint(config: NodeConfig): string {
  const base = new URL(config.rgbProxyUrl ?? `http://${config.httpHost === '0.0.0.0' ? '127.0.0.1' : config.httpHost}:${config.httpPort}`);
  const scheme = base.protocol === 'https:' ? 'rpcs' : 'rpc';
  const path = `${base.pathname.replace(/\/$/, '')}/api/v1/rgb/proxy`;
  return `${scheme}://${base.host}${path}`;
}

/** Transfer events into the client event queue, once per record and type. */
function eventNotifier(events: EventService): TransferNotifier {
  return {
    async notify(type: TransferEventType, record: OnchainTransferRecord): Promise<void> {
      const data = {
        payment_id: record.id,
        direction: record.direction,
        contract_id: record.contractId,
        amount: record.amount.toString(),
        txid: record.txid,
        consignment_key: record.consignmentKey,
      };
      await events.publish(type, data, `${type}:${record.id}`);
    },
  };
}

const RGB_OFF: OffText = {
  message: 'The RGB engine is not running',
  hint: 'Configure RLN_ESPLORA_URL (an Esplora or Electrum indexer) and restart the node',
  detail: 'RGB is off: RLN_ESPLORA_URL is not set',
};

/** Opens rgb-lib's wallet once, then goes online against the indexer (retrying until it answers). */
function rgbEngineRuntime(engine: RgbEngine, indexerUrl: string, logger: Logger): ComponentRuntime<OnlineRgbEngine> {
  let keys: RgbWalletKeys | null = null;
  return new ComponentRuntime<OnlineRgbEngine>({
    name: 'RGB engine',
    start: async () => {
      keys ??= await engine.open();
      const { repaired } = await engine.goOnline(indexerUrl);
      // docs/rgb.md "Broadcast before commit": a kill left these on chain but not in rgb-lib's records.
      if (repaired.length > 0) logger.warn({ repaired }, 'RGB engine recorded transactions of ours a killed process had broadcast but not recorded');
      await engine.sync();
      logger.info({ fingerprint: keys.masterFingerprint }, 'RGB engine online');
      return { engine, keys };
    },
    retryMs: RETRY_MS,
    stop: () => engine.close(),
    describe: ({ keys: k }) => `rgb-lib online, master fingerprint ${k.masterFingerprint}`,
    notReady: { message: 'The RGB engine is starting', hint: 'It goes online once the RGB indexer (RLN_ESPLORA_URL) answers.' },
    logger,
  });
}
