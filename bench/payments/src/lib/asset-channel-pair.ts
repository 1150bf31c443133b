import { RgbNet, balanceOf, eventually, type ApiClient, type TestNode } from '@rln/node-harness';
import type { PaymentPath } from './pairs';

type Payment = { status: string; failure_reason?: string | null };

/**
 * Two of our nodes (PGlite each) with one asset channel alice→bob: an LDK carrier with an RGB
 * asset channel on it (docs/design/rgb-channel-protocol.md). `btc()` pays BOLT11 invoices over
 * the carrier, `rgb()` pays RGB invoices over the asset channel: the same pair, the same
 * channel, so the two rates compare like for like.
 */
export class AssetChannelPair {
  private constructor(
    private readonly net: RgbNet,
    private readonly alice: TestNode,
    private readonly bob: TestNode,
    private readonly contractId: string,
    readonly version: string,
  ) {}

  static async start(options: { channelSats: bigint; assetAmount: bigint }): Promise<AssetChannelPair> {
    const net = await RgbNet.start();
    try {
      // Production-like chain polling and quiet logs, as the BTC pairs run.
      const env = { RLN_LOG_LEVEL: process.env['RLN_BENCH_NODE_LOG_LEVEL'] ?? 'warn', RLN_LDK_LOG_LEVEL: process.env['RLN_BENCH_LDK_LOG_LEVEL'] ?? 'info', RLN_CHAIN_POLL_MS: '1000' };
      // RLN_BENCH_CPU_PROF_DIR: each node writes a V8 CPU profile under <dir>/<name> when it stops.
      const profileDir = process.env['RLN_BENCH_CPU_PROF_DIR'];
      const profiled = (name: string) => (profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}/${name}`] : undefined);
      const alice = await net.startNode('alice', env, 120_000, profiled('alice'));
      const bob = await net.startNode('bob', env, 120_000, profiled('bob'));
      await net.fundCarriers(alice.api, 4, 100_000n);
      for (const n of [alice, bob]) await net.env.faucet.fund((await n.api.post<{ address: string }>('/api/v1/wallet/address/new')).body.address, options.channelSats + 1_000_000n);
      await net.mine(1);
      for (const n of [alice, bob]) await n.api.post('/api/v1/wallet/sync');
      const issued = await alice.api.post<{ contract_id: string }>('/api/v1/rgb/contracts/issue', { issuer_name: 'NIA', contract_name: 'Bench Token', ticker: 'BNCH', precision: 0, issued_supply: options.assetAmount.toString() });
      if (issued.status !== 200) throw new Error(`issue failed: ${issued.status} ${JSON.stringify(issued.body)}`);
      const contractId = issued.body.contract_id;
      await net.mine(1);
      await eventually(async () => (await balanceOf(alice.api, contractId)).mined === options.assetAmount.toString(), 'the issuance mined');
      const version = `rgb-ln-node ${(await alice.api.get<{ node_version?: string }>('/api/v1/version')).body.node_version ?? 'dev'}`;
      const pair = new AssetChannelPair(net, alice, bob, contractId, version);
      await pair.open(options);
      return pair;
    } catch (err) {
      await net.stop().catch(() => undefined);
      throw err;
    }
  }

  private async open(options: { channelSats: bigint; assetAmount: bigint }): Promise<void> {
    const { alice, bob, net } = this;
    const bobId = (await bob.api.get<{ node_id: string }>('/api/v1/node_id')).body.node_id;
    const opened = await alice.api.post('/api/v1/channel/open', {
      node_id: bobId,
      address: `127.0.0.1:${bob.process.options.p2pPort}`,
      channel_amount_sats: options.channelSats.toString(),
      rgb: { contract_id: this.contractId, asset_amount: options.assetAmount.toString(), color_context_data: `${alice.process.baseUrl}/api/v1/rgb/consignments/{txid}?format=zip` },
    });
    if (opened.status !== 200) throw new Error(`channel open failed: ${opened.status} ${JSON.stringify(opened.body)}`);
    let polls = 0;
    await eventually(async () => {
      const channels = (await alice.api.get<{ is_usable: boolean; rgb?: unknown }[]>('/api/v1/channels')).body;
      if (channels.some((c) => c.is_usable && c.rgb)) return true;
      if (++polls % 5 === 0) await net.mine(1);
      return undefined;
    }, 'the carrier usable', 180_000);
    // Each side opens the asset channel for updates once the shadow funding is deep enough, on
    // its own time; no endpoint shows it, so payments are tried until one goes through.
    polls = 0;
    await eventually(async () => {
      if (++polls % 3 === 0) await net.mine(1);
      const invoice = await this.rgbView().invoice(1n, 'opening probe');
      return (await this.payRgb(invoice).then(() => true).catch(() => false)) || undefined;
    }, 'the asset channel open for updates on both sides', 180_000);
  }

  /** BOLT11 over the carrier (the asset channel's LDK channel). */
  btcView(): PaymentPath {
    const { alice, bob } = this;
    return {
      label: 'ours, BTC over the carrier',
      version: this.version,
      pids: () => this.pids(),
      invoice: async (amountMsat, memo) => {
        const res = await bob.api.post<{ invoice: string }>('/api/v1/bolt11/receive', { amount_msat: amountMsat.toString(), description: memo, expiry_secs: 86_400 });
        if (res.status !== 200) throw new Error(`invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body.invoice;
      },
      pay: async (invoice) => {
        const res = await alice.api.post('/api/v1/bolt11/pay', { invoice });
        if (res.status !== 200) throw new Error(`payment failed: ${res.status} ${JSON.stringify(res.body)}`);
      },
      stop: async () => undefined,
    };
  }

  /** RGB invoices over the asset channel; the amount is in asset units, the carrier the node's default. */
  rgbView(): PaymentPath {
    return {
      label: 'ours, RGB over the asset channel',
      version: this.version,
      pids: () => this.pids(),
      invoice: async (assetUnits, memo) => {
        const res = await this.bob.api.post<{ invoice: string }>('/api/v1/rgb/ln/invoice/create', { contract_id: this.contractId, asset_amount: assetUnits.toString(), description: memo, expiry_secs: 86_400 });
        if (res.status !== 200) throw new Error(`RGB invoice failed: ${res.status} ${JSON.stringify(res.body)}`);
        return res.body.invoice;
      },
      pay: (invoice) => this.payRgb(invoice),
      stop: async () => undefined,
    };
  }

  /** `/rgb/ln/pay` answers once the asset HTLC is committed; the payment is done when it succeeds. */
  private async payRgb(invoice: string): Promise<void> {
    const api: ApiClient = this.alice.api;
    const paid = await api.post<{ payment_id: string }>('/api/v1/rgb/ln/pay', { invoice });
    if (paid.status !== 200) throw new Error(`RGB payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
    const waited = await api.post<{ payment: Payment }>(`/api/v1/payment/${paid.body.payment_id}/wait`, { timeout_secs: 120 });
    const status = waited.body.payment?.status;
    if (status !== 'Succeeded') throw new Error(`RGB payment ${paid.body.payment_id} ended ${status ?? waited.status}: ${waited.body.payment?.failure_reason ?? ''}`);
  }

  private pids(): number[] {
    return [this.alice.process.pid, this.bob.process.pid].map((p) => p ?? 0);
  }

  async stop(): Promise<void> {
    await this.net.stop();
  }
}
