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
  @ApiOperation({ summary: 'Connected peers and peers whose address is stored for reconnection' })
  @ApiOkResponse({ type: [PeerDto] })
  peers(): PeerDto[] {
    return this.channels.listPeers();
  }

  @Post('peers/connect')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Connect to a peer at host:port and wait for the handshake',
    description:
      'Answers once the handshake completed (within 8 s), or 409 PeerConnectionFailed, storing nothing. With `persist` (default true) the address is stored ' +
      'and the peer is reconnected after drops and restarts. A peer already connected is not dialled again.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  connect(@Body() body: ConnectPeerRequestDto): Promise<OkResponseDto> {
    return this.channels.connectPeer(body);
  }

  @Post('peers/disconnect')
  @HttpCode(200)
  @ApiOperation({ summary: 'Disconnect from a peer and forget its stored address (no reconnection)' })
  @ApiOkResponse({ type: OkResponseDto })
  disconnect(@Body() body: DisconnectPeerRequestDto): Promise<OkResponseDto> {
    return this.channels.disconnectPeer(body.node_id);
  }

  @Get('channels')
  @ApiOperation({ summary: 'Lightning channels; one that carries an asset channel shows its committed split in `rgb`' })
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
