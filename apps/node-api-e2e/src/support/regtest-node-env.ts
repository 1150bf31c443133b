import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { ApiClient } from './http-client';

export interface TestNode {
  process: NodeProcess;
  api: ApiClient;
  token: string;
}

/** A real btcd with a faucet, and helpers to start real node processes on it. */
export class RegtestNodeEnv {
  readonly root = mkdtempSync(join(tmpdir(), 'rln-e2e-'));
  private readonly nodes: TestNode[] = [];

  private constructor(
    readonly btcd: Btcd,
    readonly faucet: Faucet,
  ) {}

  static async start(): Promise<RegtestNodeEnv> {
    const root = mkdtempSync(join(tmpdir(), 'rln-e2e-btcd-'));
    const btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address });
    const faucet = new Faucet(btcd.client);
    await faucet.prepare();
    return new RegtestNodeEnv(btcd, faucet);
  }

  async startNode(name: string, extraEnv: Record<string, string> = {}): Promise<TestNode> {
    const process = new NodeProcess({
      name,
      dataDir: join(this.root, name),
      httpPort: await freePort(),
      p2pPort: await freePort(),
      bitcoindRpc: this.btcd.rpc,
      extraEnv,
    });
    const token = await process.createToken(`${name}-admin`, 'admin');
    await process.start();
    const node = { process, token, api: new ApiClient(process.baseUrl, token) };
    this.nodes.push(node);
    return node;
  }

  async stop(): Promise<void> {
    for (const node of this.nodes) await node.process.stop();
    await this.btcd.stop();
  }
}
