import { ApiProperty } from '@nestjs/swagger';
import { toContractId } from '@rln/rgb-wallet';
import { toBalanceDto } from '../rgb/dto/rgb-contracts.dto';
import type { NodeBalances } from './balances.service';
import { EXAMPLE } from '../../common/openapi/wire-examples';

export class BtcBalancesDto {
  @ApiProperty({ example: '249718' })
  onchain_total_sats!: string;
  @ApiProperty({ example: '219718', description: 'Confirmed, mature and not locked by an operation' })
  onchain_spendable_sats!: string;
  @ApiProperty({ example: '90660', description: 'Sum of our balances in open channels' })
  lightning_total_sats!: string;
}

export class RgbOnchainBalanceDto {
  @ApiProperty({ example: EXAMPLE.contractId })
  contract_id!: string;
  @ApiProperty({ example: '999800' })
  mined!: string;
  @ApiProperty({ example: '0' })
  tentative!: string;
  @ApiProperty({ example: '200' })
  offchain!: string;
  @ApiProperty({ example: '0' })
  archived!: string;
  @ApiProperty({ example: '1000000' })
  total!: string;
}

export class RgbChannelBalanceDto {
  @ApiProperty({ example: EXAMPLE.channelId })
  channel_id!: string;
  @ApiProperty({ example: EXAMPLE.contractId })
  contract_id!: string;
  @ApiProperty({ example: '190' })
  local_amount!: string;
  @ApiProperty({ example: '10' })
  remote_amount!: string;
}

export class RgbBalancesDto {
  @ApiProperty({ type: [RgbOnchainBalanceDto] })
  onchain!: RgbOnchainBalanceDto[];
  @ApiProperty({ type: [RgbChannelBalanceDto], description: 'Our side of each live asset channel: the committed split, HTLCs in flight in neither side' })
  channels!: RgbChannelBalanceDto[];
}

export class BalancesResponseDto {
  @ApiProperty({ type: BtcBalancesDto })
  btc!: BtcBalancesDto;
  @ApiProperty({ type: RgbBalancesDto })
  rgb!: RgbBalancesDto;
}

export function toBalancesDto(b: NodeBalances): BalancesResponseDto {
  return {
    btc: {
      onchain_total_sats: b.onchainTotalSats.toString(),
      onchain_spendable_sats: b.onchainSpendableSats.toString(),
      lightning_total_sats: b.lightningTotalSats.toString(),
    },
    rgb: {
      onchain: b.rgbOnchain.map((r) => {
        const { contract_id, balance } = toBalanceDto(r);
        return { contract_id, ...balance };
      }),
      channels: b.rgbChannels.map((c) => ({ channel_id: c.channelId, contract_id: toContractId(c.contractId), local_amount: c.localAmount.toString(), remote_amount: c.remoteAmount.toString() })),
    },
  };
}
