import { Controller, Get, Headers, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ContractService, packArchive, type ArchiveFormat } from '@rln/contracts';
import { NotFoundError } from '@rln/core';
import { CONSIGNMENT_REQUEST_HEADERS } from '@rln/rgb-channel';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { ConsignmentQueryDto, toConsignmentFile } from './dto/rgb-contracts.dto';
import { EXAMPLE } from '../../common/openapi/wire-examples';

/** The peer's proof for the example funding txid (a compact signature by its node key; consignment-request.ts). */
const REQUEST_PROOF = {
  requestNonce: '674c5a2751799806538f24623bcc50852434ad81a16b3b960695b2b64e437ffc',
  signature: '4fa748aac6d2f248dab219c07373c0ffe1e2df4a3ff49f1d430f3ae5de56f4422e24d7c9fd7ae62a7a26803f232229fe50f1377b64f7c517c9095cacf88fce3e',
};

/**
 * Public by design (supplement.md): a stored consignment's random key is the capability. An
 * asset channel's funding consignment (key = funding txid, `color_context_data`) is answered
 * only to the channel's peer, proven by the headers below (docs/design/rgb-channel-protocol.md
 * §7); anyone else, with or without them, gets the same 404 as for an unknown key.
 */
@ApiTags('RGB contracts and issuers')
@Controller('rgb/consignments')
export class RgbConsignmentsController {
  constructor(
    private readonly contracts: ContractService,
    private readonly assetChannels: AssetChannelRuntime,
  ) {}

  @Public()
  @Get(':key')
  @ApiOperation({
    summary: 'Download a consignment as raw bytes, gzip or ZIP (`format`); public, no token',
    description:
      'The Content-Type follows `format`: `raw` (default) application/octet-stream, `gzip` application/gzip, `zip` application/zip. ' +
      'The random key is the capability. An asset channel’s funding consignment (key = funding txid, the `color_context_data` URL) is served only to ' +
      'the channel’s peer proving itself with the x-rgb-channel-* headers; anyone else gets the 404 of an unknown key.',
  })
  // Exactly the media types toConsignmentFile sets (CONSIGNMENT_CONTENT_TYPES): the e2e conformance check compares them.
  @ApiProduces('application/octet-stream', 'application/gzip', 'application/zip')
  @ApiParam({ name: 'key', description: 'A consignment key, or an asset channel\'s funding txid', example: EXAMPLE.consignmentKey })
  @ApiHeader({ name: CONSIGNMENT_REQUEST_HEADERS.node, required: false, description: 'Asset channel funding: the requesting peer\'s node id', example: EXAMPLE.peerNodeId })
  @ApiHeader({ name: CONSIGNMENT_REQUEST_HEADERS.requestNonce, required: false, description: 'Asset channel funding: 32 fresh bytes, hex', example: REQUEST_PROOF.requestNonce })
  @ApiHeader({ name: CONSIGNMENT_REQUEST_HEADERS.signature, required: false, description: 'Asset channel funding: the node key\'s signature over the request', example: REQUEST_PROOF.signature })
  @ApiOkResponse({
    description: 'The consignment in the chosen format: application/octet-stream (raw), application/gzip or application/zip',
    schema: { type: 'string', format: 'binary' },
    headers: { 'Content-Disposition': { description: 'attachment; filename="<name>", with .gz or .zip for those formats', schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({ description: 'NotFound' })
  async download(
    @Param('key') key: string,
    @Query() query: ConsignmentQueryDto,
    @Headers(CONSIGNMENT_REQUEST_HEADERS.node) nodeId: string | undefined,
    @Headers(CONSIGNMENT_REQUEST_HEADERS.requestNonce) requestNonce: string | undefined,
    @Headers(CONSIGNMENT_REQUEST_HEADERS.signature) signature: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    if (nodeId !== undefined || requestNonce !== undefined || signature !== undefined) {
      const served = /^[0-9a-f]{64}$/.test(key) ? await this.assetChannels.offers.serve(key, { nodeId: nodeId ?? '', requestNonce: requestNonce ?? '', signature: signature ?? '' }) : null;
      if (!served || 'refused' in served) throw new NotFoundError(`No consignment ${key}`, 'Check the key (or the funding txid and the request proof).');
      const format: ArchiveFormat = query.format ?? 'raw';
      const fileName = `funding-${key}.rgbc`;
      return toConsignmentFile(res, { bytes: packArchive(served.bytes, format, fileName), format, fileName });
    }
    return this.contracts.download(key, query.format).then((d) => toConsignmentFile(res, d));
  }
}
