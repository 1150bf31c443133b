import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PaymentIdResponseDto, toPaymentIdDto } from '../bolt11/dto/bolt11-responses.dto';
import { Bolt12Service } from './bolt12.service';
import {
  OfferReceiveRequestDto,
  OfferReceiveVarRequestDto,
  OfferRequestDto,
  OfferSendRequestDto,
  RefundInitiateRequestDto,
  RefundRequestDto,
} from './dto/bolt12-requests.dto';
import { OfferDecodeResponseDto, OfferResponseDto, RefundDecodeResponseDto, RefundInitiateResponseDto, RefundRequestPaymentResponseDto, toOfferDto } from './dto/bolt12-responses.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@ApiTags('BOLT12')
@Controller('bolt12')
export class Bolt12Controller {
  constructor(private readonly bolt12: Bolt12Service) {}

  @Post('offer/receive')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reusable fixed-amount offer (each payment gets its own invoice and record)' })
  @ApiOkResponse({ type: OfferResponseDto })
  receive(@Body() body: OfferReceiveRequestDto): OfferResponseDto {
    return toOfferDto(this.bolt12.receive(body));
  }

  @Post('offer/receive_var')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reusable offer; the payer chooses the amount' })
  @ApiOkResponse({ type: OfferResponseDto })
  receiveVar(@Body() body: OfferReceiveVarRequestDto): OfferResponseDto {
    return toOfferDto(this.bolt12.receiveVar(body));
  }

  @Post('offer/send')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Pay an offer (invoice request over onion messages); returns at once' })
  @ApiOkResponse({ type: PaymentIdResponseDto })
  send(@Body() body: OfferSendRequestDto): Promise<PaymentIdResponseDto> {
    return this.bolt12.send(body).then(toPaymentIdDto);
  }

  @Post('offer/decode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decode a BOLT12 offer: amount_msat, description, issuer, expiry and blinded paths' })
  @ApiOkResponse({ type: OfferDecodeResponseDto })
  decodeOffer(@Body() body: OfferRequestDto): OfferDecodeResponseDto {
    return this.bolt12.decodeOffer(body.offer);
  }

  @Post('refund/initiate')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'A refund this node pays when the payee sends an invoice for it' })
  @ApiOkResponse({ type: RefundInitiateResponseDto })
  initiateRefund(@Body() body: RefundInitiateRequestDto): Promise<RefundInitiateResponseDto> {
    return this.bolt12.initiateRefund(body);
  }

  @Post('refund/decode')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decode a BOLT12 refund: amount_msat, payer_note, expiry and the payer’s signing key' })
  @ApiOkResponse({ type: RefundDecodeResponseDto })
  decodeRefund(@Body() body: RefundRequestDto): RefundDecodeResponseDto {
    return this.bolt12.decodeRefund(body.refund);
  }

  @Post('refund/request_payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send this node\'s invoice for a refund to its creator, who pays it' })
  @ApiOkResponse({ type: RefundRequestPaymentResponseDto })
  requestPayment(@Body() body: RefundRequestDto): Promise<RefundRequestPaymentResponseDto> {
    return this.bolt12.requestRefundPayment(body.refund);
  }
}
