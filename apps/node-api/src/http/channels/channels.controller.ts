import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OkResponseDto } from '../events/dto/events.dto';
import { ChannelsService } from './channels.service';
import {
  ChannelDto,
  CloseChannelRequestDto,
  ConnectPeerRequestDto,
  DisconnectPeerRequestDto,
  OpenChannelRequestDto,
  OpenChannelResponseDto,
  PeerDto,
} from './dto/channels.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@ApiTags('Peers and channels')
@Controller()
export class ChannelsController {
  constructor(private readonly channels: ChannelsService) {}

  @Get('peers')
  @ApiOkResponse({ type: [PeerDto] })
  peers(): PeerDto[] {
    return this.channels.listPeers();
  }

  @Post('peers/connect')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  connect(@Body() body: ConnectPeerRequestDto): Promise<OkResponseDto> {
    return this.channels.connectPeer(body);
  }

  @Post('peers/disconnect')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  disconnect(@Body() body: DisconnectPeerRequestDto): Promise<OkResponseDto> {
    return this.channels.disconnectPeer(body.node_id);
  }

  @Get('channels')
  @ApiOkResponse({ type: [ChannelDto] })
  list(): Promise<ChannelDto[]> {
    return this.channels.listChannels();
  }

  @Post('channel/open')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({ summary: 'Connect to the peer and open a channel funded by the plain wallet' })
  @ApiOkResponse({ type: OpenChannelResponseDto })
  open(@Body() body: OpenChannelRequestDto): Promise<OpenChannelResponseDto> {
    return this.channels.openChannel(body);
  }

  @Post('channel/close')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cooperative close' })
  @ApiOkResponse({ type: OkResponseDto })
  close(@Body() body: CloseChannelRequestDto): Promise<OkResponseDto> {
    return this.channels.closeChannel(body, false);
  }

  @Post('channel/force_close')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Broadcast the latest commitment; funds return after the CSV delay',
    description:
      'Waits (at most 30 s) for pending channel-state writes first; when they do not finish it answers 409 ChannelCloseFailed ' +
      'and changes nothing: retry later (LDK 0.1.0 could crash force closing during them).',
  })
  @ApiOkResponse({ type: OkResponseDto })
  forceClose(@Body() body: CloseChannelRequestDto): Promise<OkResponseDto> {
    return this.channels.closeChannel(body, true);
  }
}
