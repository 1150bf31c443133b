import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CustomTlv } from '@rln/payments';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Matches, MaxLength, MinLength, ValidateNested } from 'class-validator';
import { IsDescription, IsExpirySecs, IsHex32, IsMsatString, IsNodeId, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

const INVOICE_MAX = 7089;

export class Bolt11ReceiveRequestDto {
  @ApiProperty({ example: '1000000', description: 'msat, decimal string' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
  @ApiProperty({ example: 'coffee' })
  @IsDescription()
  description!: string;
  @ApiProperty({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000 })
  @IsExpirySecs()
  expiry_secs!: number;
}

export class Bolt11ReceiveVarRequestDto {
  @ApiProperty({ example: 'donation' })
  @IsDescription()
  description!: string;
  @ApiProperty({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000 })
  @IsExpirySecs()
  expiry_secs!: number;
}

export class Bolt11ReceiveForHashRequestDto extends Bolt11ReceiveRequestDto {
  @ApiProperty({ example: EXAMPLE.paymentHash, description: 'SHA-256 of a preimage only the caller knows (hold invoice)' })
  @IsHex32()
  payment_hash!: string;
}

export class InvoiceRequestDto {
  @ApiProperty({ example: EXAMPLE.peerInvoice })
  @IsString()
  @MinLength(1)
  @MaxLength(INVOICE_MAX)
  invoice!: string;
}

export class Bolt11PayRequestDto extends InvoiceRequestDto {
  // A variable-amount invoice in the example, as the example names an amount (a fixed one refuses it).
  @ApiProperty({ example: EXAMPLE.variableInvoice })
  declare invoice: string;
  @ApiPropertyOptional({ example: '1000000', description: 'Only for variable-amount invoices (msat)' })
  @IsOptionalOrNull()
  @IsMsatString({ positive: true })
  amount_msat?: string;
  @ApiPropertyOptional({ example: EXAMPLE.channelId, description: 'Preferred first-hop channel (channel_id, 64 hex)' })
  @IsOptionalOrNull()
  @IsHex32()
  channel_id?: string;
}

export class Bolt11SendUsingAmountRequestDto extends InvoiceRequestDto {
  @ApiProperty({ example: EXAMPLE.variableInvoice, description: 'A variable-amount invoice' })
  declare invoice: string;
  @ApiProperty({ example: '50000' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
}

export class ClaimForHashRequestDto {
  @ApiProperty({ example: EXAMPLE.paymentHash })
  @IsHex32()
  payment_hash!: string;
  @ApiProperty({ example: EXAMPLE.preimage, description: '32-byte preimage whose SHA-256 is payment_hash' })
  @IsHex32()
  preimage!: string;
  @ApiProperty({ example: '1000000', description: 'The amount the caller expects to claim (msat); must match the held HTLCs' })
  @IsMsatString({ positive: true })
  claimable_amount_msat!: string;
}

export class FailForHashRequestDto {
  @ApiProperty({ example: EXAMPLE.paymentHash })
  @IsHex32()
  payment_hash!: string;
}

export class SpontaneousTlvDto {
  @ApiProperty({ example: '65537', description: 'TLV type, u64 as a decimal string (>= 65536, custom range)' })
  @IsU64String()
  type!: string;
  @ApiProperty({ example: 'cafe' })
  @IsString()
  @Matches(/^([0-9a-f]{2})*$/, { message: 'value_hex must be lowercase hex with an even length' })
  @MaxLength(2 * 1024)
  value_hex!: string;
}

export class SpontaneousSendRequestDto {
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  @IsNodeId()
  counterparty_node_id!: string;
  @ApiProperty({ example: '10000' })
  @IsMsatString({ positive: true })
  amount_msat!: string;
  @ApiPropertyOptional({ type: [SpontaneousTlvDto] })
  @IsOptionalOrNull()
  @IsArray()
  @ArrayMaxSize(16)
  @ValidateNested({ each: true })
  @Type(() => SpontaneousTlvDto)
  custom_tlvs?: SpontaneousTlvDto[];
}

export function toCustomTlvs(tlvs: SpontaneousTlvDto[] | undefined): CustomTlv[] {
  return (tlvs ?? []).map((t) => ({ type: BigInt(t.type), valueHex: t.value_hex }));
}
