import { InvalidRequestError } from '@rln/core';
import { InsufficientCapacityError } from '@rln/payments';
import { assessChannels, HOLDER_RESERVE_THRESHOLD_MSAT, type CarrierSnapshot } from './carrier-rules';
import { HolderReserveTooLowError } from './carrier.errors';

export interface InvoiceCarrier {
  /** What the invoice carries: the request raised to the chosen channel's minimum viable carrier. */
  readonly carrierMsat: bigint;
  /** The channel the estimate expects the payment through (invoice route hints may name it). */
  readonly channelId: string;
  readonly userChannelId: string;
}

/**
 * The carrier invoice/create embeds: `requestedCarrierMsat` (none: 0) raised to the minimum
 * viable carrier of the best channel that holds the contract and can take it (`byPreference`,
 * as the estimate ranks). A channel counts when the carrier fits under its inbound capacity and
 * HTLC maximum; what changes as payments flow (the peer's asset balance, free RGB HTLC slots, a
 * peer briefly offline) does not stop an invoice being made, as the estimate's `receive_available`
 * reports it. Refuses with `HolderReserveTooLow` when a contract channel would take the carrier
 * but for the reserve raise, else `InsufficientCapacity` (402 both; details name why).
 */
export function chooseInvoiceCarrier(snapshot: CarrierSnapshot, requestedCarrierMsat?: bigint): InvoiceCarrier {
  if (snapshot.assetAmount <= 0n) throw new InvalidRequestError('asset_amount must be positive', undefined, { field: 'asset_amount' });
  if (requestedCarrierMsat !== undefined && requestedCarrierMsat < 0n) {
    throw new InvalidRequestError('btc_carrier_amount_msat must not be negative', undefined, { field: 'btc_carrier_amount_msat' });
  }
  const [best] = assessChannels(snapshot, requestedCarrierMsat);
  if (best && best.tier <= 1) return { carrierMsat: best.carrierMsat, channelId: best.channel.channelId, userChannelId: best.channel.userChannelId };

  const details = {
    blocking_reason: best?.blockingReason ?? 'NoRgbChannel',
    ...(best && best.tier <= 3 ? { channel_id: best.channel.channelId, required_carrier_msat: best.carrierMsat.toString(), max_receivable_msat: best.ceilingMsat.toString() } : {}),
  };
  if (best?.tier === 2) {
    throw new HolderReserveTooLowError(
      `The carrier must restore the receiver's ${best.channel.localBalanceOutputSats} sat to_local to the ${HOLDER_RESERVE_THRESHOLD_MSAT / 1000n} sat reserve (${best.carrierMsat} msat), more than channel ${best.channel.channelId} can take (${best.ceilingMsat} msat)`,
      'Receive a plain BTC payment into the channel first, then create the invoice again',
      details,
    );
  }
  throw new InsufficientCapacityError(
    best && best.tier === 3
      ? `No channel holding the contract can take a ${best.carrierMsat} msat carrier (at most ${best.ceilingMsat} msat)`
      : `No RGB channel holds ${snapshot.contractId}`,
    best && best.tier === 3 ? 'Ask for a smaller carrier or get more inbound capacity' : 'Open an RGB channel for the contract first',
    details,
  );
}
