import { Injectable } from '@nestjs/common';
import { Bolt12PaymentService, Payment } from '@rln/payments';
import { OfferReceiveRequestDto, OfferReceiveVarRequestDto, OfferSendRequestDto, RefundInitiateRequestDto } from './dto/bolt12-requests.dto';
import { OfferDecodeResponseDto, RefundDecodeResponseDto, RefundInitiateResponseDto, RefundRequestPaymentResponseDto } from './dto/bolt12-responses.dto';

/** Wire shapes (decimal strings, snake_case) to and from the BOLT12 payment service. */
@Injectable()
export class Bolt12Service {
  constructor(private readonly bolt12: Bolt12PaymentService) {}

  receive(body: OfferReceiveRequestDto): string {
    return this.bolt12.receiveOffer({
      amountMsat: BigInt(body.amount_msat),
      description: body.description,
      expirySecs: body.expiry_secs,
      quantity: optionalBigInt(body.quantity),
    });
  }

  receiveVar(body: OfferReceiveVarRequestDto): string {
    return this.bolt12.receiveOffer({ description: body.description, expirySecs: body.expiry_secs });
  }

  send(body: OfferSendRequestDto): Promise<Payment> {
    return this.bolt12.sendToOffer({
      offer: body.offer,
      amountMsat: optionalBigInt(body.amount_msat),
      quantity: optionalBigInt(body.quantity),
      payerNote: body.payer_note,
    });
  }

  decodeOffer(offer: string): OfferDecodeResponseDto {
    const d = this.bolt12.decodeOffer(offer);
    return {
      offer_id: d.offerId,
      signing_pubkey: d.signingPubkey,
      description: d.description,
      issuer: d.issuer,
      amount_msat: d.amountMsat?.toString() ?? null,
      absolute_expiry_unix_secs: d.absoluteExpiryUnixSecs?.toString() ?? null,
      chain_hashes: d.chainHashes,
      paths_count: d.pathsCount,
      expects_quantity: d.expectsQuantity,
    };
  }

  async initiateRefund(body: RefundInitiateRequestDto): Promise<RefundInitiateResponseDto> {
    const { refund, payment } = await this.bolt12.initiateRefund({
      amountMsat: BigInt(body.amount_msat),
      expirySecs: body.expiry_secs,
      quantity: optionalBigInt(body.quantity),
      payerNote: body.payer_note,
    });
    return { refund, payment_id: payment.id };
  }

  decodeRefund(refund: string): RefundDecodeResponseDto {
    const d = this.bolt12.decodeRefund(refund);
    return {
      description: d.description,
      issuer: d.issuer,
      amount_msat: d.amountMsat.toString(),
      absolute_expiry_unix_secs: d.absoluteExpiryUnixSecs?.toString() ?? null,
      chain_hash: d.chainHash,
      payer_signing_pubkey: d.payerSigningPubkey,
      payer_note: d.payerNote,
      quantity: d.quantity?.toString() ?? null,
      paths_count: d.pathsCount,
    };
  }

  async requestRefundPayment(refund: string): Promise<RefundRequestPaymentResponseDto> {
    const sent = await this.bolt12.requestRefundPayment(refund);
    return { invoice: sent.invoice, invoice_hex: sent.invoiceHex, payment_id: sent.payment.id };
  }
}

function optionalBigInt(value: string | undefined): bigint | undefined {
  return value === undefined ? undefined : BigInt(value);
}
