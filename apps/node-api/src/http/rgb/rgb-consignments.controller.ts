import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { ConsignmentQueryDto } from './dto/rgb-contracts.dto';
import { RgbServices } from './rgb-services';

const CONTENT_TYPES = { raw: 'application/octet-stream', gzip: 'application/gzip', zip: 'application/zip' } as const;

/** Public by design (supplement.md): the random key is the capability. */
@ApiTags('RGB contracts and issuers')
@Controller('rgb/consignments')
export class RgbConsignmentsController {
  constructor(private readonly rgb: RgbServices) {}

  @Public()
  @Get(':key')
  @ApiProduces('application/octet-stream', 'application/gzip', 'application/zip')
  @ApiOkResponse({ description: 'The consignment in the chosen format' })
  @ApiNotFoundResponse({ description: 'NotFound' })
  async download(@Param('key') key: string, @Query() query: ConsignmentQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.rgb.contracts.download(key, query.format).then((d) => {
      res.setHeader('Content-Type', CONTENT_TYPES[d.format]);
      res.setHeader('Content-Disposition', `attachment; filename="${d.fileName}${d.format === 'raw' ? '' : d.format === 'gzip' ? '.gz' : '.zip'}"`);
      return new StreamableFile(Buffer.from(d.bytes));
    });
  }
}
