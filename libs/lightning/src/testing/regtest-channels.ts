import type { ChannelInfo } from '../lib/domain/engine-views';
import type { TestNode } from './test-node';
import { waitUntil } from './recording-sink';

/** What the channel helpers need from a regtest chain (RegtestChain.funds gives it). */
export interface RegtestFunds {
  mine(blocks: number): Promise<string[]>;
  /** Pays `valueSats` to `address` and mines it: a confirmed coin. */
  fund(address: string, valueSats: bigint): Promise<{ txid: string; vout: number; valueSats: bigint }>;
  mempool(): Promise<string[]>;
}

/** Connects `from` to `to` (if needed) and waits until both see the connection. */
export async function connect(from: TestNode, to: TestNode): Promise<void> {
  const port = to.engine.listeningPort();
  if (port === null) throw new Error(`${to.name} does not listen`);
  await from.engine.connectPeer(to.engine.nodeId(), '127.0.0.1', port);
  await waitUntil(() => to.engine.isPeerConnected(from.engine.nodeId()), 10_000, `${to.name} sees ${from.name}`);
}

/**
 * Funds `from`'s wallet with a fresh coin, opens an anchor channel to `to`, confirms it and
 * waits until both sides can use it. Returns the opener's view of the channel.
 */
export async function openConfirmedChannel(
  chain: RegtestFunds,
  from: TestNode,
  to: TestNode,
  capacitySats: bigint,
  pushMsat = 0n,
): Promise<ChannelInfo> {
  await connect(from, to);
  const coin = await chain.fund(from.wallet.address, capacitySats + 50_000n);
  from.wallet.addCoin(coin);
  const { userChannelId } = from.engine.openChannel({ counterpartyNodeId: to.engine.nodeId(), capacitySats, pushMsat });
  const pending = await from.sink.next('ChannelPending', (e) => e.userChannelId === userChannelId);
  await waitUntil(async () => (await chain.mempool()).includes(pending.fundingTxid), 10_000, 'funding tx in mempool');
  await chain.mine(1);
  const usable = (node: TestNode) => node.engine.listChannels().find((c) => c.channelId === pending.channelId)?.isUsable === true;
  await waitUntil(() => usable(from) && usable(to), 20_000, `channel ${pending.channelId} usable on both sides`);
  const channel = from.engine.listChannels().find((c) => c.channelId === pending.channelId);
  if (!channel) throw new Error('channel vanished');
  return channel;
}

/** A channel of `node` by id (throws when it is gone). */
export function channelOf(node: TestNode, channelId: string): ChannelInfo {
  const channel = node.engine.listChannels().find((c) => c.channelId === channelId);
  if (!channel) throw new Error(`${node.name} has no channel ${channelId}`);
  return channel;
}
