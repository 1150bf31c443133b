import { Controller, Get, HttpCode, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { NodeMetrics } from '../../common/metrics/node-metrics';
import {
  HealthResponseDto,
  NodeIdResponseDto,
  ReadinessResponseDto,
  StatusResponseDto,
  VersionResponseDto,
} from './dto/node-responses.dto';
import { NodeStatusService } from './node-status.service';

@ApiTags('Node')
@Controller()
export class NodeController {
  constructor(
    private readonly node: NodeStatusService,
    private readonly nodeMetrics: NodeMetrics,
  ) {}

  @Public()
  @Get('healthz')
  @ApiOperation({ summary: 'Liveness: the HTTP server answers' })
  @ApiOkResponse({ type: HealthResponseDto })
  healthz(): HealthResponseDto {
    return { ok: true };
  }

  @Public()
  @Get('readyz')
  @HttpCode(200)
  @ApiOperation({ summary: 'Readiness: database, chain source, wallet, Lightning engine, P2P, RGB engine and indexer checks; `events` reports engine events set aside as unstorable (never fails)' })
  @ApiOkResponse({ type: ReadinessResponseDto })
  @ApiServiceUnavailableResponse({ type: ReadinessResponseDto, description: 'A check failed' })
  async readyz(@Res({ passthrough: true }) res: Response): Promise<ReadinessResponseDto> {
    const readiness = await this.node.readiness();
    if (!readiness.ok) res.status(503);
    return readiness;
  }

  @Public()
  @Get('metrics')
  @ApiOperation({ summary: 'Prometheus metrics (text exposition format): HTTP requests, payments, process, component readiness, engine lease' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4', schema: { type: 'string' } })
  async metrics(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.set('Content-Type', this.nodeMetrics.contentType);
    return this.nodeMetrics.exposition();
  }

  @ApiBearerAuth()
  @Get('status')
  @ApiOkResponse({ type: StatusResponseDto })
  status(): StatusResponseDto {
    return this.node.status();
  }

  @ApiBearerAuth()
  @Get('version')
  @ApiOkResponse({ type: VersionResponseDto })
  version(): VersionResponseDto {
    return this.node.version();
  }

  @ApiBearerAuth()
  @Get('node_id')
  @ApiOkResponse({ type: NodeIdResponseDto })
  nodeId(): NodeIdResponseDto {
    return this.node.nodeId();
  }
}
