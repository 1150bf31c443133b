import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { EventService, NodeEvent } from '@rln/events';
import type { Request, Response } from 'express';
import { toUnixSecsString } from '../../common/wire/decimal-string';
import {
  DEFAULT_EVENT_WAIT_SECS,
  EventHandledRequestDto,
  NodeEventDto,
  OkResponseDto,
  WaitNextEventRequestDto,
} from './dto/events.dto';

@ApiTags('Events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventService) {}

  @Post('wait_next')
  @HttpCode(200)
  @ApiOperation({ summary: 'Oldest unacknowledged event; 204 when none arrives in time' })
  @ApiOkResponse({ type: NodeEventDto })
  @ApiNoContentResponse({ description: 'No event within timeout_secs' })
  async waitNext(
    @Body() body: WaitNextEventRequestDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<NodeEventDto | undefined> {
    const abort = new AbortController();
    req.on('close', () => abort.abort());
    const event = await this.events.waitNext(body.timeout_secs ?? DEFAULT_EVENT_WAIT_SECS, abort.signal);
    if (!event) {
      res.status(204);
      return undefined;
    }
    return toDto(event);
  }

  @Post('handled')
  @HttpCode(200)
  @ApiOperation({ summary: 'Acknowledge an event' })
  @ApiOkResponse({ type: OkResponseDto })
  async handled(@Body() body: EventHandledRequestDto): Promise<OkResponseDto> {
    await this.events.handled(BigInt(body.id));
    return { ok: true };
  }
}

function toDto(event: NodeEvent): NodeEventDto {
  return { id: event.id.toString(), type: event.type, created_at_unix_secs: toUnixSecsString(event.createdAt), data: event.data };
}
