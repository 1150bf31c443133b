import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import { DEFAULT_PAGE_SIZE, DEFAULT_WAIT_SECS, MAX_PAGE_SIZE, MAX_WAIT_SECS } from '@rln/payments';
import { Type } from 'class-transformer';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class PaymentIdParamDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash, description: '32-byte hex payment id' })
  @IsString()
  @Matches(/^[0-9a-f]{64}$/, { message: 'paymentId must be 64 lowercase hex characters' })
  paymentId!: string;
}

export class WaitPaymentRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_WAIT_SECS, default: DEFAULT_WAIT_SECS, example: 30 })
  @IsOptionalOrNull()
  @IsInt()
  @Min(0)
  @Max(MAX_WAIT_SECS)
  timeout_secs?: number;
}

export class ListQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, example: 20 })
  @IsOptionalOrNull()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit?: number;

  @ApiPropertyOptional({ example: '20', description: 'Opaque cursor from a previous Link rel="next" header' })
  @IsOptionalOrNull()
  @IsString()
  cursor?: string;
}
