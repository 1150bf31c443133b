import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNumber, IsPositive, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import type { CarrierSummary, CarrierUtxo, FundRequest, FundResult } from '@rln/rgb-wallet';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

const OUTPOINT = /^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/;
const RESERVATION_ID = 'rsv_df1b293fb6522fd49dbfd0526878d322';

export class RefreshQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], example: 'true', description: 'Sync the RGB wallet before answering' })
  @IsOptionalOrNull()
  @IsIn(['true', 'false'])
  refresh?: 'true' | 'false';
}

export class CarrierConfirmationDto {
  @ApiProperty({ enum: ['confirmed', 'mempool'] }) status!: string;
  @ApiPropertyOptional({ type: 'integer', example: 119 }) height?: number;
}

export class CarrierLockDto {
  @ApiProperty({ example: true }) locked!: boolean;
  @ApiProperty({ enum: ['none', 'manual_reservation', 'operation'], example: 'operation' }) kind!: string;
  @ApiProperty({ type: String, nullable: true, example: 'rgb-top-up:3fb5d490acea5d70' }) operation_id!: string | null;
}

export class AllocationDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: '1000' }) amount!: string;
  @ApiProperty({ enum: ['base', 'active', 'pending'] }) layer!: string;
}

export class CarrierRgbDto {
  @ApiProperty({ type: [AllocationDto] }) allocations!: AllocationDto[];
  @ApiProperty({ example: false }) has_mixed_asset_allocations!: boolean;
  @ApiProperty({ type: [String], example: ['rgb-state', 'fee-support'] }) spend_roles!: string[];
}

export class CarrierUtxoDto {
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0` }) outpoint!: string;
  @ApiProperty({ example: '30000' }) value_sats!: string;
  @ApiProperty({ type: CarrierConfirmationDto }) confirmation!: CarrierConfirmationDto;
  @ApiProperty({ type: CarrierLockDto }) lock!: CarrierLockDto;
  @ApiProperty({ type: CarrierRgbDto }) rgb!: CarrierRgbDto;
}

export class OutpointParamDto {
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0`, description: '<txid>:<vout>' })
  @IsString()
  @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' })
  outpoint!: string;
}

export class CarrierUtxosResponseDto {
  @ApiProperty({ type: [CarrierUtxoDto] }) utxos!: CarrierUtxoDto[];
}

export class SummaryAssetDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: '1000' }) amount!: string;
}

export class CarrierSummaryDto {
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0` }) outpoint!: string;
  @ApiProperty({ example: '30000' }) value_sats!: string;
  @ApiProperty({ type: 'integer', example: 119, description: '0 while unconfirmed (as of the last refresh)' }) confirmed_height!: number;
  @ApiProperty({ example: true }) reserved!: boolean;
  @ApiPropertyOptional({ example: EXAMPLE.inAnHour }) reserved_until_unix_secs?: string;
  @ApiProperty({ type: [SummaryAssetDto] }) assets!: SummaryAssetDto[];
}

export class CarrierSummaryResponseDto {
  @ApiProperty({ type: [CarrierSummaryDto] }) utxos!: CarrierSummaryDto[];
}

export class ReserveRequestDto {
  @ApiPropertyOptional({ example: `${EXAMPLE.carrierTxid}:0` })
  @IsOptionalOrNull()
  @IsString()
  @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' })
  outpoint?: string;

  @ApiPropertyOptional({ type: 'integer', default: 300, example: 3600 })
  @IsOptionalOrNull()
  @IsInt()
  @Min(1)
  @Max(30 * 24 * 3600)
  ttl_secs?: number;
}

export class ReserveResponseDto {
  @ApiProperty({ example: RESERVATION_ID }) reservation_id!: string;
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0` }) outpoint!: string;
  @ApiProperty({ example: EXAMPLE.inAnHour }) reserved_until_unix_secs!: string;
}

export class ReleaseRequestDto {
  @ApiPropertyOptional({ example: RESERVATION_ID, description: 'the reservation, or its outpoint: one of the two' }) @IsOptionalOrNull() @IsString() reservation_id?: string;
  @ApiPropertyOptional({ example: `${EXAMPLE.carrierTxid}:0` }) @IsOptionalOrNull() @IsString() @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' }) outpoint?: string;
}

export class ReleaseResponseDto {
  @ApiProperty({ example: true }) released!: boolean;
}

export class FundInputDto {
  @ApiProperty({ example: `${EXAMPLE.fundingTxid}:1` }) @IsString() @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' }) outpoint!: string;
}

export class FundOutputDto {
  @ApiProperty({ example: EXAMPLE.rgbAddress }) @IsString() address!: string;
  @ApiProperty({ example: '30000' }) @IsString() @Matches(DECIMAL_STRING, { message: 'value_sats must be a decimal string' }) value_sats!: string;
}

