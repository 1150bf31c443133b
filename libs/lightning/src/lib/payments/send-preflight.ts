import type { ChannelManager, RouteParameters } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { toHex } from '../ldk/bytes';
import type { FirstHopRouter } from '../ldk/first-hop-router';
import { LightningError } from '../engine/lightning.error';
import { parseHex32 } from './payment-inputs';

export interface SendPreflightInput {
  readonly routeParams: RouteParameters;
  readonly amountMsat: bigint;
  readonly payee: Uint8Array;
  /** The only channel the payment may leave through (hex), or all usable ones when absent. */
  readonly firstHopChannelId: string | undefined;
}

/**
 * Checks before sending, with the channels the payment may leave through (all usable ones,
 * or `firstHopChannelId` only): InsufficientCapacity when their sendable total is below the
 * amount plus fees (the fees of the route found, or, when none is found, the route
 * parameters' fee budget; 0 to a direct peer); RouteNotFound otherwise. Returns the first
 * hop's channel id when one was asked for.
 */
export function preflightSend(ldk: Ldk, channelManager: ChannelManager, paymentRouter: FirstHopRouter, input: SendPreflightInput): string | null {
  const { routeParams, amountMsat, payee } = input;
  const cm = channelManager;
  let hops = cm.list_usable_channels();
  let firstHop: string | null = null;
  if (input.firstHopChannelId !== undefined) {
    firstHop = parseHex32(input.firstHopChannelId, 'firstHopChannelId');
    const channel = cm.list_channels().find((c) => toHex(c.get_channel_id().get_a()) === firstHop);
    if (!channel) throw new LightningError('InvalidRequest', `no channel ${firstHop}`);
    if (!channel.get_is_usable()) throw new LightningError('RouteNotFound', `channel ${firstHop} is not usable now (peer offline, not ready or closing)`);
    hops = [channel];
  }
  const capacity = hops.reduce((sum, c) => sum + c.get_next_outbound_htlc_limit_msat(), 0n);
  const where = firstHop ? `channel ${firstHop}` : 'the usable channels';
  if (capacity < amountMsat) {
    throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than the ${amountMsat} msat asked`);
  }
  const route = paymentRouter.findRoute(cm.get_our_node_id(), routeParams, hops, cm.compute_inflight_htlcs());
  if (route instanceof ldk.Result_RouteLightningErrorZ_OK) {
    const fees = route.res.get_total_fees();
    if (capacity < amountMsat + fees) {
      throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than ${amountMsat} msat plus ${fees} msat of fees`);
    }
    return firstHop;
  }
  const direct = hops.some((c) => toHex(c.get_counterparty().get_node_id()) === toHex(payee));
  const budget = routeParams.get_max_total_routing_fee_msat();
  const maxFees = direct ? 0n : budget instanceof ldk.Option_u64Z_Some ? budget.some : 0n;
  if (capacity < amountMsat + maxFees) {
    throw new LightningError('InsufficientCapacity', `${where} can send ${capacity} msat, less than ${amountMsat} msat plus up to ${maxFees} msat of fees`);
  }
  const reason = route instanceof ldk.Result_RouteLightningErrorZ_Err ? route.err.get_err() : 'unknown';
  throw new LightningError('RouteNotFound', `no route to ${toHex(payee)}: ${reason}`);
}
