import { feeEstimates } from './fee/fee-estimates';
import { EsploraHttpServer } from './http/esplora-http-server';
import { TxBroadcaster } from './http/tx-broadcaster';
import { ChainIndex } from './index/chain-index';
import { MempoolIndex } from './index/mempool-index';
import type { IndexerRpc } from './ports/indexer-rpc.port';
import { EsploraQueryService } from './query/esplora-query.service';
import { NETWORKS, type NetworkParams, networkForGenesis } from './script/network';
import { IndexSync } from './sync/index-sync';

export interface EsploraIndexerOptions {
  readonly rpc: IndexerRpc;
  /** 0 (default) picks a free port. */
  readonly port?: number;
  readonly host?: string;
  /** Between the end of one sync and the start of the next. Default 300 ms. */
  readonly pollIntervalMs?: number;
  /** Address encoding; inferred from the genesis hash when omitted (regtest if unknown). */
  readonly network?: NetworkParams['name'];
  /** Sync errors, reported once per distinct message. Default: stderr. */
  readonly onError?: (message: string) => void;
}

const DEFAULT_POLL_MS = 300;
const DEFAULT_WAIT_MS = 30_000;

/**
 * An Esplora-compatible HTTP indexer over a bitcoind-style RPC (btcd on regtest).
 * Everything is in memory and rebuilt from genesis at start: a test/sandbox tool.
 */
export class EsploraIndexer {
  private readonly chain = new ChainIndex();
  private readonly mempool = new MempoolIndex();
  private network: NetworkParams = networkForGenesis(undefined);
  private server: EsploraHttpServer | undefined;
  private sync: IndexSync | undefined;
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastError: string | undefined;
  private baseUrl: string | undefined;

  get url(): string {
    if (!this.baseUrl) throw new Error('EsploraIndexer is not started');
    return this.baseUrl;
  }

  get tipHeight(): number {
    return this.chain.tipHeight;
  }

  /** Indexes the node's chain and mempool, then serves HTTP; resolves once both are ready. */
  async start(options: EsploraIndexerOptions): Promise<{ url: string }> {
    if (this.running) throw new Error('EsploraIndexer is already started');
    const { rpc } = options;
    const onError = options.onError ?? ((message: string) => process.stderr.write(`esplora-indexer: ${message}\n`));
    this.sync = new IndexSync(rpc, this.chain, this.mempool);
    await this.syncNow();
    this.network = options.network ? requireNetwork(options.network) : networkForGenesis(this.chain.blockAt(0)?.header.hash);

    const queries = new EsploraQueryService(this.chain, this.mempool, () => this.network);
    const broadcaster = new TxBroadcaster(rpc, () => this.syncNow());
    this.server = new EsploraHttpServer({
      queries,
      broadcast: (body) => broadcaster.broadcast(body),
      feeEstimates: () => feeEstimates(rpc),
      network: () => this.network,
    });
    this.baseUrl = await this.server.listen(options.host ?? '127.0.0.1', options.port ?? 0);
    this.running = true;
    this.schedulePoll(options.pollIntervalMs ?? DEFAULT_POLL_MS, onError);
    return { url: this.baseUrl };
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue;
    await this.server?.close();
    this.server = undefined;
  }

  /** Runs one sync now (after any in progress): on return, everything the node had at the call is indexed. */
  synced(): Promise<void> {
    return this.syncNow();
  }

  /** Syncs until the indexed tip reaches `height`; rejects after `timeoutMs`. */
  async waitForHeight(height: number, timeoutMs = DEFAULT_WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await this.syncNow();
      if (this.chain.tipHeight >= height) return;
      if (Date.now() > deadline) throw new Error(`indexer tip ${this.chain.tipHeight} did not reach height ${height} in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Ticks never overlap: each one waits for the previous. */
  private syncNow(): Promise<void> {
    const sync = this.sync;
    if (!sync) return Promise.reject(new Error('EsploraIndexer is not started'));
    const run = this.queue.then(async () => {
      await sync.tick();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private schedulePoll(intervalMs: number, onError: (message: string) => void): void {
    this.timer = setTimeout(() => {
      this.syncNow()
        .then(() => {
          if (this.lastError !== undefined) onError('sync recovered');
          this.lastError = undefined;
        })
        .catch((err: unknown) => {
          const message = `sync failed: ${err instanceof Error ? err.message : String(err)}`;
          if (message !== this.lastError) onError(message);
          this.lastError = message;
        })
        .finally(() => {
          if (this.running) this.schedulePoll(intervalMs, onError);
        });
    }, intervalMs);
  }
}

function requireNetwork(name: NetworkParams['name']): NetworkParams {
  const network = NETWORKS.find((n) => n.name === name);
  if (!network) throw new Error(`unknown network ${name}`);
  return network;
}
