import { InvalidRequestError } from '@rln/core';
import { normalizeContractId } from '@rln/rgb-wallet';
import {
  assessChannels,
  CARRIER_ADMISSION_THRESHOLD_MSAT,
  CARRIER_FLOOR_MSAT,
  HOLDER_RESERVE_THRESHOLD_MSAT,
  type CarrierBlockingReason,
  type CarrierChannelSnapshot,
  type CarrierSnapshot,
  type ChannelAssessment,
} from './carrier-rules';

/** One entry of `channels` in POST /rgb/ln/invoice/estimate_carrier: the snapshot's numbers and the verdict. */
export interface ChannelCarrierEstimate extends Omit<CarrierChannelSnapshot, 'rgb'> {
  readonly hasHolderReserve: boolean;
  readonly receiveAvailable: boolean;
  /** The same as `receiveAvailable` (the design names both for one rule). */
  readonly canReceiveRgbInvoice: boolean;
  readonly blockingReason: CarrierBlockingReason | null;
  readonly minimumViableCarrierAmountMsat: bigint;
  /** Equal to the minimum viable carrier (design: small carriers keep BTC from draining toward the payee). */
  readonly defaultCreateCarrierAmountMsat: bigint;
  /** The carrier this channel needs when the carrier is what blocks it (HolderReserveTooLow, InsufficientInboundCapacity by size); else null. */
  readonly requiredCarrierMsat: bigint | null;
  readonly suggestedAction: string | null;
}

/** The whole estimate_carrier response, before rendering. */
export interface CarrierEstimate {
  /** The best channel can receive this payment now. */
  readonly receiveAvailable: boolean;
  /** invoice/create (without a carrier) would succeed: some channel holds the contract and takes the carrier. */
  readonly canCreateRgbInvoice: boolean;
  readonly minimumViableCarrierAmountMsat: bigint;
  readonly minimumViableReason: string;
  readonly defaultCreateCarrierAmountMsat: bigint;
  readonly defaultCreateReason: string;
  readonly carrierAdmissionThresholdMsat: bigint;
  readonly minimumAllowedCarrierAmountMsat: bigint;
  readonly holderReserveThresholdMsat: bigint;
  readonly estimateOnly: true;
  readonly warning: string;
  readonly blockingReason: CarrierBlockingReason | null;
  readonly requiredCarrierMsat: bigint | null;
  readonly suggestedAction: string | null;
  /** In the snapshot's order. */
  readonly channels: readonly ChannelCarrierEstimate[];
}

export const ESTIMATE_WARNING =
  'A non-binding snapshot: channel balances, inbound capacity and RGB HTLC slots can change before an invoice is created or paid; invoice/create checks again.';

/**
 * The estimate_carrier response. Top-level fields are the best channel's (carrier-rules.ts
 * `byPreference`: one that receives now, else one that can take an invoice, else the one
 * closest to it; the smallest carrier among equals). When no channel holds the contract there
 * is no channel to take numbers from: the minimum allowed carrier is then the 1,000 msat floor
 * and the minimum viable one the admission threshold (354,000 msat), which any RGB channel for
 * the contract admits whatever its reserve. `description` and `expiry_secs` of the request do
 * not change the carrier, so they are not inputs.
 */
export function estimateCarrier(snapshot: CarrierSnapshot): CarrierEstimate {
  if (snapshot.assetAmount <= 0n) throw new InvalidRequestError('asset_amount must be positive', undefined, { field: 'asset_amount' });
  const contractId = normalizeContractId(snapshot.contractId);
  const assessed = assessChannels(snapshot);
  const best = assessed[0] as ChannelAssessment | undefined;
  const holdsContract = best !== undefined && best.tier <= 3;
  const blockingReason: CarrierBlockingReason | null = best ? best.blockingReason : 'NoRgbChannel';
  const minimumViableMsat = holdsContract ? best.minimumViableMsat : CARRIER_ADMISSION_THRESHOLD_MSAT;
  const canCreate = holdsContract && best.tier <= 1;
  return {
    receiveAvailable: best?.tier === 0,
    canCreateRgbInvoice: canCreate,
    minimumViableCarrierAmountMsat: minimumViableMsat,
    minimumViableReason: holdsContract ? viableReason(best) : `no channel holds ${contractId}: a carrier of ${CARRIER_ADMISSION_THRESHOLD_MSAT} msat (the admission threshold) is admitted whatever the receiver's reserve`,
    defaultCreateCarrierAmountMsat: minimumViableMsat,
    defaultCreateReason: canCreate
      ? `the minimum viable carrier of channel ${best.channel.channelId}: a small carrier keeps BTC from draining toward the payee`
      : `the minimum viable carrier; invoice/create refuses until a channel holding ${contractId} can take it`,
    carrierAdmissionThresholdMsat: CARRIER_ADMISSION_THRESHOLD_MSAT,
    minimumAllowedCarrierAmountMsat: holdsContract ? best.minimumAllowedMsat : CARRIER_FLOOR_MSAT,
    holderReserveThresholdMsat: HOLDER_RESERVE_THRESHOLD_MSAT,
    estimateOnly: true,
    warning: ESTIMATE_WARNING,
    blockingReason,
    requiredCarrierMsat: best ? requiredCarrier(best) : null,
    suggestedAction: best ? suggestedAction(best, contractId, snapshot.assetAmount) : suggestion('NoRgbChannel', contractId),
    channels: [...assessed].sort((a, b) => a.index - b.index).map((a) => channelEstimate(a, contractId, snapshot.assetAmount)),
  };
}

