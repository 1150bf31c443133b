import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventService } from '@rln/events';
import type { Response } from 'express';
import { clientGoneSignal } from '../../common/http/client-gone.signal';
import { DEFAULT_EVENT_WAIT_SECS, EventHandledRequestDto, NodeEventDto, OkResponseDto, WaitNextEventRequestDto, toNodeEventDto, toOk } from './dto/events.dto';

@ApiTags('Events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventService) {}

  @Post('wait_next')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Oldest unacknowledged event; 204 when none arrives in time',
    description: 'Events older than RLN_EVENT_RETENTION_HOURS (default 168) are deleted, acknowledged or not.',
  })
  @ApiOkResponse({ type: NodeEventDto })
  @ApiNoContentResponse({ description: 'No event within timeout_secs' })
  async waitNext(
    @Body() body: WaitNextEventRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NodeEventDto | undefined> {
    const event = await this.events.waitNext(body.timeout_secs ?? DEFAULT_EVENT_WAIT_SECS, clientGoneSignal(res));
    if (!event) {
      res.status(204);
      return undefined;
    }
    return toNodeEventDto(event);
  }

  @Post('handled')
  @HttpCode(200)
  @ApiOperation({ summary: 'Acknowledge an event' })
  @ApiOkResponse({ type: OkResponseDto })
  handled(@Body() body: EventHandledRequestDto): Promise<OkResponseDto> {
    return this.events.handled(BigInt(body.id)).then(toOk);
  }
}
