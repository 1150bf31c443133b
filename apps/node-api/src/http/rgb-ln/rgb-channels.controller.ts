import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { ChannelRecoveryResponseDto, toChannelRecoveryDto } from './dto/rgb-channel-recovery.dto';

/** The node's asset channels as a recovery report (docs/rgb.md "Asset channel recovery report"). */
@ApiTags('RGB Lightning payments')
@Controller('rgb/channels')
export class RgbChannelsController {
  constructor(private readonly assetChannels: AssetChannelRuntime) {}

  @Get('recovery')
  @ApiOperation({ summary: 'Per asset channel: where it stands, and after a close on chain what is back in our wallets, what is pending and what the peer took' })
  @ApiOkResponse({ type: ChannelRecoveryResponseDto })
  async recovery(): Promise<ChannelRecoveryResponseDto> {
    return { channels: (await this.assetChannels.recoveryReport()).map(toChannelRecoveryDto) };
  }
}