function channelEstimate(a: ChannelAssessment, contractId: string, assetAmount: bigint): ChannelCarrierEstimate {
  const { rgb: _rgb, ...numbers } = a.channel;
  return {
    ...numbers,
    hasHolderReserve: a.hasHolderReserve,
    receiveAvailable: a.tier === 0,
    canReceiveRgbInvoice: a.tier === 0,
    blockingReason: a.blockingReason,
    minimumViableCarrierAmountMsat: a.minimumViableMsat,
    defaultCreateCarrierAmountMsat: a.minimumViableMsat,
    requiredCarrierMsat: requiredCarrier(a),
    suggestedAction: suggestedAction(a, contractId, assetAmount),
  };
}

function requiredCarrier(a: ChannelAssessment): bigint | null {
  return a.tier === 2 || a.tier === 3 ? a.carrierMsat : null;
}

function viableReason(a: ChannelAssessment): string {
  const local = a.channel.localBalanceOutputSats;
  const allowed = a.minimumAllowedMsat === CARRIER_FLOOR_MSAT ? `the ${CARRIER_FLOOR_MSAT} msat floor` : `the channel's inbound HTLC minimum (${a.minimumAllowedMsat} msat)`;
  if (a.hasHolderReserve) return `to_local (${local} sat) already holds the ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n} sat reserve, so ${allowed} applies`;
  if (a.minimumViableMsat > a.minimumAllowedMsat) {
    return `to_local (${local} sat) is below the ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n} sat reserve: the carrier is raised to bring it there, so it lands as a non-dust output`;
  }
  return `to_local (${local} sat) is below the ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n} sat reserve, and ${allowed} already brings it there`;
}

/** What the user can do about the reason, with this channel's numbers; null when nothing blocks. */
function suggestedAction(a: ChannelAssessment, contractId: string, assetAmount: bigint): string | null {
  const c = a.channel;
  switch (a.blockingReason) {
    case null:
      return null;
    case 'InsufficientRemoteAssetBalance':
      return `The peer holds ${c.rgb?.remoteAssetAmount ?? 0n} of ${contractId} in channel ${c.channelId}, less than ${assetAmount}: ask for at most that amount, or send the peer assets first.`;
    case 'InsufficientInboundCapacity':
      return a.tier === 1
        ? `Channel ${c.channelId} is not usable now: reconnect the peer or wait for the channel to be ready, then ask again.`
        : `Channel ${c.channelId} takes HTLCs up to ${a.ceilingMsat} msat, less than the ${a.carrierMsat} msat carrier: get more inbound capacity (spend from the channel, or ask the peer to push BTC).`;
    case 'HolderReserveTooLow':
      return `to_local in channel ${c.channelId} is ${c.localBalanceOutputSats} sat, below the ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n} sat reserve, and the ${a.carrierMsat} msat carrier that would restore it exceeds the ${a.ceilingMsat} msat the channel can take: receive a plain BTC payment of at least ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n - c.localBalanceOutputSats} sat first.`;
    default:
      return suggestion(a.blockingReason, contractId, c.channelId);
  }
}

function suggestion(reason: 'NoRgbChannel' | 'ContractNotInChannels' | 'RgbHtlcSlotsFull', contractId: string, channelId = ''): string {
  switch (reason) {
    case 'NoRgbChannel':
      return `No RGB channel: open one for ${contractId} with a peer that holds the asset (POST /channel/open with rgb).`;
    case 'ContractNotInChannels':
      return `No RGB channel holds ${contractId}: open one for it (POST /channel/open with rgb).`;
    case 'RgbHtlcSlotsFull':
      return `Every RGB HTLC slot of channel ${channelId} is in use: ask again once pending RGB payments settle.`;
  }
}
