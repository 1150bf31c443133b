import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import type { WalletUtxo } from '@rln/btc-wallet';

export class AddressResponseDto {
  @ApiProperty({ example: 'bcrt1q…' })
  address!: string;
}

export class RefreshQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'Sync with the chain before answering' })
  @IsOptionalOrNull()
  @IsIn(['true', 'false'])
  refresh?: 'true' | 'false';
}

export class UtxoConfirmationDto {
  @ApiProperty({ enum: ['confirmed', 'mempool'] })
  status!: string;
  @ApiPropertyOptional({ type: 'integer' })
  height?: number;
}

export class UtxoLockDto {
  @ApiProperty()
  locked!: boolean;
  @ApiProperty({ enum: ['none', 'manual_reservation', 'operation'] })
  kind!: string;
  @ApiPropertyOptional()
  operation_id?: string;
  @ApiPropertyOptional({ example: '1732230000' })
  expires_at_unix_secs?: string;
}

export class WalletUtxoDto {
  @ApiProperty({ example: 'txid:0' })
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
