import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsContractId, IsDescription, IsExpirySecs, IsHex32, IsMsatString, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';

const INVOICE_MAX = 7089;

class RgbLnAssetRequestDto {
  @ApiProperty({ example: 'contract:…' })
  @IsContractId()
  contract_id!: string;
  @ApiProperty({ example: '10', description: 'raw asset units, decimal string' })
  @IsU64String({ positive: true })
  asset_amount!: string;
  @ApiProperty({ example: 'ten tokens' })
  @IsDescription()
  description!: string;
}

export class CreateRgbLnInvoiceRequestDto extends RgbLnAssetRequestDto {
  @ApiPropertyOptional({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000, description: 'default 3600' })
  @IsOptionalOrNull()
  @IsExpirySecs()
  expiry_secs?: number;
  @ApiPropertyOptional({ example: '3000000', description: 'msat; when omitted the node computes it, and a carrier below the minimum viable one is raised to it' })
  @IsOptionalOrNull()
  @IsMsatString({ positive: true })
  btc_carrier_amount_msat?: string;
}

export class CreateRgbLnInvoiceForHashRequestDto extends RgbLnAssetRequestDto {
  @ApiProperty({ description: 'SHA-256 of a preimage only the caller knows; claimed with /bolt11/claim_for_hash once the asset HTLC is committed' })
  @IsHex32()
  payment_hash!: string;
  @ApiPropertyOptional({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000, description: 'default 3600' })
  @IsOptionalOrNull()
  @IsExpirySecs()
  expiry_secs?: number;
}

export class EstimateCarrierRequestDto extends RgbLnAssetRequestDto {
  @ApiProperty({ type: 'integer', example: 3600, minimum: 1, maximum: 31536000 })
  @IsExpirySecs()
  expiry_secs!: number;
}

export class RgbLnInvoiceRequestDto {
  @ApiProperty({ example: 'lnbcrt30u1p…' })
  @IsString()
  @MinLength(1)
  @MaxLength(INVOICE_MAX)
  invoice!: string;
}

export class RgbLnPayRequestDto extends RgbLnInvoiceRequestDto {
  @ApiPropertyOptional({ example: 'contract:…', description: 'must equal the invoice\'s' })
  @IsOptionalOrNull()
  @IsContractId()
  contract_id?: string;
  @ApiPropertyOptional({ example: '10', description: 'must equal the invoice\'s' })
  @IsOptionalOrNull()
  @IsU64String({ positive: true })
  asset_amount?: string;
}

export class RgbLnInvoiceResponseDto {
  @ApiProperty() invoice!: string;
  @ApiProperty({ description: 'msat actually embedded in the invoice; may be higher than requested' }) btc_carrier_amount_msat!: string;
}

export class RgbLnDecodeResponseDto {
  @ApiProperty() payment_hash!: string;
  @ApiProperty({ description: 'the payee node id' }) destination!: string;
  @ApiProperty({ example: '3600', description: 'a decimal string here' }) expiry_secs!: string;
  @ApiPropertyOptional() carrier_amount_msat?: string;
  @ApiPropertyOptional({ example: 'contract:…' }) contract_id?: string;
  @ApiPropertyOptional() asset_amount?: string;
}

export class EstimateCarrierChannelDto {
  @ApiProperty() channel_id!: string;
  @ApiProperty() user_channel_id!: string;
  @ApiProperty() is_usable!: boolean;
  @ApiProperty() inbound_capacity_msat!: string;
  @ApiProperty() inbound_htlc_minimum_msat!: string;
  @ApiProperty() inbound_htlc_maximum_msat!: string;
  @ApiProperty() local_balance_output_sats!: string;
  @ApiProperty() has_holder_reserve!: boolean;
  @ApiProperty() receive_available!: boolean;
  @ApiProperty() can_receive_rgb_invoice!: boolean;
  @ApiProperty({ type: String, nullable: true }) blocking_reason!: string | null;
  @ApiProperty() minimum_viable_carrier_amount_msat!: string;
  @ApiProperty() default_create_carrier_amount_msat!: string;
  @ApiProperty({ type: String, nullable: true }) required_carrier_msat!: string | null;
  @ApiProperty({ type: String, nullable: true }) suggested_action!: string | null;
}

export class EstimateCarrierResponseDto {
  @ApiProperty() receive_available!: boolean;
  @ApiProperty() can_create_rgb_invoice!: boolean;
  @ApiProperty() minimum_viable_carrier_amount_msat!: string;
  @ApiProperty() minimum_viable_reason!: string;
  @ApiProperty() default_create_carrier_amount_msat!: string;
  @ApiProperty() default_create_reason!: string;
  @ApiProperty() carrier_admission_threshold_msat!: string;
  @ApiProperty() minimum_allowed_carrier_amount_msat!: string;
  @ApiProperty() holder_reserve_threshold_msat!: string;
  @ApiProperty({ description: 'always true: a snapshot, not a reservation' }) estimate_only!: boolean;
  @ApiProperty() warning!: string;
  @ApiProperty({ type: String, nullable: true }) blocking_reason!: string | null;
  @ApiProperty({ type: String, nullable: true }) required_carrier_msat!: string | null;
  @ApiProperty({ type: String, nullable: true }) suggested_action!: string | null;
  @ApiProperty({ type: [EstimateCarrierChannelDto] }) channels!: EstimateCarrierChannelDto[];
}

/** The fields invoice/create and create_for_hash share, as the service takes them. */
export function invoiceTerms(body: CreateRgbLnInvoiceRequestDto | CreateRgbLnInvoiceForHashRequestDto): { contractId: string; assetAmount: bigint; description: string; expirySecs?: number } {
  return { contractId: body.contract_id, assetAmount: BigInt(body.asset_amount), description: body.description, expirySecs: body.expiry_secs ?? undefined };
}

export function toRgbLnInvoiceDto(created: { invoice: string; carrierMsat: bigint }): RgbLnInvoiceResponseDto {
  return { invoice: created.invoice, btc_carrier_amount_msat: created.carrierMsat.toString() };
}
