import { join } from 'node:path';
import type { Btcd, Faucet } from '@rln/regtest';
import { freePort } from '@rln/regtest';
import { Lnd } from '@rln/lnd';
import { NodeProcess } from '@rln/sandbox';

/** Two nodes with one channel alice→bob; the workload pays bob's invoices from alice. */
export interface PaymentPair {
  readonly label: string;
  readonly version: string;
  /** Processes whose CPU and memory are measured: [sender, receiver]. */
  pids(): number[];
  /** Creates one fixed-amount invoice at bob (not timed). */
  invoice(amountMsat: bigint, memo: string): Promise<string>;
  /** Pays it from alice; resolves once alice knows the payment succeeded. */
  pay(invoice: string): Promise<void>;
  stop(): Promise<void>;
}

export interface ChainEnv {
  readonly btcd: Btcd;
  readonly faucet: Faucet;
  readonly root: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await probe();
      if (v) return v;
    } catch (err) {
      last = err;
    }
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

class Api {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const res = await fetch(`${this.base}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  get<T>(path: string) {
    return this.call<T>('GET', path);
  }
  post<T>(path: string, body?: unknown) {
    return this.call<T>('POST', path, body);
  }
}

interface OurNode {
  proc: NodeProcess;
  api: Api;
  id: string;
}

/** Two of our node processes (PGlite each, or PostgreSQL databases when given). */
export class OurPair implements PaymentPair {
  readonly version: string;

  private constructor(
    readonly label: string,
    private readonly alice: OurNode,
    private readonly bob: OurNode,
    version: string,
  ) {
    this.version = version;
  }

  static async start(env: ChainEnv, options: { label: string; channelSats: bigint; databaseUrls?: [string, string]; profileDir?: string }): Promise<OurPair> {
    const rpc = env.btcd.rpc;
    const start = async (name: string, databaseUrl: string | undefined, nodeArgs: string[]): Promise<OurNode> => {
      const proc = new NodeProcess({
        name,
        dataDir: join(env.root, `${options.label.replace(/\W+/g, '-')}-${name}`),
        httpPort: await freePort(),
        p2pPort: await freePort(),
        bitcoindRpc: { url: rpc.url, user: rpc.user, password: rpc.password, ...(rpc.tlsCertPath ? { certPath: rpc.tlsCertPath } : {}) },
        ...(databaseUrl ? { databaseUrl } : {}),
        // Production-like chain polling (the e2e default is 250 ms) and quiet logs.
        extraEnv: {
          RLN_LOG_LEVEL: process.env['RLN_BENCH_NODE_LOG_LEVEL'] ?? 'warn',
          RLN_LDK_LOG_LEVEL: process.env['RLN_BENCH_LDK_LOG_LEVEL'] ?? 'info',
          RLN_CHAIN_POLL_MS: '1000',
        },
        nodeArgs,
      });
      const token = await proc.createToken(`${name}-bench`, 'admin');
      await proc.start();
      const api = new Api(proc.baseUrl, token);
      await until(`${name} ready`, async () => (await api.get('/readyz')).status === 200, 90_000);
      const id = (await api.get<{ node_id: string }>('/node_id')).body.node_id;
      return { proc, api, id };
    };
    const profileArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
    const started: OurNode[] = [];
    try {
      started.push(await start('alice', options.databaseUrls?.[0], profileArgs));
      started.push(await start('bob', options.databaseUrls?.[1], []));
      return await OurPair.connect(env, options, started[0], started[1]);
    } catch (err) {
      for (const n of started) await n.proc.stop().catch(() => undefined);
      throw err;
    }
  }

  private static async connect(env: ChainEnv, options: { label: string; channelSats: bigint }, alice: OurNode, bob: OurNode): Promise<OurPair> {
    const version = `rgb-ln-node ${(await alice.api.get<{ node_version?: string }>('/version')).body.node_version ?? 'dev'}`;

    const { address } = (await alice.api.post<{ address: string }>('/wallet/address/new')).body;
    await env.faucet.fund(address, options.channelSats + 200_000n);
    await alice.api.post('/wallet/sync');
    const bobP2p = `127.0.0.1:${bob.proc.options.p2pPort}`;
    await alice.api.post('/peers/connect', { node_id: bob.id, address: bobP2p });
    const opened = await until('channel open accepted', async () => {
      await alice.api.post('/wallet/sync');
      const res = await alice.api.post<{ user_channel_id: string }>('/channel/open', { node_id: bob.id, address: bobP2p, channel_amount_sats: options.channelSats.toString() });
      return res.status === 200 ? res.body : undefined;
    });
    await until('channel usable on both sides', async () => {
      const [a, b] = [(await alice.api.get<{ user_channel_id: string; is_usable: boolean }[]>('/channels')).body, (await bob.api.get<{ is_usable: boolean }[]>('/channels')).body];
      if (a.some((c) => c.user_channel_id === opened.user_channel_id && c.is_usable) && b.some((c) => c.is_usable)) return true;
      await env.btcd.mine(1);
      return false;
    });
    return new OurPair(options.label, alice, bob, version);
  }

  pids(): number[] {
    return [this.alice.proc.pid, this.bob.proc.pid].map((p) => p ?? 0);
  }

  async invoice(amountMsat: bigint, memo: string): Promise<string> {
    const res = await this.bob.api.post<{ invoice: string }>('/bolt11/receive', { amount_msat: amountMsat.toString(), description: memo, expiry_secs: 86_400 });
    if (res.status !== 200) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.invoice;
  }

  async pay(invoice: string): Promise<void> {
    const res = await this.alice.api.post<{ preimage?: string }>('/bolt11/pay', { invoice });
    if (res.status !== 200) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  async stop(): Promise<void> {
    await this.alice.proc.stop();
    await this.bob.proc.stop();
  }
}

/** Two LND processes with one channel alice→bob, driven over REST (routerrpc SendPaymentV2). */
export class LndPair implements PaymentPair {
  readonly label = 'LND';

  private constructor(
    private readonly alice: Lnd,
    private readonly bob: Lnd,
    readonly version: string,
  ) {}

  static async start(env: ChainEnv, options: { channelSats: bigint }): Promise<LndPair> {
    const alice = await Lnd.start({ dataDir: join(env.root, 'lnd-alice'), alias: 'lnd-alice', btcd: env.btcd.rpc });
    const bob = await Lnd.start({ dataDir: join(env.root, 'lnd-bob'), alias: 'lnd-bob', btcd: env.btcd.rpc });
    await env.faucet.fund(await alice.newAddress(), options.channelSats + 200_000n);
    await until('LND wallet funded', async () => (await alice.walletBalance()).confirmed >= options.channelSats + 200_000n);
    await alice.connect(bob.pubkey, bob.p2pAddress);
    const { channelPoint } = await alice.openChannel({ nodePubkey: bob.pubkey, localFundingSats: options.channelSats, private: true });
    await until('LND channel routable', async () => {
      if ((await alice.channelRoutable(channelPoint)) && (await bob.channel(channelPoint))?.active) return true;
      await env.btcd.mine(1);
      await alice.waitSynced(60_000, await env.btcd.client.getBlockCount());
      return false;
    });
    return new LndPair(alice, bob, (await alice.getInfo()).version);
  }

  pids(): number[] {
    return [this.alice.pid, this.bob.pid];
  }

  async invoice(amountMsat: bigint, memo: string): Promise<string> {
    return (await this.bob.addInvoice({ amountMsat, memo, expirySecs: 86_400 })).paymentRequest;
  }

  async pay(invoice: string): Promise<void> {
    const res = await this.alice.payInvoice(invoice, { timeoutSecs: 120 });
    if (res.status !== 'SUCCEEDED') throw new Error(`LND payment failed: ${res.failureReason}`);
  }

  async stop(): Promise<void> {
    await this.alice.stop();
    await this.bob.stop();
  }
}
