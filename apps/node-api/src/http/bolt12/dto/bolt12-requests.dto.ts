import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsDescription, IsExpirySecs, IsMsatString, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

/** Offers and refunds carry blinded paths; a few kilobytes of bech32 is generous. */
const BOLT12_TEXT_MAX = 8192;
/** LDK reports at most 512 characters of a payer note to the payee. */
const PAYER_NOTE_MAX = 512;

export class OfferReceiveRequestDto {
  @ApiProperty({ example: '1000000', description: 'msat per item, decimal string' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
  @ApiProperty({ example: 'coffee' })
  @IsDescription()
  description!: string;
  @ApiPropertyOptional({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000, description: 'Absent: the offer never expires' })
  @IsOptionalOrNull()
  @IsExpirySecs()
  expiry_secs?: number;
  @ApiPropertyOptional({ example: '10', description: 'Most items one payment may buy, decimal string ("0": any number). Absent: a single item' })
  @IsOptionalOrNull()
  @IsU64String()
  quantity?: string;
}

export class OfferReceiveVarRequestDto {
  @ApiProperty({ example: 'tips' })
  @IsDescription()
  description!: string;
  @ApiProperty({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000 })
  @IsExpirySecs()
  expiry_secs!: number;
}

export class OfferRequestDto {
  @ApiProperty({ example: EXAMPLE.offer })
  @IsString()
  @MinLength(1)
  @MaxLength(BOLT12_TEXT_MAX)
  offer!: string;
}

export class OfferSendRequestDto extends OfferRequestDto {
  @ApiPropertyOptional({ example: '1000000', description: 'Required when the offer has no amount; may overpay one that has (msat)' })
  @IsOptionalOrNull()
  @IsMsatString({ positive: true })
  amount_msat?: string;
  @ApiPropertyOptional({ example: '1', description: 'Items to buy, decimal string; for offers that take a quantity (1 is accepted for any offer)' })
  @IsOptionalOrNull()
  @IsU64String({ positive: true })
  quantity?: string;
  @ApiPropertyOptional({ example: 'order 42', description: 'Shown to the payee with the payment' })
  @IsOptionalOrNull()
  @IsString()
  @MaxLength(PAYER_NOTE_MAX)
  payer_note?: string;
}

export class RefundInitiateRequestDto {
  @ApiProperty({ example: '1000000', description: 'msat this node will pay, decimal string' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
  @ApiProperty({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000, description: 'The refund expires after this; unpaid, the payment ends Failed' })
  @IsExpirySecs()
  expiry_secs!: number;
  @ApiPropertyOptional({ example: '1', description: 'Items refunded, decimal string' })
  @IsOptionalOrNull()
  @IsU64String({ positive: true })
  quantity?: string;
  @ApiPropertyOptional({ example: 'returned item', description: 'Carried in the refund, shown to the payee' })
  @IsOptionalOrNull()
  @IsString()
  @MaxLength(PAYER_NOTE_MAX)
  payer_note?: string;
}

export class RefundRequestDto {
  @ApiProperty({ example: EXAMPLE.refund })
  @IsString()
  @MinLength(1)
  @MaxLength(BOLT12_TEXT_MAX)
  refund!: string;
}
