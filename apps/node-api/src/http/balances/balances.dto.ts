import { ApiProperty } from '@nestjs/swagger';
import { toContractId } from '@rln/rgb-wallet';
import { toBalanceDto } from '../rgb/dto/rgb-contracts.dto';
import type { NodeBalances } from './balances.service';

export class BtcBalancesDto {
  @ApiProperty({ example: '150000' })
  onchain_total_sats!: string;
  @ApiProperty({ example: '100000', description: 'Confirmed, mature and not locked by an operation' })
  onchain_spendable_sats!: string;
  @ApiProperty({ example: '50000', description: 'Sum of our balances in open channels' })
  lightning_total_sats!: string;
}

export class RgbOnchainBalanceDto {
  @ApiProperty()
  contract_id!: string;
  @ApiProperty()
  mined!: string;
  @ApiProperty()
  tentative!: string;
  @ApiProperty()
  offchain!: string;
  @ApiProperty()
  archived!: string;
  @ApiProperty()
  total!: string;
}

export class RgbChannelBalanceDto {
  @ApiProperty()
  channel_id!: string;
  @ApiProperty()
  contract_id!: string;
  @ApiProperty()
  local_amount!: string;
  @ApiProperty()
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
