import { randomBytes, createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  addRgbFields,
  assetsOf,
  chooseInvoiceCarrier,
  DuplicatePaymentHashError,
  decodeRgbInvoice,
  estimateCarrier,
  otherSide,
  toEstimateCarrierResponse,
  toRgbInvoiceDecodeResponse,
  type CarrierChannelSnapshot,
  type CarrierSnapshot,
  type EstimateCarrierResponse,
  type RgbInvoiceDecodeResponse,
} from '@rln/rgb-channel';
import { toContractId, toRgbLibId } from '@rln/rgb-wallet';
import { AssetChannelRuntime, LIVE_STATUSES } from '../../runtime/asset-channels/asset-channel-runtime';
import { RGB_HTLC_EXPIRY_DELTA } from '../../runtime/asset-channels/rgb-ln-payments';
import { LightningRuntime } from '../../runtime/lightning-runtime';

const DEFAULT_EXPIRY_SECS = 3600;

export interface CreateRgbLnInvoice {
  readonly contractId: string;
  readonly assetAmount: bigint;
  readonly description: string;
  readonly expirySecs?: number;
  readonly carrierMsat?: bigint;
  /** create_for_hash: the caller keeps the preimage. */
  readonly paymentHash?: string;
}

/**
 * RGB Lightning invoices (the interface's "RGB Lightning payments"): the carrier rules over a
 * snapshot of this node's channels, and invoices that are LDK hold invoices with the RGB fields
 * (tags 30/31) added and signed again with the node key. Every invoice is recorded before it is
 * handed out, with its inbound payment record; LDK only holds the carrier, which the claim gate
 * alone claims (RgbLnPayments).
 */
@Injectable()
export class RgbLnInvoicesService {
  constructor(
    private readonly lightning: LightningRuntime,
    private readonly assetChannels: AssetChannelRuntime,
  ) {}

  async estimateCarrier(contractId: string, assetAmount: bigint): Promise<EstimateCarrierResponse> {
    return toEstimateCarrierResponse(estimateCarrier(await this.snapshot(contractId, assetAmount)));
  }

  async create(request: CreateRgbLnInvoice): Promise<{ invoice: string; carrierMsat: bigint }> {
    const engine = this.lightning.ready();
    this.assetChannels.ensureReady();
    const { carrierMsat } = chooseInvoiceCarrier(await this.snapshot(request.contractId, request.assetAmount), request.carrierMsat);
    const preimage = request.paymentHash === undefined ? randomBytes(32) : null;
    const paymentHash = request.paymentHash ?? createHash('sha256').update(preimage as Buffer).digest('hex');
    // A hash with a payment record already (a plain hold invoice, an earlier attempt) is never
    // taken over by an RGB invoice (review P9).
    if (await this.assetChannels.rgbLn().hashInUse(paymentHash)) throw new DuplicatePaymentHashError(paymentHash);
    const expirySecs = request.expirySecs ?? DEFAULT_EXPIRY_SECS;
    // A hold invoice either way: LDK never claims the carrier by itself, only the claim gate does.
    // The carrier's final CLTV delta is the asset HTLC's, so both leave the payee its claim window.
    const created = engine.createBolt11Invoice({ amountMsat: carrierMsat, description: request.description, expirySecs, paymentHash, minFinalCltvExpiryDelta: RGB_HTLC_EXPIRY_DELTA });
    const invoice = addRgbFields(created.invoice, { contractId: toContractId(toRgbLibId(request.contractId, 'contract_id')), assetAmount: request.assetAmount }, this.assetChannels.invoiceSigner());
    await this.assetChannels.invoices.add({
      invoice,
      paymentHash,
      contractId: toRgbLibId(request.contractId, 'contract_id'),
      assetAmount: request.assetAmount,
      carrierMsat,
      preimage: preimage ? preimage.toString('hex') : null,
      expiresAtUnixSecs: Math.floor(Date.now() / 1000) + expirySecs,
    });
    // The payee's record, so the held carrier is tracked (PaymentClaimable) instead of failed back.
    await this.assetChannels.rgbLn().recordInvoice({ paymentHash, invoice, carrierMsat, description: request.description });
    return { invoice, carrierMsat };
  }

  decode(invoice: string): RgbInvoiceDecodeResponse {
    return toRgbInvoiceDecodeResponse(decodeRgbInvoice(invoice));
  }

  /** The receiver's channels as the carrier rules see them; an asset channel counts only once open for updates. */
  private async snapshot(contractId: string, assetAmount: bigint): Promise<CarrierSnapshot> {
    const engine = this.lightning.ready();
    const channels = await Promise.all(
      engine
        .listChannels()
        .map(async (c): Promise<CarrierChannelSnapshot> => {
          const asset = await this.assetChannels.store.load(c.counterpartyNodeId, c.channelId);
          const base = {
            channelId: c.channelId,
            userChannelId: c.userChannelId.toString(),
            inboundCapacityMsat: c.inboundCapacityMsat,
            inboundHtlcMinimumMsat: c.inboundHtlcMinimumMsat,
            inboundHtlcMaximumMsat: c.inboundHtlcMaximumMsat ?? c.inboundCapacityMsat,
            localBalanceOutputSats: engine.channelToLocalSats(c.channelId) ?? 0n,
          };
          if (!asset || !LIVE_STATUSES.has(asset.record.status)) return { ...base, isUsable: c.isUsable };
          const { record } = asset;
          const theirs = assetsOf(record.committed, otherSide(record.local));
          const sendable = theirs > record.policy.assetReserve ? theirs - record.policy.assetReserve : 0n;
          return {
            ...base,
            isUsable: c.isUsable && record.status === 'open',
            rgb: { contractId: record.contractId, remoteAssetAmount: sendable, freeHtlcSlots: Math.max(0, record.policy.maxHtlcs - record.committed.htlcs.length) },
          };
        }),
    );
    return { contractId, assetAmount, channels };
  }
}
