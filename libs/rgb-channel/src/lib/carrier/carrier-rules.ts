import { normalizeContractId } from '@rln/rgb-wallet';

/**
 * The carrier rules of docs/design/rgb-lightning.md "Carrier, dust and reserve rules
 * (`estimate_carrier`)", one channel at a time. Assets never sit on BTC outputs here, so the only
 * concern is BTC hygiene: the carrier must not vanish as dust.
 *
 * The admission rule ("a carrier below 354,000 msat only into a channel with the reserve") and
 * the minimum viable formula are read together: without the reserve, a smaller carrier is
 * admitted when it lifts to_local to 354 sat once settled, which is what max(allowed,
 * (354 - to_local)·1000) asks. The raise never exceeds 354,000 msat, so a carrier at or above
 * the admission threshold is never refused for the reserve.
 */

/** 354 sat, BOLT 2's (and LDK's) minimum dust limit: the receiver's to_local at or above it is a real output. */
export const HOLDER_RESERVE_THRESHOLD_MSAT = 354_000n;
/** A carrier at or above this is a non-trimmed HTLC. */
export const CARRIER_ADMISSION_THRESHOLD_MSAT = 354_000n;
/** No carrier is smaller than 1 sat. */
export const CARRIER_FLOOR_MSAT = 1_000n;

export type CarrierBlockingReason =
  | 'NoRgbChannel'
  | 'ContractNotInChannels'
  | 'InsufficientRemoteAssetBalance'
  | 'InsufficientInboundCapacity'
  | 'RgbHtlcSlotsFull'
  | 'HolderReserveTooLow';

/** One channel as the receiver sees it at the moment of the estimate. */
export interface CarrierChannelSnapshot {
  readonly channelId: string;
  readonly userChannelId: string;
  readonly isUsable: boolean;
  readonly inboundCapacityMsat: bigint;
  readonly inboundHtlcMinimumMsat: bigint;
  readonly inboundHtlcMaximumMsat: bigint;
  /** The receiver's to_local in its current LDK commitment. */
  readonly localBalanceOutputSats: bigint;
  /** Absent on a plain BTC channel. */
  readonly rgb?: {
    readonly contractId: string;
    /** The peer's shadow balance of the contract: what it can send us. */
    readonly remoteAssetAmount: bigint;
    readonly freeHtlcSlots: number;
  };
}

/** What the receiver asks for, and its channels. */
export interface CarrierSnapshot {
  /** `contract:<id>` or `rgb:<id>`. */
  readonly contractId: string;
  readonly assetAmount: bigint;
  readonly channels: readonly CarrierChannelSnapshot[];
}

/** One channel judged for one invoice (with a carrier asked for, or none). */
export interface ChannelAssessment {
  readonly channel: CarrierChannelSnapshot;
  /** Position in the snapshot: the last tie-break. */
  readonly index: number;
  readonly hasHolderReserve: boolean;
  /** max(1,000, inbound_htlc_minimum_msat). */
  readonly minimumAllowedMsat: bigint;
  /** The minimum allowed, raised (without the reserve) so that to_local + carrier ≥ 354 sat. */
  readonly minimumViableMsat: bigint;
  /** What an invoice would carry through this channel: max(requested, minimum viable). */
  readonly carrierMsat: bigint;
  /** min(inbound_capacity_msat, inbound_htlc_maximum_msat): the largest HTLC it can take now. */
  readonly ceilingMsat: bigint;
  /** null when the channel can receive this payment now. */
  readonly blockingReason: CarrierBlockingReason | null;
  /** Lower is better: 0 receives now, 1 can take the invoice but not receive yet, 2-5 cannot take it. */
  readonly tier: number;
}

/**
 * Judges one channel. When several rules fail, the first in this order is reported: what the
 * channel is (NoRgbChannel, ContractNotInChannels), then whether the carrier fits
 * (HolderReserveTooLow when only the reserve raise breaks it, else InsufficientInboundCapacity),
 * then what changes as payments flow (InsufficientRemoteAssetBalance; InsufficientInboundCapacity
 * for a channel not usable now, e.g. peer offline; RgbHtlcSlotsFull). Structural reasons come
 * first because they need the user to act; the later ones may clear by themselves.
 */
export function assessChannel(channel: CarrierChannelSnapshot, index: number, contractId: string, assetAmount: bigint, requestedCarrierMsat = 0n): ChannelAssessment {
  const hasHolderReserve = channel.localBalanceOutputSats * 1000n >= HOLDER_RESERVE_THRESHOLD_MSAT;
  const minimumAllowedMsat = max(CARRIER_FLOOR_MSAT, channel.inboundHtlcMinimumMsat);
  const minimumViableMsat = hasHolderReserve ? minimumAllowedMsat : max(minimumAllowedMsat, HOLDER_RESERVE_THRESHOLD_MSAT - channel.localBalanceOutputSats * 1000n);
  const carrierMsat = max(requestedCarrierMsat, minimumViableMsat);
  const ceilingMsat = min(channel.inboundCapacityMsat, channel.inboundHtlcMaximumMsat);
  const [blockingReason, tier] = ((): [CarrierBlockingReason | null, number] => {
    if (!channel.rgb) return ['NoRgbChannel', 5];
    if (!sameContract(channel.rgb.contractId, contractId)) return ['ContractNotInChannels', 4];
    if (carrierMsat > ceilingMsat) return !hasHolderReserve && max(requestedCarrierMsat, minimumAllowedMsat) <= ceilingMsat ? ['HolderReserveTooLow', 2] : ['InsufficientInboundCapacity', 3];
    if (channel.rgb.remoteAssetAmount < assetAmount) return ['InsufficientRemoteAssetBalance', 1];
    if (!channel.isUsable) return ['InsufficientInboundCapacity', 1];
    if (channel.rgb.freeHtlcSlots < 1) return ['RgbHtlcSlotsFull', 1];
    return [null, 0];
  })();
  return { channel, index, hasHolderReserve, minimumAllowedMsat, minimumViableMsat, carrierMsat, ceilingMsat, blockingReason, tier };
}

/**
 * Best first: by tier; then the smaller carrier (the payer sends less BTC, and less drains
 * toward us); then the larger peer asset balance (room for the next payment); then snapshot order.
 */
export function byPreference(a: ChannelAssessment, b: ChannelAssessment): number {
  if (a.tier !== b.tier) return a.tier - b.tier;
  if (a.carrierMsat !== b.carrierMsat) return a.carrierMsat < b.carrierMsat ? -1 : 1;
  const [assetsA, assetsB] = [a.channel.rgb?.remoteAssetAmount ?? 0n, b.channel.rgb?.remoteAssetAmount ?? 0n];
  if (assetsA !== assetsB) return assetsA > assetsB ? -1 : 1;
  return a.index - b.index;
}

/** The channels judged and sorted best first; the requested contract id must be well formed. */
export function assessChannels(snapshot: CarrierSnapshot, requestedCarrierMsat?: bigint): ChannelAssessment[] {
  const contractId = normalizeContractId(snapshot.contractId);
  return snapshot.channels.map((channel, index) => assessChannel(channel, index, contractId, snapshot.assetAmount, requestedCarrierMsat)).sort(byPreference);
}

function sameContract(channelContractId: string, normalized: string): boolean {
  try {
    return normalizeContractId(channelContractId) === normalized;
  } catch {
    return false;
  }
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
