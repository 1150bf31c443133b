import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SpontaneousPaymentService } from '@rln/payments';
import { SpontaneousSendRequestDto, toCustomTlvs } from './dto/bolt11-requests.dto';
import { PaymentIdResponseDto, toPaymentIdDto } from './dto/bolt11-responses.dto';
import { Idempotent, IdempotentOperationKey } from '../../common/idempotency/idempotent.decorator';

@ApiTags('Spontaneous payments')
@Controller('spontaneous')
export class SpontaneousController {
  constructor(private readonly spontaneous: SpontaneousPaymentService) {}

  @Post('send')
  @Idempotent({ resumable: true })
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentIdResponseDto })
  send(@Body() body: SpontaneousSendRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<PaymentIdResponseDto> {
    return this.spontaneous.send(body.counterparty_node_id, BigInt(body.amount_msat), toCustomTlvs(body.custom_tlvs), operationKey).then(toPaymentIdDto);
  }
}
