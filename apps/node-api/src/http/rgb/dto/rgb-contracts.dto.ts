import { StreamableFile } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Response } from 'express';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsContractId, IsOptionalOrNull } from '../../../common/validation/wire-validators';
import { NOT_BLANK_TEXT, TICKER, type ArchiveFormat, type ContractBalance, type ContractView, type IssueContractRequest } from '@rln/contracts';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class ContractDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiPropertyOptional({ example: 'Example Token' }) name?: string;
  @ApiPropertyOptional({ example: 'EXT' }) ticker?: string;
  @ApiPropertyOptional({ type: 'integer', example: 2 }) precision?: number;
  @ApiPropertyOptional({ example: '1000000' }) issued_supply?: string;
  @ApiPropertyOptional({ example: 'Issued on regtest for the API reference' }) details?: string;
}

export class ContractsResponseDto {
  @ApiProperty({ type: [ContractDto] }) contracts!: ContractDto[];
}

export class BalanceDto {
  @ApiProperty({ example: '999800' }) mined!: string;
  @ApiProperty({ example: '0' }) tentative!: string;
  @ApiProperty({ example: '200' }) offchain!: string;
  @ApiProperty({ example: '0' }) archived!: string;
  @ApiProperty({ example: '1000000' }) total!: string;
}

export class ContractBalanceResponseDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ type: BalanceDto }) balance!: BalanceDto;
}

export class ContractKnownResponseDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: true }) known!: boolean;
}

export class IssueContractRequestDto {
  @ApiProperty({ example: 'NIA' }) @IsString() @MaxLength(64) issuer_name!: string;
  @ApiProperty({ example: 'Example Token' }) @IsString() @MaxLength(256) @Matches(NOT_BLANK_TEXT, { message: 'contract_name must be 1-256 characters, not only spaces' }) contract_name!: string;
  @ApiPropertyOptional({ example: 'EXT', description: 'NIA, IFA and UDA need one; CFA takes none' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(TICKER, { message: 'ticker must be 1-8 capital letters or digits, starting with a letter' })
  ticker?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 18, example: 2 }) @IsOptionalOrNull() @IsInt() @Min(0) @Max(18) precision?: number;
  @ApiProperty({ example: '1000000', description: 'raw units, at most 2^53 − 1 (rgb-lib binding limit)' })
  @IsString()
  @Matches(DECIMAL_STRING, { message: 'issued_supply must be a decimal string' })
  issued_supply!: string;
  @ApiPropertyOptional({ example: `${EXAMPLE.carrierTxid}:0` }) @IsOptionalOrNull() @IsString() @Matches(/^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/, { message: 'utxo must be <txid>:<vout>' }) utxo?: string;
}

export class IssueContractResponseDto {
  @ApiProperty({ example: true }) ok!: boolean;
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: '1000000' }) issued_supply!: string;
}

export class ExportContractRequestDto {
  @ApiProperty({ example: EXAMPLE.contractId }) @IsContractId() contract_id!: string;
}

export class ConsignmentKeyResponseDto {
  @ApiProperty({ example: true }) ok!: boolean;
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: EXAMPLE.consignmentKey }) consignment_key!: string;
}

export class ImportContractQueryDto {
  @ApiPropertyOptional({ example: EXAMPLE.contractId, description: 'the id the consignment must carry' }) @IsOptionalOrNull() @IsContractId() contract_id?: string;
  @ApiPropertyOptional({ enum: ['zip', 'raw'] }) @IsOptionalOrNull() @IsIn(['zip', 'raw']) format?: 'zip' | 'raw';
}

export class ConsignmentQueryDto {
  @ApiPropertyOptional({ enum: ['raw', 'gzip', 'zip'], default: 'raw' }) @IsOptionalOrNull() @IsIn(['raw', 'gzip', 'zip']) format?: 'raw' | 'gzip' | 'zip';
}

export class InvalidIssuerDto {
  @ApiProperty({ example: 'loyalty-points' }) name!: string;
  @ApiProperty({ example: 'format must be "rln-issuer/1"' }) error!: string;
}

