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

/** The start of a scrape (node-metrics.ts), as the document's example. */
const METRICS_EXCERPT = [
  '# HELP rln_http_requests_total HTTP requests answered, by route template ("unmatched" when no route matched) and status ("aborted" when the client left first)',
  '# TYPE rln_http_requests_total counter',
  'rln_http_requests_total{method="GET",route="/api/v1/status",status="200"} 42',
  'rln_http_requests_total{method="POST",route="/api/v1/bolt11/pay",status="200"} 7',
  '# HELP rln_payments_total Lightning payments the engine reported finished (PaymentSent, PaymentFailed, PaymentClaimed)',
  '# TYPE rln_payments_total counter',
  'rln_payments_total{direction="outbound",status="succeeded"} 7',
  'rln_payments_total{direction="outbound",status="failed"} 0',
  'rln_payments_total{direction="inbound",status="succeeded"} 3',
  '# HELP rln_component_ready Whether a component is ready (1) or not (0), as /readyz reports it; a component off by configuration counts as ready',
  '# TYPE rln_component_ready gauge',
  'rln_component_ready{component="wallet"} 1',
  'rln_component_ready{component="engine"} 1',
  'rln_component_ready{component="rgb"} 1',
  '',
].join('\n');

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
  @ApiOkResponse({ description: 'Prometheus text exposition format 0.0.4', schema: { type: 'string', example: METRICS_EXCERPT } })
  async metrics(@Res({ passthrough: true }) res: Response): Promise<string> {
    res.set('Content-Type', this.nodeMetrics.contentType);
    return this.nodeMetrics.exposition();
  }

  @ApiBearerAuth()
  @Get('status')
  @ApiOperation({ summary: 'Engine running, P2P listening, network, chain tip, and whether the node is synced to it' })
  @ApiOkResponse({ type: StatusResponseDto })
  status(): StatusResponseDto {
    return this.node.status();
  }

  @ApiBearerAuth()
  @Get('version')
  @ApiOperation({ summary: 'Interface version (api_version, v1) and node software version' })
  @ApiOkResponse({ type: VersionResponseDto })
  version(): VersionResponseDto {
    return this.node.version();
  }

  @ApiBearerAuth()
  @Get('node_id')
  @ApiOperation({ summary: 'This node’s Lightning public key (node_id, hex)' })
  @ApiOkResponse({ type: NodeIdResponseDto })
  nodeId(): NodeIdResponseDto {
    return this.node.nodeId();
  }
}
