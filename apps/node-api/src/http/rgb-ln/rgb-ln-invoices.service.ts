import { randomBytes, createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  addRgbFields,
  assetsOf,
  chooseInvoiceCarrier,
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
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { LightningRuntime } from '../../runtime/lightning-runtime';

/**
 * The final CLTV delta RGB invoices ask for (blocks). The payer's asset HTLC expires with the
 * carrier, and the asset channel admits an HTLC only `minExpiryDelta` (48, the opener policy)
 * after the tip; the payee claims only while `onchainClaimBlocks` (40) are left. 72 leaves both
 * with a day's worth of margin at 10 minutes a block minus the time a payment takes to arrive.
 */
export const RGB_INVOICE_MIN_FINAL_CLTV_EXPIRY_DELTA = 72;
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
 * handed out; LDK only holds its carrier, which is claimed through the RGB claim gate alone.
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
    const { carrierMsat } = chooseInvoiceCarrier(await this.snapshot(request.contractId, request.assetAmount), request.carrierMsat);
    const preimage = request.paymentHash === undefined ? randomBytes(32) : null;
    const paymentHash = request.paymentHash ?? createHash('sha256').update(preimage as Buffer).digest('hex');
    const expirySecs = request.expirySecs ?? DEFAULT_EXPIRY_SECS;
    // A hold invoice either way: LDK never claims the carrier by itself, only the claim gate does.
    const created = engine.createBolt11Invoice({ amountMsat: carrierMsat, description: request.description, expirySecs, paymentHash, minFinalCltvExpiryDelta: RGB_INVOICE_MIN_FINAL_CLTV_EXPIRY_DELTA });
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
          if (!asset || !['awaiting-funding', 'open', 'closing'].includes(asset.record.status)) return { ...base, isUsable: c.isUsable };
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
