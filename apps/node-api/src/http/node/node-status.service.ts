import { Inject, Injectable } from '@nestjs/common';
import { Database } from '@rln/persistence';
import { NodeConfig } from '../../config/node-config';
import { NODE_CONFIG, NODE_ID } from '../../infrastructure/node-context';
import { ChainTipWatcher } from '../../runtime/chain-tip-watcher';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { NODE_VERSION } from '../../runtime/version';
import { ReadinessCheckDto, ReadinessResponseDto, StatusResponseDto, VersionResponseDto } from './dto/node-responses.dto';

@Injectable()
export class NodeStatusService {
  constructor(
    @Inject(NODE_CONFIG) private readonly config: NodeConfig,
    @Inject(NODE_ID) private readonly nodeIdHex: string,
    private readonly db: Database,
    private readonly chain: ChainTipWatcher,
    private readonly lightning: LightningRuntime,
    private readonly wallet: WalletRuntime,
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

  async readiness(): Promise<ReadinessResponseDto> {
    const checks = [...(await Promise.all([this.databaseCheck(), this.chainCheck()])), this.walletCheck(), ...this.engineChecks()];
    return { ok: checks.every((c) => c.ok), checks };
  }

  version(): VersionResponseDto {
    return { api_version: 'v1', node_version: NODE_VERSION };
  }

  nodeId(): string {
    return this.nodeIdHex;
  }

  private async databaseCheck(): Promise<ReadinessCheckDto> {
    try {
      await this.db.ping();
      return { name: 'database', ok: true, detail: this.db.describe() };
    } catch (error) {
      return { name: 'database', ok: false, detail: (error as Error).message, hint: 'Check DATABASE_URL and that the database is up.' };
    }
  }

  private walletCheck(): ReadinessCheckDto {
    return this.wallet.isReady()
      ? { name: 'wallet', ok: true }
      : { name: 'wallet', ok: false, detail: 'the on-chain wallet is not open yet', hint: 'It opens once the chain source answers.' };
  }

  private engineChecks(): ReadinessCheckDto[] {
    const engine = this.lightning.current();
    const running = engine?.isRunning() ?? false;
    const port = engine?.listeningPort() ?? null;
    return [
      running ? { name: 'engine', ok: true, detail: `node ${engine?.nodeId()}` } : { name: 'engine', ok: false, detail: 'the Lightning engine is not running', hint: 'See the node log; it starts once the chain source answers.' },
      port !== null ? { name: 'p2p', ok: true, detail: `listening on ${this.config.p2pHost}:${port}` } : { name: 'p2p', ok: false, detail: 'not listening for Lightning peers', hint: 'Check RLN_P2P_PORT is free.' },
    ];
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
