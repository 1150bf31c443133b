import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  ConsignmentKeyResponseDto,
  ContractBalanceResponseDto,
  ContractKnownResponseDto,
  ContractsResponseDto,
  ExportContractRequestDto,
  ImportContractQueryDto,
  ImportIssuerQueryDto,
  ImportIssuerResponseDto,
  IssueContractRequestDto,
  IssueContractResponseDto,
  IssuersResponseDto,
  toBalanceDto,
  toContractDto,
} from './dto/rgb-contracts.dto';
import { RgbServices, binaryBody } from './rgb-services';

@ApiTags('RGB contracts and issuers')
@Controller('rgb')
export class RgbContractsController {
  constructor(private readonly rgb: RgbServices) {}

  @Get('contracts')
  @ApiOkResponse({ type: ContractsResponseDto })
  async list(): Promise<ContractsResponseDto> {
    return { contracts: (await this.rgb.contracts.list()).map(toContractDto) };
  }

  @Get('contract/:contractId/balance')
  @ApiOkResponse({ type: ContractBalanceResponseDto })
  @ApiNotFoundResponse({ description: 'ContractNotFound' })
  async balance(@Param('contractId') contractId: string): Promise<ContractBalanceResponseDto> {
    return toBalanceDto(await this.rgb.contracts.balance(contractId));
  }

  @Get('contract/:contractId/known')
  @ApiOkResponse({ type: ContractKnownResponseDto })
  async known(@Param('contractId') contractId: string): Promise<ContractKnownResponseDto> {
    return this.rgb.contracts.known(contractId).then((r) => ({ contract_id: r.contractId, known: r.known }));
  }

  @Post('contracts/issue')
  @HttpCode(200)
  @ApiOkResponse({ type: IssueContractResponseDto })
  async issue(@Body() body: IssueContractRequestDto): Promise<IssueContractResponseDto> {
    return this.rgb.contracts
      .issue({ issuerName: body.issuer_name, contractName: body.contract_name, ticker: body.ticker, precision: body.precision, issuedSupply: body.issued_supply, utxo: body.utxo })
      .then((r) => ({ ok: true, contract_id: r.contractId, issued_supply: r.issuedSupply.toString() }));
  }

  @Post('contracts/export')
  @HttpCode(200)
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  async export(@Body() body: ExportContractRequestDto): Promise<ConsignmentKeyResponseDto> {
    return this.rgb.contracts.export(body.contract_id).then((r) => ({ ok: true, contract_id: r.contractId, consignment_key: r.consignmentKey }));
  }

  @Post('contracts/import')
  @HttpCode(200)
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ConsignmentKeyResponseDto })
  @ApiUnprocessableEntityResponse({ description: 'ConsignmentInvalid: nothing was imported' })
  async import(@Query() query: ImportContractQueryDto, @Req() req: Request): Promise<ConsignmentKeyResponseDto> {
    return this.rgb.contracts.import(binaryBody(req), { contractId: query.contract_id, format: query.format }).then((r) => ({ ok: true, contract_id: r.contractId, consignment_key: r.consignmentKey }));
  }

  @Get('issuers')
  @ApiOkResponse({ type: IssuersResponseDto })
  async issuers(): Promise<IssuersResponseDto> {
    return this.rgb.issuers.list().then((r) => ({ issuers: r.issuers, invalid_issuers: r.invalid }));
  }

  @Post('issuers/import')
  @HttpCode(200)
  @ApiConsumes('application/octet-stream')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: ImportIssuerResponseDto })
  async importIssuer(@Query() query: ImportIssuerQueryDto, @Req() req: Request): Promise<ImportIssuerResponseDto> {
    return { ok: true, issuer_name: await this.rgb.issuers.import(query.name, binaryBody(req)) };
  }
}
