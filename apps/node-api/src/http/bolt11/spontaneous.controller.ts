import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  @ApiOperation({
    summary: 'Keysend amount_msat to a node id without an invoice; returns at once',
    description:
      'Read the outcome with GET /payment/{paymentId} or POST /payment/{paymentId}/wait. custom_tlvs types are at least 65536, each at most once, ' +
      'and not the keysend preimage type 5482373484 (400 otherwise).',
  })
  @ApiOkResponse({ type: PaymentIdResponseDto })
  send(@Body() body: SpontaneousSendRequestDto, @IdempotentOperationKey() operationKey: string | null): Promise<PaymentIdResponseDto> {
    return this.spontaneous.send(body.counterparty_node_id, BigInt(body.amount_msat), toCustomTlvs(body.custom_tlvs), operationKey).then(toPaymentIdDto);
  }
}
