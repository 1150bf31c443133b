import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Btcd, Faucet, freePort } from '@rln/regtest';
import { Lnd } from '@rln/lnd';
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
  private readonly lnds: Lnd[] = [];

  private constructor(
    readonly btcd: Btcd,
    readonly faucet: Faucet,
  ) {}

  /** `tls: true` runs btcd's RPC over TLS (LND needs it); nodes then get BITCOIND_RPC_CERT. */
  static async start(options: { tls?: boolean } = {}): Promise<RegtestNodeEnv> {
    const root = mkdtempSync(join(tmpdir(), 'rln-e2e-btcd-'));
    const btcd = await Btcd.start({ dataDir: join(root, 'btcd'), miningAddress: Faucet.address, tls: options.tls ?? false });
    const faucet = new Faucet(btcd.client);
    await faucet.prepare();
    return new RegtestNodeEnv(btcd, faucet);
  }

  /** `startTimeoutMs`: how long to wait for HTTP (default 60 s); a node that misses it is stopped. `nodeArgs`: node's own flags (e.g. --cpu-prof). */
  async startNode(name: string, extraEnv: Record<string, string> = {}, startTimeoutMs?: number, nodeArgs?: string[]): Promise<TestNode> {
    const rpc = this.btcd.rpc;
    const process = new NodeProcess({
      name,
      dataDir: join(this.root, name),
      httpPort: await freePort(),
      p2pPort: await freePort(),
      bitcoindRpc: { url: rpc.url, user: rpc.user, password: rpc.password, ...(rpc.tlsCertPath ? { certPath: rpc.tlsCertPath } : {}) },
      extraEnv,
      nodeArgs,
    });
    const token = await process.createToken(`${name}-admin`, 'admin');
    try {
      await process.start(startTimeoutMs);
    } catch (error) {
      // Not yet in `nodes`, so stop() would not end it: a live child keeps the test runner up.
      await process.stop('SIGKILL');
      throw error;
    }
    const node = { process, token, api: new ApiClient(process.baseUrl, token) };
    this.nodes.push(node);
    return node;
  }

  /**
   * Runs the node again on its data dir and ports with `extraEnv` instead of the environment it
   * started with (e.g. RLN_CRASH_AT cleared after a crash); a running process is stopped cleanly first.
   */
  async restartNode(node: TestNode, extraEnv: Record<string, string> = {}): Promise<void> {
    await node.process.stop();
    node.process = new NodeProcess({ ...node.process.options, extraEnv });
    await node.process.start();
  }

  /** An LND on this btcd (which must run with `tls: true`), stopped by stop(). */
  async startLnd(alias: string, extraArgs: string[] = []): Promise<Lnd> {
    const lnd = await Lnd.start({ dataDir: join(this.root, alias), alias, btcd: this.btcd.rpc, extraArgs });
    this.lnds.push(lnd);
    return lnd;
  }

  async stop(): Promise<void> {
    for (const node of this.nodes) await node.process.stop();
    for (const lnd of this.lnds) await lnd.stop();
    await this.btcd.stop();
  }
}
