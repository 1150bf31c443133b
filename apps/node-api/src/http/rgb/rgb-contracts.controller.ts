import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ContractService, IssuerRegistryService } from '@rln/contracts';
import type { Request } from 'express';
import { binaryBody } from '../../common/http/binary-body';
import {
  ConsignmentKeyResponseDto,
  ContractBalanceResponseDto,
  ContractKnownResponseDto,
  ContractIdParamDto,
  ContractsResponseDto,
  ExportContractRequestDto,
  ImportContractQueryDto,
  ImportIssuerQueryDto,
  ImportIssuerResponseDto,
  IssueContractRequestDto,
  IssueContractResponseDto,
  IssuersResponseDto,
  toBalanceDto,
  toConsignmentKeyDto,
  toContractsDto,
  toImportIssuerDto,
  toImportOptions,
  toIssueRequest,
  toIssueResponseDto,
  toIssuersDto,
  toKnownDto,
} from './dto/rgb-contracts.dto';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

@ApiTags('RGB contracts and issuers')
@Controller('rgb')
export class RgbContractsController {
  constructor(
    private readonly contracts: ContractService,
    private readonly issuerRegistry: IssuerRegistryService,
  ) {}

  @Get('contracts')
  @ApiOkResponse({ type: ContractsResponseDto })
  list(): Promise<ContractsResponseDto> {
    return this.contracts.list().then(toContractsDto);
  }

  @Get('contract/:contractId/balance')
  @ApiOkResponse({ type: ContractBalanceResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound' })
  balance(@Param() { contractId }: ContractIdParamDto): Promise<ContractBalanceResponseDto> {
    return this.contracts.balance(contractId).then(toBalanceDto);
  }

  @Get('contract/:contractId/known')
  @ApiOkResponse({ type: ContractKnownResponseDto })
  known(@Param() { contractId }: ContractIdParamDto): Promise<ContractKnownResponseDto> {
    return this.contracts.known(contractId).then(toKnownDto);
  }

  @Post('contracts/issue')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ type: IssueContractResponseDto })
  issue(@Body() body: IssueContractRequestDto): Promise<IssueContractResponseDto> {
    return this.contracts.issue(toIssueRequest(body)).then(toIssueResponseDto);
  }

  @Post('contracts/export')
  @HttpCode(200)
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  export(@Body() body: ExportContractRequestDto): Promise<ConsignmentKeyResponseDto> {
    return this.contracts.export(body.contract_id).then(toConsignmentKeyDto);
  }

  @Post('contracts/import')
  @HttpCode(200)
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  @ApiUnprocessableEntityResponse({ description: 'ConsignmentInvalid: nothing was imported' })
  import(@Query() query: ImportContractQueryDto, @Req() req: Request): Promise<ConsignmentKeyResponseDto> {
    return this.contracts.import(binaryBody(req), toImportOptions(query)).then(toConsignmentKeyDto);
  }

  @Get('issuers')
  @ApiOkResponse({ type: IssuersResponseDto })
  issuers(): Promise<IssuersResponseDto> {
    return this.issuerRegistry.list().then(toIssuersDto);
  }

  @Post('issuers/import')
  @HttpCode(200)
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportIssuerResponseDto })
  importIssuer(@Query() query: ImportIssuerQueryDto, @Req() req: Request): Promise<ImportIssuerResponseDto> {
    return this.issuerRegistry.import(query.name, binaryBody(req)).then(toImportIssuerDto);
  }
}
