import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ContractService } from '@rln/contracts';
import type { Response } from 'express';
import { Public } from '../../common/auth/public.decorator';
import { ConsignmentQueryDto, toConsignmentFile } from './dto/rgb-contracts.dto';

/** Public by design (supplement.md): the random key is the capability. */
@ApiTags('RGB contracts and issuers')
@Controller('rgb/consignments')
export class RgbConsignmentsController {
  constructor(private readonly contracts: ContractService) {}

  @Public()
  @Get(':key')
  @ApiProduces('application/octet-stream', 'application/gzip', 'application/zip')
  @ApiOkResponse({ description: 'The consignment in the chosen format' })
  @ApiNotFoundResponse({ description: 'NotFound' })
  download(@Param('key') key: string, @Query() query: ConsignmentQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    return this.contracts.download(key, query.format).then((d) => toConsignmentFile(res, d));
  }
}
