import { Inject, Injectable } from '@nestjs/common';
import { Database } from '@rln/persistence';
import { NodeConfig } from '../../config/node-config';
import { NODE_CONFIG, NODE_ID } from '../../infrastructure/node-context';
import { ChainTipWatcher } from '../../runtime/chain-tip-watcher';
import { NODE_VERSION } from '../../runtime/version';
import { ReadinessCheckDto, ReadinessResponseDto, StatusResponseDto, VersionResponseDto } from './dto/node-responses.dto';

@Injectable()
export class NodeStatusService {
  constructor(
    @Inject(NODE_CONFIG) private readonly config: NodeConfig,
    @Inject(NODE_ID) private readonly nodeIdHex: string,
    private readonly db: Database,
    private readonly chain: ChainTipWatcher,
  ) {}

  status(): StatusResponseDto {
    const view = this.chain.current();
    return {
      // The Lightning engine and its P2P listener arrive with the engine issue; until then
      // the node reports them honestly as not running rather than pretending.
      is_running: false,
      is_listening: false,
      best_block_height: view.tip?.height ?? null,
      chain_tip_hash: view.tip?.hash ?? null,
      synced_to_chain: this.chain.isSynced(),
      network: this.config.network,
    };
  }

  async readiness(): Promise<ReadinessResponseDto> {
    const checks = await Promise.all([this.databaseCheck(), this.chainCheck()]);
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
