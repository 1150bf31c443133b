import type { CarrierBlockingReason } from './carrier-rules';
import type { CarrierEstimate, ChannelCarrierEstimate } from './carrier-estimate';

/** POST /rgb/ln/invoice/estimate_carrier's body: every amount a decimal string. */
export interface EstimateCarrierResponse {
  readonly receive_available: boolean;
  readonly can_create_rgb_invoice: boolean;
  readonly minimum_viable_carrier_amount_msat: string;
  readonly minimum_viable_reason: string;
  readonly default_create_carrier_amount_msat: string;
  readonly default_create_reason: string;
  readonly carrier_admission_threshold_msat: string;
  readonly minimum_allowed_carrier_amount_msat: string;
  readonly holder_reserve_threshold_msat: string;
  readonly estimate_only: true;
  readonly warning: string;
  readonly blocking_reason: CarrierBlockingReason | null;
  readonly required_carrier_msat: string | null;
  readonly suggested_action: string | null;
  readonly channels: readonly EstimateCarrierChannelResponse[];
}

export interface EstimateCarrierChannelResponse {
  readonly channel_id: string;
  readonly user_channel_id: string;
  readonly is_usable: boolean;
  readonly inbound_capacity_msat: string;
  readonly inbound_htlc_minimum_msat: string;
  readonly inbound_htlc_maximum_msat: string;
  readonly local_balance_output_sats: string;
  readonly has_holder_reserve: boolean;
  readonly receive_available: boolean;
  readonly can_receive_rgb_invoice: boolean;
  readonly blocking_reason: CarrierBlockingReason | null;
  readonly minimum_viable_carrier_amount_msat: string;
  readonly default_create_carrier_amount_msat: string;
  readonly required_carrier_msat: string | null;
  readonly suggested_action: string | null;
}

export function toEstimateCarrierResponse(estimate: CarrierEstimate): EstimateCarrierResponse {
  return {
    receive_available: estimate.receiveAvailable,
    can_create_rgb_invoice: estimate.canCreateRgbInvoice,
    minimum_viable_carrier_amount_msat: estimate.minimumViableCarrierAmountMsat.toString(),
    minimum_viable_reason: estimate.minimumViableReason,
    default_create_carrier_amount_msat: estimate.defaultCreateCarrierAmountMsat.toString(),
    default_create_reason: estimate.defaultCreateReason,
    carrier_admission_threshold_msat: estimate.carrierAdmissionThresholdMsat.toString(),
    minimum_allowed_carrier_amount_msat: estimate.minimumAllowedCarrierAmountMsat.toString(),
    holder_reserve_threshold_msat: estimate.holderReserveThresholdMsat.toString(),
    estimate_only: estimate.estimateOnly,
    warning: estimate.warning,
    blocking_reason: estimate.blockingReason,
    required_carrier_msat: estimate.requiredCarrierMsat?.toString() ?? null,
    suggested_action: estimate.suggestedAction,
    channels: estimate.channels.map(channelResponse),
  };
}

function channelResponse(c: ChannelCarrierEstimate): EstimateCarrierChannelResponse {
  return {
    channel_id: c.channelId,
    user_channel_id: c.userChannelId,
    is_usable: c.isUsable,
    inbound_capacity_msat: c.inboundCapacityMsat.toString(),
    inbound_htlc_minimum_msat: c.inboundHtlcMinimumMsat.toString(),
    inbound_htlc_maximum_msat: c.inboundHtlcMaximumMsat.toString(),
    local_balance_output_sats: c.localBalanceOutputSats.toString(),
    has_holder_reserve: c.hasHolderReserve,
    receive_available: c.receiveAvailable,
    can_receive_rgb_invoice: c.canReceiveRgbInvoice,
    blocking_reason: c.blockingReason,
    minimum_viable_carrier_amount_msat: c.minimumViableCarrierAmountMsat.toString(),
    default_create_carrier_amount_msat: c.defaultCreateCarrierAmountMsat.toString(),
    required_carrier_msat: c.requiredCarrierMsat?.toString() ?? null,
    suggested_action: c.suggestedAction,
  };
}
