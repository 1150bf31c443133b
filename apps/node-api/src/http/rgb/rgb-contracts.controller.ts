import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
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
  @ApiOperation({ summary: 'Contracts this node knows: issued here or imported' })
  @ApiOkResponse({ type: ContractsResponseDto })
  list(): Promise<ContractsResponseDto> {
    return this.contracts.list().then(toContractsDto);
  }

  @Get('contract/:contractId/balance')
  @ApiOperation({
    summary: 'A contract’s balance in raw asset units: mined, tentative, offchain, archived, total',
    description:
      '`mined`: settled allocations on confirmed carriers; `tentative`: settled ones on unconfirmed carriers and those of transfers not settled yet; ' +
      '`offchain`: our units in asset channels; `total` = mined + tentative + offchain. 404 ContractNotFound when the contract is not imported locally.',
  })
  @ApiOkResponse({ type: ContractBalanceResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound' })
  balance(@Param() { contractId }: ContractIdParamDto): Promise<ContractBalanceResponseDto> {
    return this.contracts.balance(contractId).then(toBalanceDto);
  }

  @Get('contract/:contractId/known')
  @ApiOperation({ summary: 'Whether this node knows the contract (issued here or imported); never 404' })
  @ApiOkResponse({ type: ContractKnownResponseDto })
  known(@Param() { contractId }: ContractIdParamDto): Promise<ContractKnownResponseDto> {
    return this.contracts.known(contractId).then(toKnownDto);
  }

  @Post('contracts/issue')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Issue a new contract of an issuer (schema) on a free RGB UTXO',
    description:
      '`issued_supply` is in raw asset units. NIA, IFA and UDA contracts need a ticker, CFA ones take none; a UDA issues exactly "1". ' +
      '409 InsufficientAssetBalance when no free RGB UTXO can carry the issuance: fund one with POST /rgb/utxos/fund, then POST /rgb/sync.',
  })
  @ApiOkResponse({ type: IssueContractResponseDto })
  issue(@Body() body: IssueContractRequestDto): Promise<IssueContractResponseDto> {
    return this.contracts.issue(toIssueRequest(body)).then(toIssueResponseDto);
  }

  @Post('contracts/export')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Export a contract consignment to download from GET /rgb/consignments/{consignment_key}',
    description: 'Each call stores the consignment under a new random key. 404 ContractNotFound when rgb-lib does not hold the contract.',
  })
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  export(@Body() body: ExportContractRequestDto): Promise<ConsignmentKeyResponseDto> {
    return this.contracts.export(body.contract_id).then(toConsignmentKeyDto);
  }

  @Post('contracts/import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import a contract consignment (raw or ZIP body), validated against the chain first',
    description:
      'Without `format` a body starting with PK 03 04 is read as a ZIP archive, anything else as raw; `format=zip` requires a ZIP. ' +
      'An invalid consignment, or one of another contract than `contract_id`, is 422 ConsignmentInvalid and imports nothing.',
  })
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  @ApiUnprocessableEntityResponse({ description: 'ConsignmentInvalid: nothing was imported' })
  import(@Query() query: ImportContractQueryDto, @Req() req: Request): Promise<ConsignmentKeyResponseDto> {
    return this.contracts.import(binaryBody(req), toImportOptions(query)).then(toConsignmentKeyDto);
  }

  @Get('issuers')
  @ApiOperation({ summary: 'Issuer names available to POST /rgb/contracts/issue, and issuer files that failed to load' })
  @ApiOkResponse({ type: IssuersResponseDto })
  issuers(): Promise<IssuersResponseDto> {
    return this.issuerRegistry.list().then(toIssuersDto);
  }

  @Post('issuers/import')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Import an issuer definition file under `name` (binary body)',
    description: 'An invalid file is 400 and is listed with its error in `invalid_issuers` of GET /rgb/issuers; built-in issuer names cannot be replaced.',
  })
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportIssuerResponseDto })
  importIssuer(@Query() query: ImportIssuerQueryDto, @Req() req: Request): Promise<ImportIssuerResponseDto> {
    return this.issuerRegistry.import(query.name, binaryBody(req)).then(toImportIssuerDto);
  }
}
