import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConflictResponse, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
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
  @ApiOkResponse({ type: CreateRgbInvoiceResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound: import the contract first' })
  create(@Body() body: CreateRgbInvoiceRequestDto): Promise<CreateRgbInvoiceResponseDto> {
    return this.invoices.create(toCreateInvoiceRequest(body)).then(toCreateInvoiceDto);
  }

  @Post('invoice/decode')
  @HttpCode(200)
  @ApiOkResponse({ type: DecodedRgbInvoiceDto })
  decode(@Body() body: RgbInvoiceRequestDto): Promise<DecodedRgbInvoiceDto> {
    return this.invoices.decode(body.invoice).then(toDecodedInvoiceDto);
  }

  @Post('send')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOkResponse({ type: RgbSendResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound' })
  @ApiConflictResponse({ description: 'InsufficientAssetBalance (nothing spent, nothing left locked), or the invoice was already paid' })
  @ApiServiceUnavailableResponse({ description: 'NodeNotReady: the indexer or the payee proxy is unreachable' })
  send(@Body() body: RgbSendRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<RgbSendResponseDto> {
    return this.sends.send(body.invoice, toSendOptions(body), operationKey).then(toSendDto);
  }

  @Post('receive')
  @HttpCode(200)
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
  @ApiOkResponse({ type: OnchainPaymentsResponseDto })
  list(): Promise<OnchainPaymentsResponseDto> {
    return this.payments.list().then(toOnchainPaymentsDto);
  }
}
