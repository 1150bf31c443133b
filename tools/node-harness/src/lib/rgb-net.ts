import { EsploraIndexer } from '@rln/esplora-indexer';
import { NodeProcess } from '@rln/sandbox';
import { ArmedCrash } from './armed-crash';
import { ApiClient, eventually } from './http-client';
import { RegtestNodeEnv, type TestNode } from './regtest-node-env';

export type CarrierUtxo = {
  outpoint: string;
  value_sats: string;
  confirmation: { status: string; height?: number };
  lock: { locked: boolean; kind: string; operation_id: string | null };
  rgb: { allocations: { contract_id: string; amount: string; layer: string }[]; has_mixed_asset_allocations: boolean; spend_roles: string[] };
};
export type ContractBalance = { mined: string; tentative: string; offchain: string; archived: string; total: string };

/** btcd, our Esplora indexer over it, and RGB-enabled node processes on both. */
export class RgbNet {
  private constructor(
    readonly env: RegtestNodeEnv,
    readonly indexer: EsploraIndexer,
    readonly indexerUrl: string,
  ) {}

  static async start(): Promise<RgbNet> {
    const env = await RegtestNodeEnv.start();
    const indexer = new EsploraIndexer();
    const { url } = await indexer.start({ rpc: env.btcd.newClient(), pollIntervalMs: 100 });
    return new RgbNet(env, indexer, url);
  }

  /** A node with rgb-lib online. */
  async startNode(name: string, extraEnv: Record<string, string> = {}, startTimeoutMs?: number, nodeArgs?: string[]): Promise<TestNode> {
    const node = await this.env.startNode(name, { RLN_ESPLORA_URL: this.indexerUrl, ...extraEnv }, startTimeoutMs, nodeArgs);
    await waitRgbOnline(node.api, name);
    return node;
  }

  /**
   * Runs the node again on its data dir and ports with `extraEnv` instead of the environment it
   * had (e.g. RLN_CRASH_AT armed or cleared); a running process is stopped cleanly first.
   */
  async restartNode(node: TestNode, extraEnv: Record<string, string> = {}): Promise<void> {
    await this.replaceProcess(node, extraEnv);
    await node.process.start();
    await waitRgbOnline(node.api, node.process.options.name);
  }

  /**
   * Restarts the node with RLN_CRASH_AT=`point`, online; `crashed()` then waits until it killed
   * itself there, for points a request of the test reaches.
   */
  async restartArmed(node: TestNode, point: string, extraEnv: Record<string, string> = {}): Promise<ArmedCrash> {
    const armed = new ArmedCrash(node, point);
    await this.restartNode(node, { ...extraEnv, RLN_CRASH_AT: point });
    return armed;
  }

  /**
   * Restarts the node with RLN_CRASH_AT=`point` and waits until it kills itself there: for points
   * the node reaches on its own (a refresh at start), before or after it first answers HTTP.
   */
  async restartUntilCrash(node: TestNode, point: string, extraEnv: Record<string, string> = {}): Promise<void> {
    const armed = new ArmedCrash(node, point);
    await this.replaceProcess(node, { ...extraEnv, RLN_CRASH_AT: point });
    await node.process.start().catch(() => undefined);
    await armed.crashed();
  }

  private async replaceProcess(node: TestNode, extraEnv: Record<string, string>): Promise<void> {
    await node.process.stop();
    node.process = new NodeProcess({ ...node.process.options, extraEnv: { RLN_ESPLORA_URL: this.indexerUrl, ...extraEnv } });
  }

  async mine(n = 1): Promise<void> {
    await this.env.faucet.mine(n);
    await this.synced();
  }

  /** Waits until the indexer has the node's current tip. */
  async synced(): Promise<void> {
    await this.indexer.waitForHeight(await this.env.btcd.client.getBlockCount());
  }

  /** `count` confirmed carriers of `valueSats` on the node's RGB wallet, through POST /rgb/utxos/fund. */
  async fundCarriers(api: ApiClient, count: number, valueSats = 20_000n): Promise<string[]> {
    const plain = (await api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;
    const funded = await this.env.faucet.fund(plain, valueSats * BigInt(count) + 100_000n);
    await this.synced();
    const input = `${funded.txid}:${funded.vout}`;
    await eventually(async () => (await api.get<{ utxos: { outpoint: string }[] }>('/api/v1/wallet/utxos?refresh=true')).body.utxos.some((u) => u.outpoint === input), 'the plain wallet to see the faucet output');
    const outputs: { address: string; value_sats: string }[] = [];
    for (let i = 0; i < count; i++) outputs.push({ address: (await api.post<{ address: string }>('/api/v1/rgb/address/new')).body.address, value_sats: valueSats.toString() });
    const change = (await api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address;
    const res = await api.post<{ txid: string }>('/api/v1/rgb/utxos/fund', { inputs: [{ outpoint: input }], outputs, change_address: change, fee_rate_sats_per_vb: 2 });
    if (res.status !== 200) throw new Error(`fund failed: ${res.status} ${JSON.stringify(res.body)}`);
    await this.mine(1);
    const outpoints = outputs.map((_, vout) => `${res.body.txid}:${vout}`);
    await eventually(async () => {
      await api.post('/api/v1/rgb/sync');
      const utxos = (await api.get<{ utxos: CarrierUtxo[] }>('/api/v1/rgb/utxos')).body.utxos;
      return outpoints.every((o) => utxos.some((u) => u.outpoint === o));
    }, 'rgb-lib to see the new carriers');
    return outpoints;
  }

  async stop(): Promise<void> {
    await this.env.stop().catch(() => undefined);
    await this.indexer.stop();
  }
}

export async function waitRgbOnline(api: ApiClient, name: string): Promise<void> {
  await eventually(async () => (await api.get('/api/v1/rgb/descriptor')).status === 200, `${name} RGB engine online`, 90_000);
}

export async function balanceOf(api: ApiClient, contractId: string): Promise<ContractBalance> {
  const res = await api.get<{ balance: ContractBalance }>(`/api/v1/rgb/contract/${contractId}/balance`);
  if (res.status !== 200) throw new Error(`balance ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.balance;
}
