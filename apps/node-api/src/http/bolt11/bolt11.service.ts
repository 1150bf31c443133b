import { Injectable } from '@nestjs/common';
import { Bolt11PaymentService, PaymentService, paymentFailureError, type Payment } from '@rln/payments';
import { InvalidRequestError } from '@rln/core';
import { decodeRgbInvoice, InvalidRgbInvoiceError } from '@rln/rgb-channel';
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { Bolt11DecodeResponseDto, Bolt11PayResponseDto } from './dto/bolt11-responses.dto';
import { Bolt11PayRequestDto } from './dto/bolt11-requests.dto';

/** How long POST /bolt11/pay waits before answering 408 (the payment stays tracked). */
export const PAY_TIMEOUT_SECS = 60;

@Injectable()
export class Bolt11Service {
  constructor(
    private readonly bolt11: Bolt11PaymentService,
    private readonly payments: PaymentService,
    private readonly assetChannels: AssetChannelRuntime,
  ) {}

  receive(amountMsat: string | undefined, description: string, expirySecs: number, paymentHash?: string): Promise<string> {
    return this.bolt11.receive({ amountMsat: amountMsat === undefined ? undefined : BigInt(amountMsat), description, expirySecs, paymentHash });
  }

  send(invoice: string, amountMsat: string | undefined, operationKey: string | null): Promise<Payment> {
    refuseRgbInvoice(invoice);
    return this.bolt11.send(invoice, { amountMsat: amountMsat === undefined ? undefined : BigInt(amountMsat), operationKey });
  }

  /** Sends, then waits for the outcome: success, a failure error, or 408 PaymentTimeout. */
  async pay(request: Bolt11PayRequestDto, operationKey: string | null, signal?: AbortSignal): Promise<Bolt11PayResponseDto> {
    refuseRgbInvoice(request.invoice);
    const started = await this.bolt11.send(request.invoice, {
      amountMsat: request.amount_msat === undefined ? undefined : BigInt(request.amount_msat),
      firstHopChannelId: request.channel_id,
      operationKey,
    });
    const done = await this.payments.wait(started.id, PAY_TIMEOUT_SECS, signal);
    if (done.status === 'Failed') throw paymentFailureError(done);
    return {
      payment_id: done.id,
      preimage: done.preimage ?? '',
      amount_sats: ((done.amountMsat ?? 0n) / 1000n).toString(),
      destination: done.counterpartyNodeId ?? '',
      fee_paid_msat: (done.feePaidMsat ?? 0n).toString(),
    };
  }

  decode(invoice: string): Bolt11DecodeResponseDto {
    const decoded = this.bolt11.decode(invoice);
    const dto: Bolt11DecodeResponseDto = {
      payment_hash: decoded.paymentHash,
      destination: decoded.payeeNodeId,
      expiry_secs: String(decoded.expirySecs),
    };
    if (decoded.amountMsat !== null) dto.amount_msat = decoded.amountMsat.toString();
    return dto;
  }

  /** An RGB payment (create_for_hash) is claimed only through its claim gate: never the carrier alone. */
  async claimForHash(paymentHash: string, preimage: string, claimableAmountMsat: string): Promise<void> {
    if (await this.assetChannels.invoices.get(paymentHash)) return this.assetChannels.rgbLn().claimForHash(paymentHash, preimage, BigInt(claimableAmountMsat));
    return this.bolt11.claimForHash(paymentHash, preimage, BigInt(claimableAmountMsat));
  }

  /** An RGB payment fails its carrier and its asset HTLC back together. */
  async failForHash(paymentHash: string): Promise<void> {
    if (await this.assetChannels.invoices.get(paymentHash)) return this.assetChannels.rgbLn().failForHash(paymentHash);
    return this.bolt11.failForHash(paymentHash);
  }
}

/**
 * An RGB invoice's carrier alone pays nothing: the payee holds it until its deadline, locking the
 * payer's BTC for hours (review P10). Such invoices go through /rgb/ln/pay.
 */
function refuseRgbInvoice(invoice: string): void {
  let rgb: boolean;
  try {
    rgb = decodeRgbInvoice(invoice).contractId !== undefined;
  } catch (err) {
    if (err instanceof InvalidRgbInvoiceError) return; // LDK's decoder answers for it
    throw err;
  }
  if (rgb) throw new InvalidRequestError('The invoice is an RGB invoice: its carrier alone would be held by the payee, not paid', 'Pay it with /rgb/ln/pay.', { field: 'invoice' });
}
