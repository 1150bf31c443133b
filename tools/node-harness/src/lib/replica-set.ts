import { chmodSync, copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@rln/regtest';
import { NodeProcess } from '@rln/sandbox';
import { ApiClient, eventually } from './http-client';
import type { RegtestNodeEnv } from './regtest-node-env';

export interface Replica {
  readonly index: number;
  process: NodeProcess;
  readonly api: ApiClient;
}

interface Readiness {
  ok: boolean;
  role: 'single' | 'holder' | 'follower';
  replica_id: string;
}

/**
 * One node run as `count` replica processes on one PostgreSQL (RLN_REPLICA_MODE=lease), each
 * with its own data directory holding the same seed, its own HTTP and P2P ports.
 */
export class ReplicaSet {
  private constructor(
    readonly name: string,
    readonly replicas: Replica[],
    readonly token: string,
  ) {}

  static async start(env: RegtestNodeEnv, name: string, count: number, options: { databaseUrl: string; leaseTtlMs?: number; extraEnv?: Record<string, string> }): Promise<ReplicaSet> {
    const rpc = env.btcd.rpc;
    const processes: NodeProcess[] = [];
    for (let i = 0; i < count; i++) {
      const httpPort = await freePort();
      processes.push(
        new NodeProcess({
          name: `${name}-${i}`,
          dataDir: join(env.root, `${name}-${i}`),
          httpPort,
          p2pPort: await freePort(),
          bitcoindRpc: { url: rpc.url, user: rpc.user, password: rpc.password, ...(rpc.tlsCertPath ? { certPath: rpc.tlsCertPath } : {}) },
          databaseUrl: options.databaseUrl,
          extraEnv: {
            RLN_REPLICA_MODE: 'lease',
            RLN_REPLICA_URL: `http://127.0.0.1:${httpPort}`,
            RLN_LEASE_TTL_MS: String(options.leaseTtlMs ?? 4000),
            ...options.extraEnv,
          },
        }),
      );
    }
    const token = await processes[0].createToken(`${name}-admin`, 'admin');
    const set = new ReplicaSet(
      name,
      processes.map((process, index) => ({ index, process, api: new ApiClient(process.baseUrl, token) })),
      token,
    );
    // The first creates the node seed; the others get a copy of it, as an operator would.
    await set.replicas[0].process.start();
    await set.waitForHolder();
    for (const replica of set.replicas.slice(1)) {
      mkdirSync(replica.process.options.dataDir, { recursive: true });
      const seed = join(replica.process.options.dataDir, 'node_seed');
      copyFileSync(join(set.replicas[0].process.options.dataDir, 'node_seed'), seed);
      chmodSync(seed, 0o600);
      await replica.process.start();
    }
    return set;
  }

  async readiness(replica: Replica): Promise<Readiness | null> {
    try {
      // Bounded: a paused replica accepts the connection (the kernel does) and never answers.
      const res = await fetch(`${replica.process.baseUrl}/api/v1/readyz`, { signal: AbortSignal.timeout(2000) });
      const body = (await res.json()) as Readiness | null;
      return body && typeof body === 'object' ? body : null;
    } catch {
      return null;
    }
  }

  /** The replica whose /readyz says it holds the lease and is ready, if any. */
  async holder(): Promise<Replica | null> {
    for (const replica of this.replicas) {
      const readiness = await this.readiness(replica);
      if (readiness?.role === 'holder' && readiness.ok) return replica;
    }
    return null;
  }

  waitForHolder(timeoutMs = 120_000, except?: Replica): Promise<Replica> {
    return eventually(async () => {
      const holder = await this.holder();
      return holder && holder !== except ? holder : null;
    }, `a ready lease holder among ${this.name}'s replicas`, timeoutMs);
  }

  /** Starts a stopped or killed replica again on its data directory and ports. */
  async restart(replica: Replica): Promise<void> {
    await replica.process.stop();
    replica.process = new NodeProcess(replica.process.options);
    await replica.process.start();
  }

  async stop(): Promise<void> {
    for (const replica of this.replicas) await replica.process.stop();
  }
}
