import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiRequestTimeoutResponse, ApiTags } from '@nestjs/swagger';
import { PaymentService } from '@rln/payments';
import type { Request, Response } from 'express';
import { clientGoneSignal } from '../../common/http/client-gone.signal';
import { OkResponseDto } from '../events/dto/events.dto';
import { ListQueryDto, PaymentIdParamDto, WaitPaymentRequestDto } from './dto/payment-requests.dto';
import { PaymentDto, toPaymentDto } from './dto/payment.dto';

class WaitPaymentResponseDto {
  @ApiProperty()
  ok!: boolean;
  @ApiProperty({ type: PaymentDto })
  payment!: PaymentDto;
}

@ApiTags('Payment status')
@Controller()
export class PaymentsController {
  constructor(private readonly payments: PaymentService) {}

  @Get('payments')
  @ApiOperation({ summary: 'All payment records, oldest first; Link rel="next" when more remain' })
  @ApiOkResponse({ type: [PaymentDto] })
  async list(@Query() query: ListQueryDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<PaymentDto[]> {
    const page = await this.payments.list(query.limit, query.cursor ?? null);
    if (page.nextCursor) {
      const next = new URL(req.originalUrl, 'http://placeholder');
      next.searchParams.set('cursor', page.nextCursor);
      if (query.limit) next.searchParams.set('limit', String(query.limit));
      res.setHeader('Link', `<${next.pathname}${next.search}>; rel="next"`);
    }
    return page.payments.map(toPaymentDto);
  }

  @Get('payment/:paymentId')
  @ApiOkResponse({ type: PaymentDto })
  async get(@Param() params: PaymentIdParamDto): Promise<PaymentDto> {
    return toPaymentDto(await this.payments.get(params.paymentId));
  }

  @Post('payment/:paymentId/wait')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block until the payment is terminal (408 PaymentTimeout otherwise; state unchanged)' })
  @ApiOkResponse({ type: WaitPaymentResponseDto })
  @ApiRequestTimeoutResponse({ description: 'PaymentTimeout' })
  async wait(
    @Param() params: PaymentIdParamDto,
    @Body() body: WaitPaymentRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<WaitPaymentResponseDto> {
    const payment = await this.payments.wait(params.paymentId, body.timeout_secs, clientGoneSignal(res));
    return { ok: true, payment: toPaymentDto(payment) };
  }

  @Post('payment/:paymentId/abandon')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop retrying a Pending outbound payment; it becomes Failed once no HTLC is in flight' })
  @ApiOkResponse({ type: OkResponseDto })
  async abandon(@Param() params: PaymentIdParamDto): Promise<OkResponseDto> {
    await this.payments.abandon(params.paymentId);
    return { ok: true };
  }
}
