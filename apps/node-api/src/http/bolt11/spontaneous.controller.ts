import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { SpontaneousPaymentService } from '@rln/payments';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, ValidateNested } from 'class-validator';
import { IsMsatString, IsNodeId } from '../../common/validation/wire-validators';
import { PaymentIdResponseDto } from './dto/bolt11-responses.dto';
import { SpontaneousTlvDto } from './dto/bolt11-requests.dto';

export class SpontaneousSendRequestDto {
  @ApiProperty()
  @IsNodeId()
  counterparty_node_id!: string;
  @ApiProperty({ example: '10000' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
  @ApiPropertyOptional({ type: [SpontaneousTlvDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => SpontaneousTlvDto)
  custom_tlvs?: SpontaneousTlvDto[];
}

@ApiTags('Spontaneous payments')
@Controller('spontaneous')
export class SpontaneousController {
  constructor(private readonly spontaneous: SpontaneousPaymentService) {}

  @Post('send')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentIdResponseDto })
  async send(@Body() body: SpontaneousSendRequestDto): Promise<PaymentIdResponseDto> {
    const tlvs = (body.custom_tlvs ?? []).map((t) => ({ type: BigInt(t.type), valueHex: t.value_hex }));
    const payment = await this.spontaneous.send(body.counterparty_node_id, BigInt(body.amount_msat), tlvs);
    return { payment_id: payment.id };
  }
}
