import type { ChannelDetails } from 'lightningdevkit';
import type { Ldk } from '../ldk/ldk-loader';
import { internalToDisplayHex, toHex } from '../ldk/bytes';
import { fromLdkU128 } from '../ldk/u128';
import type { ChannelInfo } from '../domain/engine-views';

/** LDK's ChannelDetails as the engine's ChannelInfo (display-order txid, bigint amounts). */
export function describeChannel(ldk: Ldk, c: ChannelDetails): ChannelInfo {
  const funding = c.get_funding_txo();
  const hasFunding = funding && (funding as unknown as { ptr: bigint }).ptr !== 0n;
  const scid = c.get_short_channel_id();
  const confirmations = c.get_confirmations();
  const reserve = c.get_unspendable_punishment_reserve();
  const htlcMinimum = c.get_inbound_htlc_minimum_msat();
  const htlcMaximum = c.get_inbound_htlc_maximum_msat();
  return {
    channelId: toHex(c.get_channel_id().get_a()),
    userChannelId: fromLdkU128(c.get_user_channel_id()),
    counterpartyNodeId: toHex(c.get_counterparty().get_node_id()),
    fundingTxid: hasFunding ? internalToDisplayHex(funding.get_txid()) : null,
    fundingOutputIndex: hasFunding ? funding.get_index() : null,
    shortChannelId: scid instanceof ldk.Option_u64Z_Some ? scid.some : null,
    capacitySats: c.get_channel_value_satoshis(),
    outboundCapacityMsat: c.get_outbound_capacity_msat(),
    inboundCapacityMsat: c.get_inbound_capacity_msat(),
    localBalanceMsat: c.get_outbound_capacity_msat() + (reserve instanceof ldk.Option_u64Z_Some ? reserve.some * 1000n : 0n),
    inboundHtlcMinimumMsat: htlcMinimum instanceof ldk.Option_u64Z_Some ? htlcMinimum.some : 0n,
    inboundHtlcMaximumMsat: htlcMaximum instanceof ldk.Option_u64Z_Some ? htlcMaximum.some : null,
    isOutbound: Boolean(c.get_is_outbound()),
    isChannelReady: Boolean(c.get_is_channel_ready()),
    isUsable: Boolean(c.get_is_usable()),
    isAnnounced: Boolean(c.get_is_announced()),
    isAnchors: Boolean(c.get_channel_type()?.supports_anchors_zero_fee_htlc_tx()),
    confirmations: confirmations instanceof ldk.Option_u32Z_Some ? confirmations.some : null,
  };
}
