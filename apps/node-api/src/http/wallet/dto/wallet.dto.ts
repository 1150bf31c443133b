import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import type { WalletUtxo } from '@rln/btc-wallet';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class AddressResponseDto {
  @ApiProperty({ example: EXAMPLE.address })
  address!: string;
}

export class RefreshQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], example: 'true', description: 'Sync with the chain before answering' })
  @IsOptionalOrNull()
  @IsIn(['true', 'false'])
  refresh?: 'true' | 'false';
}

export class UtxoConfirmationDto {
  @ApiProperty({ enum: ['confirmed', 'mempool'] })
  status!: string;
  @ApiPropertyOptional({ type: 'integer', example: 118 })
  height?: number;
}

export class UtxoLockDto {
  @ApiProperty({ example: true })
  locked!: boolean;
  @ApiProperty({ enum: ['none', 'manual_reservation', 'operation'], example: 'operation' })
  kind!: string;
  @ApiPropertyOptional({ example: 'channel-funding:0020e373d3246617e3d4e7c6bcb03def386040dda465505d4dd7263ac8bcddd9062c' })
  operation_id?: string;
  @ApiPropertyOptional({ example: EXAMPLE.inAnHour })
  expires_at_unix_secs?: string;
}

export class WalletUtxoDto {
  @ApiProperty({ example: `${EXAMPLE.fundingTxid}:1` })
  outpoint!: string;
  @ApiProperty({ example: '100000' })
  value_sats!: string;
  @ApiProperty({ type: UtxoConfirmationDto })
  confirmation!: UtxoConfirmationDto;
  @ApiProperty({ type: UtxoLockDto })
  lock!: UtxoLockDto;
}

export class WalletUtxosResponseDto {
  @ApiProperty({ type: [WalletUtxoDto] })
  utxos!: WalletUtxoDto[];
}

export function toWalletUtxoDto(u: WalletUtxo): WalletUtxoDto {
  const confirmation: UtxoConfirmationDto = u.confirmation.status === 'confirmed' ? { status: 'confirmed', height: u.confirmation.height } : { status: 'mempool' };
  const lock: UtxoLockDto = u.lock.locked
    ? {
        locked: true,
        kind: u.lock.kind,
        operation_id: u.lock.operationId,
        ...(u.lock.expiresAtUnixSecs !== undefined ? { expires_at_unix_secs: String(u.lock.expiresAtUnixSecs) } : {}),
      }
    : { locked: false, kind: 'none' };
  return { outpoint: u.outpoint, value_sats: u.valueSats.toString(), confirmation, lock };
}

export function toAddressDto(address: string): AddressResponseDto {
  return { address };
}

export function toWalletUtxosDto(utxos: WalletUtxo[]): WalletUtxosResponseDto {
  return { utxos: utxos.map(toWalletUtxoDto) };
}
