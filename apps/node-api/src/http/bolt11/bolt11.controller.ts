import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { clientGoneSignal } from '../../common/http/client-gone.signal';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { Bolt11Service } from './bolt11.service';
import {
  Bolt11PayRequestDto,
  Bolt11ReceiveForHashRequestDto,
  Bolt11ReceiveRequestDto,
  Bolt11ReceiveVarRequestDto,
  Bolt11SendUsingAmountRequestDto,
  ClaimForHashRequestDto,
  FailForHashRequestDto,
  InvoiceRequestDto,
} from './dto/bolt11-requests.dto';
import { Bolt11DecodeResponseDto, Bolt11PayResponseDto, InvoiceResponseDto, PaymentIdResponseDto, toInvoiceDto, toPaymentIdDto } from './dto/bolt11-responses.dto';
import { Idempotent, IdempotentOperationKey } from '../../common/idempotency/idempotent.decorator';

@ApiTags('BOLT11')
@Controller('bolt11')
export class Bolt11Controller {
  constructor(private readonly bolt11: Bolt11Service) {}

  @Post('receive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Fixed-amount invoice' })
  @ApiOkResponse({ type: InvoiceResponseDto })
  receive(@Body() body: Bolt11ReceiveRequestDto): Promise<InvoiceResponseDto> {
    return this.bolt11.receive(body.amount_msat, body.description, body.expiry_secs).then(toInvoiceDto);
  }

  @Post('receive_var')
  @HttpCode(200)
  @ApiOperation({ summary: 'Variable-amount invoice (the payer chooses the amount)' })
  @ApiOkResponse({ type: InvoiceResponseDto })
  receiveVar(@Body() body: Bolt11ReceiveVarRequestDto): Promise<InvoiceResponseDto> {
    return this.bolt11.receive(undefined, body.description, body.expiry_secs).then(toInvoiceDto);
  }

  @Post('receive_for_hash')
  @HttpCode(200)
  @ApiOperation({ summary: 'Hold invoice: the HTLC is held until claim_for_hash or fail_for_hash' })
  @ApiOkResponse({ type: InvoiceResponseDto })
  receiveForHash(@Body() body: Bolt11ReceiveForHashRequestDto): Promise<InvoiceResponseDto> {
    return this.bolt11.receive(body.amount_msat, body.description, body.expiry_secs, body.payment_hash).then(toInvoiceDto);
  }

  @Post('pay')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay and wait for the outcome (408 PaymentTimeout leaves the payment tracked)' })
  @ApiOkResponse({ type: Bolt11PayResponseDto })
  pay(@Body() body: Bolt11PayRequestDto, @IdempotentOperationKey() operationKey: string | null, @Res({ passthrough: true }) res: Response): Promise<Bolt11PayResponseDto> {
    return this.bolt11.pay(body, operationKey, clientGoneSignal(res));
  }

  @Post('send')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Start paying a fixed-amount invoice; returns at once' })
  @ApiOkResponse({ type: PaymentIdResponseDto })
  send(@Body() body: InvoiceRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<PaymentIdResponseDto> {
    return this.bolt11.send(body.invoice, undefined, operationKey).then(toPaymentIdDto);
  }

  @Post('send_using_amount')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOperation({ summary: 'Start paying a variable-amount invoice with amount_msat' })
  @ApiOkResponse({ type: PaymentIdResponseDto })
  sendUsingAmount(@Body() body: Bolt11SendUsingAmountRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<PaymentIdResponseDto> {
    return this.bolt11.send(body.invoice, body.amount_msat, operationKey).then(toPaymentIdDto);
  }

  @Post('decode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decode a BOLT11 invoice (amount_msat is absent when the invoice names no amount)' })
  @ApiOkResponse({ type: Bolt11DecodeResponseDto })
  decode(@Body() body: InvoiceRequestDto): Bolt11DecodeResponseDto {
    return this.bolt11.decode(body.invoice);
  }

  @Post('claim_for_hash')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Claim the HTLC held for a hold invoice with its preimage',
    description:
      'For invoices from receive_for_hash or /rgb/ln/invoice/create_for_hash, once the PaymentClaimable event came: 409 Conflict while no HTLC is held ' +
      '(an RGB payment: until its asset HTLC is committed and its carrier held). sha256(preimage) must equal payment_hash and claimable_amount_msat ' +
      'the held amount (400 otherwise). The payment turns Succeeded when the claim completes (GET /payment/{paymentId}).',
  })
  @ApiOkResponse({ type: OkResponseDto })
  claimForHash(@Body() body: ClaimForHashRequestDto): Promise<OkResponseDto> {
    return this.bolt11.claimForHash(body.payment_hash, body.preimage, body.claimable_amount_msat).then(toOk);
  }

  @Post('fail_for_hash')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refuse a hold invoice’s payment: fail back any held HTLC; the payment turns Failed',
    description:
      'Only for a Pending inbound payment (409 Conflict otherwise). Without a held HTLC yet, the payment fails now and an HTLC arriving later for the hash ' +
      'is failed back. An RGB payment fails its carrier and its asset HTLC back together.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  failForHash(@Body() body: FailForHashRequestDto): Promise<OkResponseDto> {
    return this.bolt11.failForHash(body.payment_hash).then(toOk);
  }
}
