import type { BroadcasterInterface, FeeEstimator, Logger } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { LdkCore } from '../engine/ldk-components';
import type { BlockRef } from './block-listener';
import { observed } from './block-listener';
import type { ChainFollower } from './chain-follower';
import { channelManagerListener, channelMonitorListener } from './ldk-block-listeners';
import type { OutputSweeper } from './output-sweeper';

export interface RestartCatchUpInput {
  readonly ldk: Ldk;
  readonly core: LdkCore;
  readonly follower: ChainFollower;
  readonly sweeper: OutputSweeper;
  readonly broadcaster: BroadcasterInterface;
  readonly fees: FeeEstimator;
  readonly logger: Logger;
  readonly tip: BlockRef;
}

/**
 * LDK's restart order: catch each stored monitor and the manager up to `tip` on their own,
 * then let the ChainMonitor watch the monitors (the pair then follows the chain together).
 */
export async function catchUpOnRestart(input: RestartCatchUpInput): Promise<void> {
  const { ldk, core, follower, tip } = input;
  for (const monitor of core.monitors) {
    await follower.syncListener(channelMonitorListener(ldk, monitor, input.broadcaster, input.fees, input.logger), tip);
  }
  await follower.syncListener(observed(channelManagerListener(core.channelManager), input.sweeper), tip);
  for (const monitor of core.monitors) {
    const watched = core.chainMonitor.as_Watch().watch_channel(monitor.get_funding_txo().get_a(), monitor);
    if (!watched.is_ok()) throw new Error(`the ChainMonitor refused monitor ${toHex(monitor.channel_id().get_a())}`);
  }
}