export class FundRequestDto {
  @ApiProperty({ type: [FundInputDto] })
  @ValidateNested({ each: true })
  @Type(() => FundInputDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  inputs!: FundInputDto[];

  @ApiProperty({ type: [FundOutputDto] })
  @ValidateNested({ each: true })
  @Type(() => FundOutputDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(250)
  outputs!: FundOutputDto[];

  @ApiProperty({ example: EXAMPLE.changeAddress }) @IsString() change_address!: string;

  @ApiProperty({ example: 2, description: 'positive, fractional allowed' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  fee_rate_sats_per_vb!: number;
}

export class FundOutputResultDto {
  @ApiProperty({ example: EXAMPLE.rgbAddress }) address!: string;
  @ApiProperty({ example: '30000' }) value_sats!: string;
  @ApiProperty({ type: 'integer', example: 0 }) vout!: number;
}

export class FundResponseDto {
  @ApiProperty({ example: EXAMPLE.carrierTxid }) txid!: string;
  @ApiProperty({ example: 'broadcast' }) status!: string;
  @ApiProperty({ type: [FundOutputResultDto] }) outputs!: FundOutputResultDto[];
  @ApiProperty({ example: '282' }) fee_sats!: string;
  @ApiPropertyOptional({ type: FundOutputResultDto, example: { address: EXAMPLE.changeAddress, value_sats: '69418', vout: 1 } }) change?: FundOutputResultDto;
}

export function toCarrierUtxoDto(u: CarrierUtxo): CarrierUtxoDto {
  return {
    outpoint: u.outpoint,
    value_sats: u.valueSats.toString(),
    confirmation: u.confirmation.status === 'confirmed' ? { status: 'confirmed', height: u.confirmation.height } : { status: 'mempool' },
    lock: u.lock.locked ? { locked: true, kind: u.lock.kind, operation_id: u.lock.operationId } : { locked: false, kind: 'none', operation_id: null },
    rgb: {
      allocations: u.allocations.map((a) => ({ contract_id: a.contractId, amount: a.amount.toString(), layer: a.layer })),
      has_mixed_asset_allocations: u.hasMixedAssetAllocations,
      spend_roles: [...u.spendRoles],
    },
  };
}

export function toCarrierSummaryDto(s: CarrierSummary): CarrierSummaryDto {
  return {
    outpoint: s.outpoint,
    value_sats: s.valueSats.toString(),
    confirmed_height: s.confirmedHeight,
    reserved: s.reserved,
    ...(s.reservedUntilUnixSecs !== null ? { reserved_until_unix_secs: String(s.reservedUntilUnixSecs) } : {}),
    assets: s.assets.map((a) => ({ contract_id: a.contractId, amount: a.amount.toString() })),
  };
}

export function toFundResponseDto(r: FundResult): FundResponseDto {
  const out = (o: { address: string; valueSats: bigint; vout: number }) => ({ address: o.address, value_sats: o.valueSats.toString(), vout: o.vout });
  return { txid: r.txid, status: r.status, outputs: r.outputs.map(out), fee_sats: r.feeSats.toString(), ...(r.change ? { change: out(r.change) } : {}) };
}

export function toCarrierUtxosDto(utxos: CarrierUtxo[]): CarrierUtxosResponseDto {
  return { utxos: utxos.map(toCarrierUtxoDto) };
}

export function toCarrierSummariesDto(summaries: CarrierSummary[]): CarrierSummaryResponseDto {
  return { utxos: summaries.map(toCarrierSummaryDto) };
}

export function toReserveRequest(body: ReserveRequestDto): { outpoint?: string; ttlSecs?: number } {
  return { outpoint: body.outpoint, ttlSecs: body.ttl_secs };
}

export function toReserveResponseDto(r: { reservationId: string; outpoint: string; reservedUntilUnixSecs: number }): ReserveResponseDto {
  return { reservation_id: r.reservationId, outpoint: r.outpoint, reserved_until_unix_secs: String(r.reservedUntilUnixSecs) };
}

export function toReleaseSelector(body: ReleaseRequestDto): { reservationId?: string; outpoint?: string } {
  return { reservationId: body.reservation_id, outpoint: body.outpoint };
}

export function toReleaseResponseDto(released: boolean): ReleaseResponseDto {
  return { released };
}

export function toFundRequest(body: FundRequestDto): FundRequest {
  return {
    inputs: body.inputs.map((i) => i.outpoint),
    outputs: body.outputs.map((o) => ({ address: o.address, valueSats: BigInt(o.value_sats) })),
    changeAddress: body.change_address,
    feeRateSatPerVb: body.fee_rate_sats_per_vb,
  };
}
