import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { IsContractId, IsDescription, IsExpirySecs, IsHex32, IsMsatString, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { ESTIMATE_WARNING } from '@rln/rgb-channel';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

const INVOICE_MAX = 7089;

class RgbLnAssetRequestDto {
  @ApiProperty({ example: EXAMPLE.contractId })
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
  @ApiProperty({ example: EXAMPLE.paymentHash, description: 'SHA-256 of a preimage only the caller knows; claimed with /bolt11/claim_for_hash once the asset HTLC is committed' })
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
  @ApiProperty({ example: EXAMPLE.peerRgbLnInvoice })
  @IsString()
  @MinLength(1)
  @MaxLength(INVOICE_MAX)
  invoice!: string;
}

export class RgbLnPayRequestDto extends RgbLnInvoiceRequestDto {
  @ApiPropertyOptional({ example: EXAMPLE.contractId, description: 'must equal the invoice\'s' })
  @IsOptionalOrNull()
  @IsContractId()
  contract_id?: string;
  @ApiPropertyOptional({ example: '10', description: 'must equal the invoice\'s' })
  @IsOptionalOrNull()
  @IsU64String({ positive: true })
  asset_amount?: string;
}

export class RgbLnInvoiceResponseDto {
  @ApiProperty({ example: EXAMPLE.rgbLnInvoice }) invoice!: string;
  @ApiProperty({ example: '3000000', description: 'msat actually embedded in the invoice; may be higher than requested' }) btc_carrier_amount_msat!: string;
}

export class RgbLnDecodeResponseDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash }) payment_hash!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId, description: 'the payee node id' }) destination!: string;
  @ApiProperty({ example: '3600', description: 'a decimal string here' }) expiry_secs!: string;
  @ApiPropertyOptional({ example: '3000000' }) carrier_amount_msat?: string;
  @ApiPropertyOptional({ example: EXAMPLE.contractId }) contract_id?: string;
  @ApiPropertyOptional({ example: '10' }) asset_amount?: string;
}

export class EstimateCarrierChannelDto {
  @ApiProperty({ example: EXAMPLE.channelId }) channel_id!: string;
  @ApiProperty({ example: EXAMPLE.userChannelId }) user_channel_id!: string;
  @ApiProperty({ example: true }) is_usable!: boolean;
  @ApiProperty({ example: '4000000' }) inbound_capacity_msat!: string;
  @ApiProperty({ example: '1' }) inbound_htlc_minimum_msat!: string;
  @ApiProperty({ example: '4000000' }) inbound_htlc_maximum_msat!: string;
  @ApiProperty({ example: '90660' }) local_balance_output_sats!: string;
  @ApiProperty({ example: true }) has_holder_reserve!: boolean;
  @ApiProperty({ example: true }) receive_available!: boolean;
  @ApiProperty({ example: true }) can_receive_rgb_invoice!: boolean;
  @ApiProperty({ type: String, nullable: true, example: null }) blocking_reason!: string | null;
  @ApiProperty({ example: '1000' }) minimum_viable_carrier_amount_msat!: string;
  @ApiProperty({ example: '1000' }) default_create_carrier_amount_msat!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) required_carrier_msat!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) suggested_action!: string | null;
}

export class EstimateCarrierResponseDto {
  @ApiProperty({ example: true }) receive_available!: boolean;
  @ApiProperty({ example: true }) can_create_rgb_invoice!: boolean;
  @ApiProperty({ example: '1000' }) minimum_viable_carrier_amount_msat!: string;
  @ApiProperty({ example: 'to_local (90660 sat) already holds the 354 sat reserve, so the 1000 msat floor applies' }) minimum_viable_reason!: string;
  @ApiProperty({ example: '1000' }) default_create_carrier_amount_msat!: string;
  @ApiProperty({ example: `the minimum viable carrier of channel ${EXAMPLE.channelId}: a small carrier keeps BTC from draining toward the payee` }) default_create_reason!: string;
  @ApiProperty({ example: '354000' }) carrier_admission_threshold_msat!: string;
  @ApiProperty({ example: '1000' }) minimum_allowed_carrier_amount_msat!: string;
  @ApiProperty({ example: '354000' }) holder_reserve_threshold_msat!: string;
  @ApiProperty({ example: true, description: 'always true: a snapshot, not a reservation' }) estimate_only!: boolean;
  @ApiProperty({ example: ESTIMATE_WARNING }) warning!: string;
  @ApiProperty({ type: String, nullable: true, example: null }) blocking_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) required_carrier_msat!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null }) suggested_action!: string | null;
  @ApiProperty({ type: [EstimateCarrierChannelDto] }) channels!: EstimateCarrierChannelDto[];
}

/** The fields invoice/create and create_for_hash share, as the service takes them. */
export function invoiceTerms(body: CreateRgbLnInvoiceRequestDto | CreateRgbLnInvoiceForHashRequestDto): { contractId: string; assetAmount: bigint; description: string; expirySecs?: number } {
  return { contractId: body.contract_id, assetAmount: BigInt(body.asset_amount), description: body.description, expirySecs: body.expiry_secs ?? undefined };
}

export function toRgbLnInvoiceDto(created: { invoice: string; carrierMsat: bigint }): RgbLnInvoiceResponseDto {
  return { invoice: created.invoice, btc_carrier_amount_msat: created.carrierMsat.toString() };
}
