import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { RgbInvoiceService, RgbOnchainPaymentsService, RgbReceiveService, RgbSendService } from '@rln/rgb-transfers';
import type { Request } from 'express';
import { binaryBody } from '../../common/http/binary-body';
import { validatedBody } from '../../common/validation/validated-body';
import {
  CreateRgbInvoiceRequestDto,
  CreateRgbInvoiceResponseDto,
  DecodedRgbInvoiceDto,
  OnchainPaymentsResponseDto,
  RgbInvoiceRequestDto,
  RgbReceiveQueryDto,
  RgbReceiveRequestDto,
  RgbReceiveResponseDto,
  RgbSendRequestDto,
  RgbSendResponseDto,
  toCreateInvoiceDto,
  toCreateInvoiceRequest,
  toDecodedInvoiceDto,
  toOnchainPaymentsDto,
  toReceiveDto,
  toSendDto,
  toSendOptions,
} from './dto/rgb-onchain.dto';
import { Idempotent, IdempotentOperationKey } from '../../common/idempotency/idempotent.decorator';

@ApiTags('RGB on-chain transfers')
@Controller('rgb/onchain')
export class RgbOnchainController {
  constructor(
    private readonly invoices: RgbInvoiceService,
    private readonly sends: RgbSendService,
    private readonly receives: RgbReceiveService,
    private readonly payments: RgbOnchainPaymentsService,
  ) {}

  @Post('invoice/create')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create an RGB on-chain invoice and its inbound record (id = the invoice’s recipient id)',
    description:
      '`amount` is in raw asset units and `expiry_secs` a decimal string here (default 86400). A blinded invoice (default) pays to a carrier of this node; ' +
      '`use_witness_utxo` lets the payer create the output. Repeating a `nonce` returns the same invoice (409 when the rest of the request differs).',
  })
  @ApiOkResponse({ type: CreateRgbInvoiceResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound: import the contract first' })
  create(@Body() body: CreateRgbInvoiceRequestDto): Promise<CreateRgbInvoiceResponseDto> {
    return this.invoices.create(toCreateInvoiceRequest(body)).then(toCreateInvoiceDto);
  }

  @Post('invoice/decode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decode an RGB on-chain invoice: contract_id, amount, beneficiary, expiry_unix_secs' })
  @ApiOkResponse({ type: DecodedRgbInvoiceDto })
  decode(@Body() body: RgbInvoiceRequestDto): Promise<DecodedRgbInvoiceDto> {
    return this.invoices.decode(body.invoice).then(toDecodedInvoiceDto);
  }

  @Post('send')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOperation({
    summary: 'Pay an RGB on-chain invoice; answers txid and consignment_key once the consignment left',
    description:
      'With a transport endpoint in the invoice the consignment is posted there and the transaction broadcast after the payee’s ack; without one ' +
      '(out of band) the transaction is broadcast at once and the payer’s client hands the consignment (GET /rgb/consignments/{key}) to the payee. ' +
      'Follow the outbound record in GET /rgb/onchain/payments. A failed send may already have committed RGB state: re-read balances and UTXOs ' +
      'rather than retry blindly, or retry with the same Idempotency-Key.',
  })
  @ApiOkResponse({ type: RgbSendResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound' })
  @ApiConflictResponse({ description: 'InsufficientAssetBalance (nothing spent, nothing left locked), or the invoice was already paid' })
  @ApiServiceUnavailableResponse({ description: 'NodeNotReady: the indexer or the payee proxy is unreachable' })
  send(@Body() body: RgbSendRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<RgbSendResponseDto> {
    return this.sends.send(body.invoice, toSendOptions(body), operationKey).then(toSendDto);
  }

  @Post('receive')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept an incoming RGB consignment, by consignment_key (JSON) or uploaded (binary)',
    description:
      'By key: a consignment that reached this node for the invoice (through its RGB proxy, or an earlier upload). Upload: the consignment itself, ' +
      'raw or ZIP, with `payment_id` the inbound record’s id. Both validate with rgb-lib before anything changes and are idempotent; ' +
      '422 ConsignmentInvalid changes nothing, 409 when the invoice was paid with another consignment or is no longer pending.',
  })
  @ApiConsumes('application/json', 'application/octet-stream')
  @ApiBody({ type: RgbReceiveRequestDto, description: 'JSON by consignment key, or the consignment itself (raw or zip) as application/octet-stream with ?payment_id=' })
  @ApiOkResponse({ type: RgbReceiveResponseDto })
  @ApiNotFoundResponse({ description: 'no such invoice record or consignment' })
  @ApiUnprocessableEntityResponse({ description: 'ConsignmentInvalid: nothing changed' })
  async receive(@Query() query: RgbReceiveQueryDto, @Req() req: Request): Promise<RgbReceiveResponseDto> {
    if (Buffer.isBuffer(req.body)) return this.receives.upload(binaryBody(req), { paymentId: query.payment_id, format: query.format }).then(toReceiveDto);
    const body = await validatedBody(RgbReceiveRequestDto, req.body);
    return this.receives.byKey({ consignmentKey: body.consignment_key, paymentId: body.payment_id, invoice: body.invoice }).then(toReceiveDto);
  }

  @Get('payments')
  @ApiOperation({ summary: 'RGB on-chain payment records: inbound invoices and outbound sends, with their status' })
  @ApiOkResponse({ type: OnchainPaymentsResponseDto })
  list(): Promise<OnchainPaymentsResponseDto> {
    return this.payments.list().then(toOnchainPaymentsDto);
  }
}
