import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { RgbNet } from '@rln/node-harness';
import { InteropWallet, type CommandTimings, type TransferStatus } from '@rln/rgb-interop-wallet';
import { startRgbProxyServer, type StartedRgbProxyServer } from '@rln/rgb-proxy-server';
import { spread } from './stats';
import { until, type TransferChain, type TransferSample } from './transfer-chain';

const CARRIER_SATS = 20_000;

/** One rgb-interop-wallet and the rgb-lib time (`--timings` "call") of the commands it ran. */
class TimedWallet {
  private readonly timings: CommandTimings[] = [];
  readonly wallet: InteropWallet;

  constructor(binary: string, dataDir: string, indexerUrl: string) {
    this.wallet = new InteropWallet({ binary, dataDir, indexerUrl, onTimings: (_command, t) => this.timings.push(t) });
  }

  /** Runs `fn` and returns its value with the rgb-lib milliseconds of the commands it ran. */
  async timed<T>(fn: (w: InteropWallet) => Promise<T>): Promise<{ value: T; callMs: number }> {
    const from = this.timings.length;
    const value = await fn(this.wallet);
    return { value, callMs: this.timings.slice(from).reduce((sum, t) => sum + t.callMs, 0) };
  }

  /** Refreshes until transfer `batchTransferIdx` reaches one of `statuses`; the rgb-lib time of every refresh it took. */
  async refreshUntil(batchTransferIdx: number, ...statuses: TransferStatus[]): Promise<number> {
    let total = 0;
    for (let attempt = 0; attempt < 50; attempt++) {
      const { value, callMs } = await this.timed((w) => w.refresh());
      total += callMs;
      if (value.some((t) => t.batchTransferIdx === batchTransferIdx && t.updatedStatus !== null && statuses.includes(t.updatedStatus))) return total;
      if (value.some((t) => t.batchTransferIdx === batchTransferIdx && t.updatedStatus === 'Failed')) throw new Error(`transfer ${batchTransferIdx} failed`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`transfer ${batchTransferIdx} never reached ${statuses.join(' or ')}`);
  }

  /** Wallet load plus go_online per online command: what the benchmark leaves out. */
  outsideMs(): number[] {
    return this.timings.filter((t) => t.goOnlineMs > 0).map((t) => t.loadMs + t.goOnlineMs);
  }
}

/**
 * The anchor: the same chain between two standalone rgb-lib wallets (tools/rgb-interop-wallet),
 * their invoices naming a standalone RGB proxy (tools/rgb-proxy-server) in this process. The
 * benchmark drives every step at once, so these are rgb-lib's own times with no polling delay.
 */
export class RgbLibTransferChain implements TransferChain {
  readonly label = 'rgb-lib';

  private constructor(
    private readonly net: RgbNet,
    private readonly proxy: StartedRgbProxyServer,
    private readonly alice: TimedWallet,
    private readonly bob: TimedWallet,
    private readonly assetId: string,
    private readonly supply: bigint,
  ) {}

  static async start(net: RgbNet, options: { binary: string; supply: bigint; carriers: number }): Promise<RgbLibTransferChain> {
    const proxy = await startRgbProxyServer();
    const [alice, bob] = ['alice', 'bob'].map((name) => new TimedWallet(options.binary, join(net.env.root, `rgb-lib-${name}`), net.indexerUrl));
    for (const w of [alice, bob]) {
      await InteropWallet.create(w.wallet.options);
      await net.env.faucet.fund(await w.wallet.vanillaAddress(), BigInt(options.carriers * CARRIER_SATS) + 100_000n);
    }
    await net.synced();
    for (const w of [alice, bob]) await w.wallet.createUtxos({ num: options.carriers, size: CARRIER_SATS, feeRate: 2 });
    await net.mine(1);
    const issued = await alice.wallet.issueNia({ ticker: 'BTT', name: 'Bench Transfer Token', amounts: [options.supply] });
    return new RgbLibTransferChain(net, proxy, alice, bob, issued.assetId, options.supply);
  }

  async transfer(index: number): Promise<TransferSample> {
    const [payer, payee] = index % 2 === 1 ? [this.alice, this.bob] : [this.bob, this.alice];
    const endpoint = this.proxy.url.replace(/^http:/, 'rpc:');
    const receive = await payee.wallet.blindReceive({ amount: this.supply, proxies: [endpoint], expirySecs: 3600 });

    const sent = await payer.timed((w) => w.send({ invoice: receive.invoice, assetId: this.assetId, feeRate: 2 }));
    // The payee fetches, validates and acks the consignment (then waits for the broadcast); the payer reads the ack and broadcasts.
    const acceptedMs = sent.callMs + (await payee.refreshUntil(receive.batchTransferIdx, 'WaitingBroadcast', 'WaitingConfirmations'));
    const preBlockMs = acceptedMs + (await payer.refreshUntil(sent.value.batchTransferIdx, 'WaitingConfirmations'));
    await until('the witness transaction in the mempool', async () => (await this.net.env.btcd.client.getRawMempool()).includes(sent.value.txid));
    await this.net.mine(1);
    // Both settle at once, as two wallets would.
    const postBlockMs = Math.max(...(await Promise.all([payer.refreshUntil(sent.value.batchTransferIdx, 'Settled'), payee.refreshUntil(receive.batchTransferIdx, 'Settled')])));

    const path = await payer.wallet.consignmentPath(sent.value.batchTransferIdx, this.assetId);
    return { index, sendMs: sent.callMs, acceptedMs, preBlockMs, postBlockMs, consignmentBytes: statSync(path).size };
  }

  notes(): string[] {
    const outside = spread([...this.alice.outsideMs(), ...this.bob.outsideMs()]);
    return [
      'rgb-lib: two rgb-interop-wallet instances (one process per command) with the standalone RGB proxy (tools/rgb-proxy-server, the node’s proxy code) in the benchmark process. ' +
        'Times are rgb-lib’s own (`--timings` "call"): send = `Wallet::send`; accepted = send + the payee’s `refresh` that fetches, validates and acks; before the block = + the payer’s `refresh` that reads the ack and broadcasts; ' +
        `after the block = the slower of the two \`refresh\` calls that settle, run in parallel. Left out, as a long-running app keeps its wallet online: each command's process start, wallet load and \`go_online\` with its consistency check (p50 ${outside.p50.toFixed(0)} ms, max ${outside.max.toFixed(0)} ms per command).`,
    ];
  }

  async stop(): Promise<void> {
    await this.proxy.close();
  }
}
