import { join } from 'node:path';
import { Lnd } from '@rln/lnd';
import type { ExternalDatabaseCpu } from './proc-stats';
import { databaseOf, fundOurNode, mineUntil, nodeVersion, openOurChannel, startOurNodes, stopOurNodes, until, usableChannels, type Api, type ChainEnv, type OurNode } from './our-node';

export type { ChainEnv } from './our-node';

/** Nodes with channels sender → (forwarders →) receiver; the workload pays the receiver's invoices from the sender. */
export interface PaymentPath {
  readonly label: string;
  readonly version: string;
  /** Processes whose CPU and memory are measured: [sender, ..., receiver]. */
  pids(): number[];
  /** The PostgreSQL server the nodes' databases live on, when they use one. */
  readonly externalDatabase?: ExternalDatabaseCpu;
  /** Creates one fixed-amount invoice at the receiver (not timed). */
  invoice(amountMsat: bigint, memo: string): Promise<string>;
  /** Pays it from the sender; resolves once the sender knows the payment succeeded. */
  pay(invoice: string): Promise<void>;
  stop(): Promise<void>;
}

/** BOLT11 over our HTTP API: invoices at `receiver`, paid by `sender` (`/bolt11/pay` waits for the outcome). */
export class OurPath implements PaymentPath {
  protected constructor(
    readonly label: string,
    readonly version: string,
    readonly externalDatabase: ExternalDatabaseCpu | undefined,
    protected readonly nodes: readonly OurNode[],
  ) {}

  private get sender(): OurNode {
    return this.nodes[0];
  }
  private get receiver(): OurNode {
    return this.nodes[this.nodes.length - 1];
  }

  /** The sender's API (reads beside the payment load). */
  get senderApi(): Api {
    return this.sender.api;
  }

  pids(): number[] {
    return this.nodes.map((n) => n.proc.pid ?? 0);
  }

  async invoice(amountMsat: bigint, memo: string): Promise<string> {
    const res = await this.receiver.api.post<{ invoice: string }>('/bolt11/receive', { amount_msat: amountMsat.toString(), description: memo, expiry_secs: 86_400 });
    if (res.status !== 200) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.invoice;
  }

  async pay(invoice: string): Promise<void> {
    const res = await this.sender.api.post<{ preimage?: string }>('/bolt11/pay', { invoice });
    if (res.status !== 200) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
  }

  async stop(): Promise<void> {
    await stopOurNodes(this.nodes);
  }
}

export interface OurSetOptions {
  /** Names the nodes' data dirs. */
  setName: string;
  channelSats: bigint;
  /** One PostgreSQL database per node, in node order; PGlite (the embedded default) when absent. */
  databaseUrls?: readonly string[];
  externalDatabase?: ExternalDatabaseCpu;
  /** The sender writes a V8 CPU profile here when it stops (`node --cpu-prof`). */
  profileDir?: string;
}

/** Two of our node processes with one channel alice→bob. */
export class OurPair extends OurPath {
  static async start(env: ChainEnv, options: OurSetOptions): Promise<OurPair> {
    const profileArgs = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
    const nodes = await startOurNodes(env, options.setName, [
      { name: 'alice', databaseUrl: options.databaseUrls?.[0], nodeArgs: profileArgs },
      { name: 'bob', databaseUrl: options.databaseUrls?.[1] },
    ]);
    try {
      const [alice, bob] = nodes;
      await fundOurNode(env, alice, options.channelSats + 200_000n);
      const channel = await openOurChannel(alice, bob, options.channelSats);
      await mineUntil(env, 'channel usable on both sides', async () => (await usableChannels(alice)).some((c) => c.user_channel_id === channel) && (await usableChannels(bob)).length > 0);
      return new OurPair(`ours (${databaseOf(alice)})`, await nodeVersion(alice), options.externalDatabase, nodes);
    } catch (err) {
      await stopOurNodes(nodes);
      throw err;
    }
  }
}

/** Two LND processes with one channel alice→bob, driven over REST (routerrpc SendPaymentV2). */
export class LndPair implements PaymentPath {
  readonly label = 'LND';

  private constructor(
    private readonly alice: Lnd,
    private readonly bob: Lnd,
    readonly version: string,
  ) {}

  static async start(env: ChainEnv, options: { channelSats: bigint }): Promise<LndPair> {
    const [alice, bob] = await startLnds(env, ['alice', 'bob']);
    await fundLnd(env, alice, options.channelSats + 200_000n);
    const channelPoint = await openLndChannel(alice, bob, options.channelSats);
    await mineUntilLndRoutable(env, alice, [[alice, channelPoint], [bob, channelPoint]]);
    return new LndPair(alice, bob, (await alice.getInfo()).version);
  }

  pids(): number[] {
    return [this.alice.pid, this.bob.pid];
  }

  async invoice(amountMsat: bigint, memo: string): Promise<string> {
    return (await this.bob.addInvoice({ amountMsat, memo, expirySecs: 86_400 })).paymentRequest;
  }

  pay(invoice: string): Promise<void> {
    return payWithLnd(this.alice, invoice);
  }

  async stop(): Promise<void> {
    await this.alice.stop();
    await this.bob.stop();
  }
}

/** LND processes named lnd-<name>, one after the other. */
export async function startLnds(env: ChainEnv, names: readonly string[]): Promise<Lnd[]> {
  const started: Lnd[] = [];
  try {
    for (const name of names) started.push(await Lnd.start({ dataDir: join(env.root, `lnd-${name}`), alias: `lnd-${name}`, btcd: env.btcd.rpc }));
    return started;
  } catch (err) {
    for (const lnd of started) await lnd.stop().catch(() => undefined);
    throw err;
  }
}

export async function fundLnd(env: ChainEnv, lnd: Lnd, sats: bigint): Promise<void> {
  await env.faucet.fund(await lnd.newAddress(), sats);
  await until(`${lnd.alias} wallet funded`, async () => (await lnd.walletBalance()).confirmed >= sats);
}

/** A private channel from → to; returns its channel point. */
export async function openLndChannel(from: Lnd, to: Lnd, channelSats: bigint): Promise<string> {
  await from.connect(to.pubkey, to.p2pAddress);
  return (await from.openChannel({ nodePubkey: to.pubkey, localFundingSats: channelSats, private: true })).channelPoint;
}

/**
 * Mines until each channel is active at the given node; the first entry's node must also be able
 * to route over it (LND adds its own policy to its graph a moment after the link is active).
 */
export async function mineUntilLndRoutable(env: ChainEnv, tipWatcher: Lnd, channels: readonly (readonly [Lnd, string])[]): Promise<void> {
  await until('LND channels routable', async () => {
    const [[sender, point], ...others] = channels;
    let ready = await sender.channelRoutable(point);
    for (const [lnd, p] of others) ready &&= Boolean((await lnd.channel(p))?.active);
    if (ready) return true;
    await env.btcd.mine(1);
    await tipWatcher.waitSynced(60_000, await env.btcd.client.getBlockCount());
    return false;
  });
}

export async function payWithLnd(sender: Lnd, invoice: string): Promise<void> {
  const res = await sender.payInvoice(invoice, { timeoutSecs: 120 });
  if (res.status !== 'SUCCEEDED') throw new Error(`LND payment failed: ${res.failureReason}`);
}
