import type { ChannelManager } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { EngineLogger } from '../ports/engine-logger.port';
import { isNone } from '../ldk/is-none';
import { callLdk } from '../ldk/ldk-panic';

/**
 * LDK's own timeout. Shorter frees places sooner but lets throwaway peers create monitors faster:
 * a channel whose funding never appears leaves a monitor LDK never archives.
 */
export const DEFAULT_FUNDING_TIMEOUT_BLOCKS = 2016;

/** An inbound channel whose funding LDK knows but which has no confirmation yet. */
export interface UnconfirmedInbound {
  readonly channelId: string;
  readonly peer: string;
}

/**
 * How long unlisted peers' inbound channels have waited for their funding to confirm, in
 * blocks, counted from when this process first saw them funded (a restart starts the count
 * again, which only waits longer). LDK 0.1.0 gives up on such a channel after 2016 blocks; until
 * then it counts towards its limit of 50 peers without a confirmed channel, so throwaway node
 * ids that sign for a funding transaction and never broadcast it keep new peers out
 * (InboundChannelGate keeps 10 places for listed peers; this frees the others sooner).
 */
export class FundingWaitClock {
  private readonly firstSeen = new Map<string, number>();

  constructor(private readonly timeoutBlocks: number) {}

  /** The channels (of `waiting`, now at `height`) that waited `timeoutBlocks` or more. */
  overdue(height: number, waiting: readonly UnconfirmedInbound[]): UnconfirmedInbound[] {
    const now = new Set(waiting.map((c) => c.channelId));
    for (const id of [...this.firstSeen.keys()]) if (!now.has(id)) this.firstSeen.delete(id);
    return waiting.filter((c) => {
      const first = this.firstSeen.get(c.channelId) ?? height;
      this.firstSeen.set(c.channelId, first);
      return height - first >= this.timeoutBlocks;
    });
  }
}

/**
 * Closes unlisted peers' inbound channels whose funding did not confirm within the timeout,
 * without broadcasting anything (we funded nothing). An amount the peer pushed to us comes back
 * only if the peer broadcasts its commitment after a late confirmation (LDK keeps watching the
 * funding outpoint); with no broadcast of ours it is otherwise left to the peer.
 */
export class UnconfirmedInboundChannels {
  private readonly clock: FundingWaitClock;

  constructor(
    private readonly deps: {
      readonly ldk: Ldk;
      readonly channelManager: ChannelManager;
      readonly isTrusted: (peerNodeId: string) => boolean;
      readonly timeoutBlocks: number;
      readonly logger: EngineLogger;
    },
  ) {
    this.clock = new FundingWaitClock(deps.timeoutBlocks);
  }

  /** After a chain sync to `height`. LDK calls go through `callLdk` (a throw there means LDK is wedged). */
  onTip(height: number): void {
    const { ldk, channelManager: cm, logger, timeoutBlocks } = this.deps;
    const waiting = new Map<string, UnconfirmedInbound & { id: Uint8Array; peerKey: Uint8Array }>();
    for (const c of callLdk('ChannelManager.list_channels', () => cm.list_channels())) {
      if (c.get_is_outbound() || c.get_is_channel_ready() || isNone(c.get_funding_txo())) continue;
      const confirmations = c.get_confirmations();
      if (confirmations instanceof ldk.Option_u32Z_Some && confirmations.some > 0) continue;
      const peerKey = c.get_counterparty().get_node_id();
      const peer = toHex(peerKey);
      if (this.deps.isTrusted(peer)) continue;
      const id = c.get_channel_id().get_a();
      waiting.set(toHex(id), { channelId: toHex(id), peer, id, peerKey });
    }
    for (const { channelId } of this.clock.overdue(height, [...waiting.values()])) {
      const channel = waiting.get(channelId);
      if (!channel) continue;
      const reason = `the funding transaction did not confirm within ${timeoutBlocks} blocks`;
      const result = callLdk('ChannelManager.force_close_without_broadcasting_txn', () =>
        cm.force_close_without_broadcasting_txn(ldk.ChannelId.constructor_new(channel.id), channel.peerKey, reason),
      );
      logger.info({ component: 'channels', channelId, peer: channel.peer, ok: result.is_ok() }, 'inbound channel closed: funding not confirmed');
    }
  }
}
