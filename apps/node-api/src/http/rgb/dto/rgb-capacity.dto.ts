import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsNumber, IsObject, IsPositive, IsString, Matches, ValidateNested } from 'class-validator';
import type { SweepRequest, SweepResult, TopUpCommand, TopUpResult } from '@rln/rgb-wallet';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';
import { FundInputDto, FundOutputResultDto } from './rgb-utxos.dto';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

const OUTPOINT = /^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/;

/** The interface's "Capacity operations": POST /rgb/utxos/top_up and /rgb/utxos/sweep. */

export class TopUpRgbOutputDto {
  @ApiProperty({ example: EXAMPLE.rgbAddress2, description: 'An RGB address of this node (POST /rgb/address/new)' }) @IsString() address!: string;
  @ApiProperty({ example: '50000', description: 'must exceed the old RGB UTXO’s value' })
  @IsString()
  @Matches(DECIMAL_STRING, { message: 'target_value_sats must be a decimal string' })
  target_value_sats!: string;
}

export class TopUpRequestDto {
  @ApiProperty({ type: FundInputDto, example: { outpoint: `${EXAMPLE.carrierTxid}:0` } }) @IsObject() @ValidateNested() @Type(() => FundInputDto) rgb_input!: FundInputDto;

  @ApiProperty({ type: [FundInputDto], description: 'plain-wallet inputs that fund the new carrier and the fee' })
  @ValidateNested({ each: true })
  @Type(() => FundInputDto)
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  l1_inputs!: FundInputDto[];

  @ApiProperty({ type: TopUpRgbOutputDto }) @IsObject() @ValidateNested() @Type(() => TopUpRgbOutputDto) rgb_output!: TopUpRgbOutputDto;

  @ApiProperty({ example: EXAMPLE.changeAddress, description: 'a plain wallet address (POST /wallet/address/new); not an RGB output script' }) @IsString() change_address!: string;

  @ApiProperty({ example: 2, description: 'positive, fractional allowed' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  fee_rate_sats_per_vb!: number;
}

export class TopUpResponseDto {
  @ApiProperty({ example: EXAMPLE.sendTxid }) txid!: string;
  @ApiProperty({ example: 'broadcast' }) status!: string;
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0` }) old_outpoint!: string;
  @ApiProperty({ type: FundOutputResultDto, example: { address: EXAMPLE.rgbAddress2, value_sats: '50000', vout: 0 } }) new_rgb_output!: FundOutputResultDto;
  @ApiProperty({ example: '310' }) fee_sats!: string;
  @ApiPropertyOptional({ example: EXAMPLE.consignmentKey, description: 'the transfer consignment of the move (GET /rgb/consignments/{key}); absent when the old UTXO held no RGB allocation' })
  consignment_key?: string;
  @ApiPropertyOptional({ type: FundOutputResultDto, example: { address: EXAMPLE.changeAddress, value_sats: '49690', vout: 1 } }) change?: FundOutputResultDto;
}

export class SweepInputDto {
  @ApiProperty({ example: `${EXAMPLE.carrierTxid}:0` }) @IsString() @Matches(OUTPOINT, { message: 'outpoint must be <txid>:<vout>' }) outpoint!: string;
}

export class SweepRequestDto {
  @ApiProperty({ type: SweepInputDto }) @IsObject() @ValidateNested() @Type(() => SweepInputDto) input!: SweepInputDto;
  @ApiProperty({ example: EXAMPLE.address, description: 'a plain wallet address (POST /wallet/address/new)' }) @IsString() destination_address!: string;
  @ApiProperty({ example: 2, description: 'positive, fractional allowed' })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @IsPositive()
  fee_rate_sats_per_vb!: number;
}

export class SweepResponseDto {
  @ApiProperty({ example: EXAMPLE.sweepTxid }) txid!: string;
  @ApiProperty({ example: 'broadcast' }) status!: string;
  @ApiProperty({ type: SweepInputDto }) input!: SweepInputDto;
  @ApiProperty({ type: FundOutputResultDto, example: { address: EXAMPLE.address, value_sats: '29846', vout: 0 } }) destination!: FundOutputResultDto;
  @ApiProperty({ example: '154' }) fee_sats!: string;
}

const out = (o: { address: string; valueSats: bigint; vout: number }): FundOutputResultDto => ({ address: o.address, value_sats: o.valueSats.toString(), vout: o.vout });

export function toTopUpCommand(body: TopUpRequestDto): TopUpCommand {
  return {
    rgbInput: body.rgb_input.outpoint,
    l1Inputs: body.l1_inputs.map((i) => i.outpoint),
    rgbOutput: { address: body.rgb_output.address, targetValueSats: BigInt(body.rgb_output.target_value_sats) },
    changeAddress: body.change_address,
    feeRateSatPerVb: body.fee_rate_sats_per_vb,
  };
}

export function toTopUpResponseDto(r: TopUpResult): TopUpResponseDto {
  return {
    txid: r.txid,
    status: r.status,
    old_outpoint: r.oldOutpoint,
    new_rgb_output: out(r.newRgbOutput),
    fee_sats: r.feeSats.toString(),
    ...(r.consignmentKey !== null ? { consignment_key: r.consignmentKey } : {}),
    ...(r.change ? { change: out(r.change) } : {}),
  };
}

export function toSweepRequest(body: SweepRequestDto): SweepRequest {
  return { inputs: [body.input.outpoint], destinationAddress: body.destination_address, feeRateSatPerVb: body.fee_rate_sats_per_vb };
}

export function toSweepResponseDto(r: SweepResult): SweepResponseDto {
  return { txid: r.txid, status: r.status, input: { outpoint: r.input.outpoint }, destination: out(r.destination), fee_sats: r.feeSats.toString() };
}
