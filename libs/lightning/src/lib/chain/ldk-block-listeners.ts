import type { BroadcasterInterface, ChainMonitor, ChannelManager, ChannelMonitor, FeeEstimator, Logger } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex } from '../ldk/bytes';
import { callLdk } from '../ldk/ldk-panic';
import type { BlockListener, BlockRef } from './block-listener';
import { parseBlock } from './block-parser';

function bestOf(best: { get_block_hash(): Uint8Array; get_height(): number }): BlockRef {
  return { hash: internalToDisplayHex(best.get_block_hash()), height: best.get_height() };
}

/** The ChannelManager alone (used while catching up at start, before monitors are watched). */
export function channelManagerListener(cm: ChannelManager): BlockListener {
  const listen = cm.as_Listen();
  return {
    bestBlock: () => bestOf(cm.current_best_block()),
    connect: (block, height) => listen.block_connected(block, height),
    disconnect: (header, height) => listen.block_disconnected(header, height),
  };
}

/** One ChannelMonitor on its own, caught up at start before it is handed to the ChainMonitor. */
export function channelMonitorListener(
  ldk: Ldk,
  monitor: ChannelMonitor,
  broadcaster: BroadcasterInterface,
  fees: FeeEstimator,
  logger: Logger,
): BlockListener {
  return {
    bestBlock: () => bestOf(monitor.current_best_block()),
    connect: (block, height) => {
      const { header, transactions } = parseBlock(block);
      const txdata = transactions.map((tx, i) => ldk.TwoTuple_usizeTransactionZ.constructor_new(i, tx));
      monitor.block_connected(header, txdata, height, broadcaster, fees, logger);
    },
    disconnect: (header, height) => monitor.block_disconnected(header, height, broadcaster, fees, logger),
  };
}

/**
 * The running pair, fed together: the ChainMonitor first (so monitors see a block before the
 * ChannelManager acts on it), the ChannelManager's best block as the pair's position. A throw
 * out of LDK comes as LdkCallFailed (LDK is wedged), apart from the chain source's errors.
 */
export function runtimeListener(cm: ChannelManager, chainMonitor: ChainMonitor): BlockListener {
  const cmListen = cm.as_Listen();
  const monitorListen = chainMonitor.as_Listen();
  return {
    bestBlock: () => callLdk('current_best_block', () => bestOf(cm.current_best_block())),
    connect: (block, height) =>
      callLdk('block_connected', () => {
        monitorListen.block_connected(block, height);
        cmListen.block_connected(block, height);
      }),
    disconnect: (header, height) =>
      callLdk('block_disconnected', () => {
        monitorListen.block_disconnected(header, height);
        cmListen.block_disconnected(header, height);
      }),
  };
}
