import { Inject, Injectable } from '@nestjs/common';
import { DEAD_LETTER_STORE, type DeadLetterStore } from '@rln/events';
import { Database } from '@rln/persistence';
import { NodeConfig } from '../../config/node-config';
import { NODE_CONFIG, NODE_ID, REPLICA_VIEW } from '../../infrastructure/node-context';
import type { ReplicaView } from '../../runtime/replica/replica-view';
import { ChainTipWatcher } from '../../runtime/chain-tip-watcher';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { RgbRuntime } from '../../runtime/rgb-runtime';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { NODE_VERSION } from '../../runtime/version';
import { deadLetterCheck } from './dead-letter-check';
import { NodeIdResponseDto, ReadinessCheckDto, ReadinessResponseDto, StatusResponseDto, VersionResponseDto } from './dto/node-responses.dto';

@Injectable()
export class NodeStatusService {
  constructor(
    @Inject(NODE_CONFIG) private readonly config: NodeConfig,
    @Inject(NODE_ID) private readonly nodeIdHex: string,
    private readonly db: Database,
    private readonly chain: ChainTipWatcher,
    private readonly lightning: LightningRuntime,
    private readonly wallet: WalletRuntime,
    private readonly rgb: RgbRuntime,
    @Inject(DEAD_LETTER_STORE) private readonly deadLetters: DeadLetterStore,
    @Inject(REPLICA_VIEW) private readonly replica: ReplicaView,
  ) {}

  status(): StatusResponseDto {
    const view = this.chain.current();
    return {
      is_running: this.lightning.current()?.isRunning() ?? false,
      is_listening: (this.lightning.current()?.listeningPort() ?? null) !== null,
      best_block_height: view.tip?.height ?? null,
      chain_tip_hash: view.tip?.hash ?? null,
      synced_to_chain: this.chain.isSynced(),
      network: this.config.network,
    };
  }

  /**
   * Checks in start order; RGB's pass with an "off" detail when RLN_ESPLORA_URL is unset. Last,
   * `events` reports engine events set aside as unstorable (it never fails readiness).
   */
  async readiness(): Promise<ReadinessResponseDto> {
    const role = this.replica.role();
    if (role === 'follower') return this.followerReadiness();
    const [database, chain, rgbIndexer, deadLetters] = await Promise.all([
      this.databaseCheck(),
      this.chainCheck(),
      this.rgb.indexerReadiness(),
      this.deadLetters.count().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    ]);
    const checks: ReadinessCheckDto[] = [
      database,
      chain,
      { name: 'wallet', ...this.wallet.readiness() },
      { name: 'engine', ...this.lightning.readiness() },
      this.p2pCheck(),
      { name: 'rgb', ...this.rgb.engine.readiness() },
      { name: 'rgb_indexer', ...rgbIndexer },
      deadLetterCheck(deadLetters),
    ];
    return { ok: checks.every((c) => c.ok), role, replica_id: this.replica.replicaId, checks };
  }

  /**
   * A follower serves its reads from the database and forwards the rest to the lease holder:
   * it is ready when both answer. The engine's checks are the holder's /readyz.
   */
  private async followerReadiness(): Promise<ReadinessResponseDto> {
    const [database, chain] = await Promise.all([this.databaseCheck(), this.chainCheck()]);
    const holder = this.replica.holder();
    const lease: ReadinessCheckDto =
      holder !== null
        ? { name: 'lease', ok: true, detail: `following replica ${holder.replicaId} (epoch ${holder.epoch})` }
        : { name: 'lease', ok: false, detail: 'no replica holds the engine lease', hint: 'A replica takes it over within seconds; if none does, check that the replicas reach DATABASE_URL.' };
    const checks = [database, chain, lease];
    return { ok: checks.every((c) => c.ok), role: 'follower', replica_id: this.replica.replicaId, checks };
  }

  version(): VersionResponseDto {
    return { api_version: 'v1', node_version: NODE_VERSION };
  }

  nodeId(): NodeIdResponseDto {
    return { node_id: this.nodeIdHex };
  }

  private async databaseCheck(): Promise<ReadinessCheckDto> {
    try {
      await this.db.ping();
      return { name: 'database', ok: true, detail: this.db.describe() };
    } catch (error) {
      return { name: 'database', ok: false, detail: (error as Error).message, hint: 'Check DATABASE_URL and that the database is up.' };
    }
  }

  private p2pCheck(): ReadinessCheckDto {
    const port = this.lightning.current()?.listeningPort() ?? null;
    return port !== null ? { name: 'p2p', ok: true, detail: `listening on ${this.config.p2pHost}:${port}` } : { name: 'p2p', ok: false, detail: 'not listening for Lightning peers', hint: 'Check RLN_P2P_PORT is free.' };
  }

  private async chainCheck(): Promise<ReadinessCheckDto> {
    await this.chain.poll();
    const view = this.chain.current();
    if (view.reachable && view.tip) {
      return { name: 'chain', ok: true, detail: `tip ${view.tip.height} ${view.tip.hash}` };
    }
    return {
      name: 'chain',
      ok: false,
      detail: view.lastError ?? 'chain source not reachable',
      hint: `Check that the Bitcoin node at ${redactUrl(this.config.bitcoindRpc.url)} is running and BITCOIND_RPC_* are right.`,
    };
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}
