import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiRequestTimeoutResponse, ApiTags } from '@nestjs/swagger';
import { PaymentService } from '@rln/payments';
import type { Request, Response } from 'express';
import { clientGoneSignal } from '../../common/http/client-gone.signal';
import { setNextPageLink } from '../../common/http/next-page-link';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { ListQueryDto, PaymentIdParamDto, WaitPaymentRequestDto } from './dto/payment-requests.dto';
import { PaymentDto, WaitPaymentResponseDto, toPaymentDto, toWaitPaymentDto } from './dto/payment.dto';

@ApiTags('Payment status')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentService) {}

  @Get('payments')
  @ApiOperation({ summary: 'All payment records, oldest first; Link rel="next" when more remain' })
  @ApiOkResponse({ type: [PaymentDto] })
  async list(@Query() query: ListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PaymentDto[]> {
    const page = await this.payments.list(query.limit, query.cursor ?? null);
    setNextPageLink(req, res, page.nextCursor, query.limit);
    return page.payments.map(toPaymentDto);
  }

  @Get('payment/:paymentId')
  @ApiOperation({ summary: 'One payment record: status Pending, Succeeded or Failed (404 PaymentNotFound)' })
  @ApiOkResponse({ type: PaymentDto })
  get(@Param() params: PaymentIdParamDto): Promise<PaymentDto> {
    return this.payments.get(params.paymentId).then(toPaymentDto);
  }

  @Post('payment/:paymentId/wait')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block until the payment is terminal (408 PaymentTimeout otherwise; state unchanged)' })
  @ApiOkResponse({ type: WaitPaymentResponseDto })
  @ApiRequestTimeoutResponse({ description: 'PaymentTimeout' })
  wait(@Param() params: PaymentIdParamDto, @Body() body: WaitPaymentRequestDto, @Res({ passthrough: true }) res: Response): Promise<WaitPaymentResponseDto> {
    return this.payments.wait(params.paymentId, body.timeout_secs, clientGoneSignal(res)).then(toWaitPaymentDto);
  }

  @Post('payment/:paymentId/abandon')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop retrying a Pending outbound payment; it becomes Failed once no HTLC is in flight' })
  @ApiOkResponse({ type: OkResponseDto })
  abandon(@Param() params: PaymentIdParamDto): Promise<OkResponseDto> {
    return this.payments.abandon(params.paymentId).then(toOk);
  }
}
