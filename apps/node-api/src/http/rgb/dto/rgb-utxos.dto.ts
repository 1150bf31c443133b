import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsIn, IsInt, IsNumber, IsPositive, IsString, Matches, Max, Min, ValidateNested } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import type { CarrierSummary, CarrierUtxo, FundRequest, FundResult } from '@rln/rgb-wallet';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';

const OUTPOINT = /^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/;

export class RefreshQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptionalOrNull()
  @IsIn(['true', 'false'])
  refresh?: 'true' | 'false';
}

export class CarrierConfirmationDto {
  @ApiProperty({ enum: ['confirmed', 'mempool'] }) status!: string;
  @ApiPropertyOptional({ type: 'integer' }) height?: number;
}

export class CarrierLockDto {
  @ApiProperty() locked!: boolean;
  @ApiProperty({ enum: ['none', 'manual_reservation', 'operation'] }) kind!: string;
  @ApiProperty({ type: String, nullable: true }) operation_id!: string | null;
}

export class AllocationDto {
  @ApiProperty() contract_id!: string;
  @ApiProperty({ example: '1000' }) amount!: string;
  @ApiProperty({ enum: ['base', 'active', 'pending'] }) layer!: string;
}

export class CarrierRgbDto {
  @ApiProperty({ type: [AllocationDto] }) allocations!: AllocationDto[];
  @ApiProperty() has_mixed_asset_allocations!: boolean;
  @ApiProperty({ type: [String], example: ['rgb-state', 'fee-support'] }) spend_roles!: string[];
}

export class CarrierUtxoDto {
  @ApiProperty() outpoint!: string;
  @ApiProperty() value_sats!: string;
  @ApiProperty({ type: CarrierConfirmationDto }) confirmation!: CarrierConfirmationDto;
  @ApiProperty({ type: CarrierLockDto }) lock!: CarrierLockDto;
  @ApiProperty({ type: CarrierRgbDto }) rgb!: CarrierRgbDto;
}

export class OutpointParamDto {
  @ApiProperty({ example: `${'ab'.repeat(32)}:0`, description: '<txid>:<vout>' })
  @IsString()
  @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' })
  outpoint!: string;
}

export class CarrierUtxosResponseDto {
  @ApiProperty({ type: [CarrierUtxoDto] }) utxos!: CarrierUtxoDto[];
}

export class SummaryAssetDto {
  @ApiProperty() contract_id!: string;
  @ApiProperty() amount!: string;
}

export class CarrierSummaryDto {
  @ApiProperty() outpoint!: string;
  @ApiProperty() value_sats!: string;
  @ApiProperty({ type: 'integer', description: '0 while unconfirmed (as of the last refresh)' }) confirmed_height!: number;
  @ApiProperty() reserved!: boolean;
  @ApiPropertyOptional() reserved_until_unix_secs?: string;
  @ApiProperty({ type: [SummaryAssetDto] }) assets!: SummaryAssetDto[];
}

export class CarrierSummaryResponseDto {
  @ApiProperty({ type: [CarrierSummaryDto] }) utxos!: CarrierSummaryDto[];
}

export class ReserveRequestDto {
  @ApiPropertyOptional({ example: 'txid:0' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' })
  outpoint?: string;

  @ApiPropertyOptional({ type: 'integer', default: 300 })
  @IsOptionalOrNull()
  @IsInt()
  @Min(1)
  @Max(30 * 24 * 3600)
  ttl_secs?: number;
}

export class ReserveResponseDto {
  @ApiProperty() reservation_id!: string;
  @ApiProperty() outpoint!: string;
  @ApiProperty() reserved_until_unix_secs!: string;
}

export class ReleaseRequestDto {
  @ApiPropertyOptional() @IsOptionalOrNull() @IsString() reservation_id?: string;
  @ApiPropertyOptional() @IsOptionalOrNull() @IsString() @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' }) outpoint?: string;
}

export class ReleaseResponseDto {
  @ApiProperty() released!: boolean;
}

export class FundInputDto {
  @ApiProperty({ example: 'txid:0' }) @IsString() @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' }) outpoint!: string;
}

export class FundOutputDto {
  @ApiProperty() @IsString() address!: string;
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

  @ApiProperty() @IsString() change_address!: string;

  @ApiProperty({ example: 2, description: 'positive, fractional allowed' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  fee_rate_sats_per_vb!: number;
}

export class FundOutputResultDto {
  @ApiProperty() address!: string;
  @ApiProperty() value_sats!: string;
  @ApiProperty({ type: 'integer' }) vout!: number;
}

export class FundResponseDto {
  @ApiProperty() txid!: string;
  @ApiProperty({ example: 'broadcast' }) status!: string;
  @ApiProperty({ type: [FundOutputResultDto] }) outputs!: FundOutputResultDto[];
  @ApiProperty() fee_sats!: string;
  @ApiPropertyOptional({ type: FundOutputResultDto }) change?: FundOutputResultDto;
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
