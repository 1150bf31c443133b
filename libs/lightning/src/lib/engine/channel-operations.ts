import { randomBytes } from 'node:crypto';
import type { ChainMonitor, ChannelDetails, ChannelManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { fromHex, toHex } from '../ldk/bytes';
import { buildUserConfig, type ChannelPolicy } from '../ldk/user-config';
import type { ChannelInfo } from '../domain/engine-views';
import { apiError } from '../events/event-processor';
import { parseNodeId } from '../net/node-id';
import { describeChannel } from './channel-view';
import { LightningError } from './lightning.error';
import type { EngineLogger } from '../ports/engine-logger.port';
import type { RunState } from './run-state';

/** How long a force close waits for claims in flight to settle before it is refused. */
const FORCE_CLOSE_SETTLE_MS = 30_000;

export interface ChannelOperationsDeps {
  readonly ldk: Ldk;
  readonly channelManager: ChannelManager;
  readonly chainMonitor: ChainMonitor;
  readonly policy: ChannelPolicy | undefined;
  /** Resolves once LDK holds no monitor update blocked behind a claim or event (false: timed out). */
  readonly settleClaims: (timeoutMs: number) => Promise<boolean>;
  /** Default FORCE_CLOSE_SETTLE_MS. */
  readonly forceCloseSettleMs?: number;
  readonly state: RunState;
  readonly logger: EngineLogger;
}

/** Opening, listing and closing channels through the ChannelManager. */
export class ChannelOperations {
  private readonly ldk: Ldk;
  private readonly channelManager: ChannelManager;

  constructor(private readonly deps: ChannelOperationsDeps) {
    this.ldk = deps.ldk;
    this.channelManager = deps.channelManager;
  }

  /** Starts opening a channel; the funding wallet is asked for the transaction via events. */
  open(request: { counterpartyNodeId: string; capacitySats: bigint; pushMsat?: bigint; announce?: boolean }): {
    temporaryChannelId: string;
    userChannelId: bigint;
  } {
    const userChannelId = BigInt(`0x${randomBytes(15).toString('hex')}`);
    const result = this.channelManager.create_channel(
      parseNodeId(request.counterpartyNodeId),
      request.capacitySats,
      request.pushMsat ?? 0n,
      userChannelId,
      null,
      request.announce === undefined ? null : buildUserConfig(this.ldk, { ...this.deps.policy, announceChannels: request.announce }),
    );
    if (!(result instanceof this.ldk.Result_ChannelIdAPIErrorZ_OK)) {
      throw new LightningError('ChannelOpenFailed', `could not open a channel: ${apiError(result)}`);
    }
    return { temporaryChannelId: toHex(result.res.get_a()), userChannelId };
  }

  list(): ChannelInfo[] {
    return this.channelManager.list_channels().map((c) => describeChannel(this.ldk, c));
  }

  /**
   * Our output in the current commitment of open channel `channelId` (its monitor's
   * ClaimableOnChannelClose: to_local, without the commitment fee or HTLCs), or null for an
   * unknown channel. ChannelDetails has no such field in LDK 0.1, and the bindings' locked
   * monitor exposes no balances: the chain monitor sums every monitor except the channels it is
   * told to ignore, and monitors of channels closing but not yet confirmed are never among the
   * open ones. So the channel's share is the sum ignoring every other open channel minus the
   * sum ignoring all of them (review rgb-ln-payments-1 P11).
   */
  toLocalSats(channelId: string): bigint | null {
    const all = this.channelManager.list_channels();
    if (!all.some((c) => toHex(c.get_channel_id().get_a()) === channelId)) return null;
    const others = all.filter((c) => toHex(c.get_channel_id().get_a()) !== channelId);
    return this.onChannelCloseSats(others) - this.onChannelCloseSats(all);
  }

  private onChannelCloseSats(ignored: ChannelDetails[]): bigint {
    let sats = 0n;
    for (const balance of this.deps.chainMonitor.get_claimable_balances(ignored)) {
      if (balance instanceof this.ldk.Balance_ClaimableOnChannelClose) sats += balance.amount_satoshis;
    }
    return sats;
  }

  /**
   * Cooperative close, or a force close (broadcasting our latest commitment) with `force`. A
   * force close first waits until no claim is in flight and LDK handled its events: LDK 0.1.0
   * panics force-closing a channel whose monitor updates are blocked behind a claim or an
   * event (update_id gap, #3857, fixed in 0.1.5), and only those block updates. Other writes
   * may be in flight, so a busy node can still be force closed. Claims that do not settle in
   * time refuse the close (ChannelCloseFailed, retry later) rather than risk the panic; so does
   * an engine that stopped meanwhile (NodeNotReady).
   */
  async close(channelId: string, counterpartyNodeId: string, options: { force?: boolean } = {}): Promise<void> {
    const id = this.ldk.ChannelId.constructor_new(fromHex(channelId, 32));
    const peer = parseNodeId(counterpartyNodeId);
    const cm = this.channelManager;
    if (options.force) {
      const settleMs = this.deps.forceCloseSettleMs ?? FORCE_CLOSE_SETTLE_MS;
      const settled = await this.deps.settleClaims(settleMs);
      this.deps.state.ensureRunning();
      if (!settled) {
        this.deps.logger.warn({ component: 'channels', channelId }, 'force close refused: claims still in flight');
        throw new LightningError(
          'ChannelCloseFailed',
          `channel ${channelId} was not force closed: payment claims in flight were not written within ${settleMs / 1000} s, ` +
            'and force closing before they do could crash the Lightning engine (LDK 0.1.0, #3857). Nothing changed; retry the force close later',
        );
      }
    }
    const result = options.force ? cm.force_close_broadcasting_latest_txn(id, peer, 'closed by the node operator') : cm.close_channel(id, peer);
    if (!(result instanceof this.ldk.Result_NoneAPIErrorZ_OK)) {
      throw new LightningError('ChannelCloseFailed', `could not close channel ${channelId}: ${apiError(result)}`);
    }
  }
}