export class IssuersResponseDto {
  @ApiProperty({ type: [String], example: ['CFA', 'IFA', 'NIA', 'UDA', 'company-shares'] }) issuers!: string[];
  @ApiPropertyOptional({ type: [InvalidIssuerDto] }) invalid_issuers?: InvalidIssuerDto[];
}

export class ImportIssuerQueryDto {
  @ApiProperty({ example: 'company-shares' }) @IsString() @MaxLength(64) name!: string;
  @ApiPropertyOptional({ enum: ['raw', 'gzip', 'zip'] }) @IsOptionalOrNull() @IsIn(['raw', 'gzip', 'zip']) format?: string;
}

export class ImportIssuerResponseDto {
  @ApiProperty({ example: true }) ok!: boolean;
  @ApiProperty({ example: 'company-shares' }) issuer_name!: string;
}

export function toContractDto(c: ContractView): ContractDto {
  return {
    contract_id: c.contractId,
    name: c.name,
    ...(c.ticker !== null ? { ticker: c.ticker } : {}),
    precision: c.precision,
    issued_supply: c.issuedSupply.toString(),
    ...(c.details !== null ? { details: c.details } : {}),
  };
}

export function toBalanceDto(r: { contractId: string; balance: ContractBalance }): ContractBalanceResponseDto {
  const b = r.balance;
  return {
    contract_id: r.contractId,
    balance: { mined: b.mined.toString(), tentative: b.tentative.toString(), offchain: b.offchain.toString(), archived: b.archived.toString(), total: b.total.toString() },
  };
}

export function toContractsDto(contracts: ContractView[]): ContractsResponseDto {
  return { contracts: contracts.map(toContractDto) };
}

export function toKnownDto(r: { contractId: string; known: boolean }): ContractKnownResponseDto {
  return { contract_id: r.contractId, known: r.known };
}

export function toIssueRequest(body: IssueContractRequestDto): IssueContractRequest {
  return { issuerName: body.issuer_name, contractName: body.contract_name, ticker: body.ticker, precision: body.precision, issuedSupply: body.issued_supply, utxo: body.utxo };
}

export function toIssueResponseDto(r: { contractId: string; issuedSupply: bigint }): IssueContractResponseDto {
  return { ok: true, contract_id: r.contractId, issued_supply: r.issuedSupply.toString() };
}

export function toConsignmentKeyDto(r: { contractId: string; consignmentKey: string }): ConsignmentKeyResponseDto {
  return { ok: true, contract_id: r.contractId, consignment_key: r.consignmentKey };
}

export function toImportOptions(query: ImportContractQueryDto): { contractId?: string; format?: string } {
  return { contractId: query.contract_id, format: query.format };
}

export function toIssuersDto(r: { issuers: string[]; invalid: { name: string; error: string }[] }): IssuersResponseDto {
  return { issuers: r.issuers, invalid_issuers: r.invalid };
}

export function toImportIssuerDto(issuerName: string): ImportIssuerResponseDto {
  return { ok: true, issuer_name: issuerName };
}

const CONSIGNMENT_CONTENT_TYPES: Record<ArchiveFormat, string> = { raw: 'application/octet-stream', gzip: 'application/gzip', zip: 'application/zip' };
const CONSIGNMENT_EXTENSIONS: Record<ArchiveFormat, string> = { raw: '', gzip: '.gz', zip: '.zip' };

/** A consignment as a download: its format sets the content type and the file name's extension. */
export function toConsignmentFile(res: Response, d: { bytes: Uint8Array; format: ArchiveFormat; fileName: string }): StreamableFile {
  res.setHeader('Content-Type', CONSIGNMENT_CONTENT_TYPES[d.format]);
  res.setHeader('Content-Disposition', `attachment; filename="${d.fileName}${CONSIGNMENT_EXTENSIONS[d.format]}"`);
  return new StreamableFile(Buffer.from(d.bytes));
}

export class ContractIdParamDto {
  @ApiProperty({ example: EXAMPLE.contractId, description: '`contract:<id>` or rgb-lib\'s `rgb:<id>`' })
  @IsContractId()
  contractId!: string;
}
