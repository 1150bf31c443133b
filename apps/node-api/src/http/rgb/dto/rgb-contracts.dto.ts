import { StreamableFile } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { Response } from 'express';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsContractId, IsOptionalOrNull } from '../../../common/validation/wire-validators';
import { NOT_BLANK_TEXT, TICKER, type ArchiveFormat, type ContractBalance, type ContractView, type IssueContractRequest } from '@rln/contracts';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';

export class ContractDto {
  @ApiProperty({ example: 'contract:…' }) contract_id!: string;
  @ApiPropertyOptional() name?: string;
  @ApiPropertyOptional() ticker?: string;
  @ApiPropertyOptional({ type: 'integer' }) precision?: number;
  @ApiPropertyOptional() issued_supply?: string;
  @ApiPropertyOptional() details?: string;
}

export class ContractsResponseDto {
  @ApiProperty({ type: [ContractDto] }) contracts!: ContractDto[];
}

export class BalanceDto {
  @ApiProperty() mined!: string;
  @ApiProperty() tentative!: string;
  @ApiProperty() offchain!: string;
  @ApiProperty() archived!: string;
  @ApiProperty() total!: string;
}

export class ContractBalanceResponseDto {
  @ApiProperty() contract_id!: string;
  @ApiProperty({ type: BalanceDto }) balance!: BalanceDto;
}

export class ContractKnownResponseDto {
  @ApiProperty() contract_id!: string;
  @ApiProperty() known!: boolean;
}

export class IssueContractRequestDto {
  @ApiProperty({ example: 'NIA' }) @IsString() @MaxLength(64) issuer_name!: string;
  @ApiProperty() @IsString() @MaxLength(256) @Matches(NOT_BLANK_TEXT, { message: 'contract_name must be 1-256 characters, not only spaces' }) contract_name!: string;
  @ApiPropertyOptional({ description: 'NIA, IFA and UDA need one; CFA takes none' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(TICKER, { message: 'ticker must be 1-8 capital letters or digits, starting with a letter' })
  ticker?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 18 }) @IsOptionalOrNull() @IsInt() @Min(0) @Max(18) precision?: number;
  @ApiProperty({ example: '1000', description: 'raw units, at most 2^53 − 1 (rgb-lib binding limit)' })
  @IsString()
  @Matches(DECIMAL_STRING, { message: 'issued_supply must be a decimal string' })
  issued_supply!: string;
  @ApiPropertyOptional({ example: 'txid:0' }) @IsOptionalOrNull() @IsString() @Matches(/^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/, { message: 'utxo must be <txid>:<vout>' }) utxo?: string;
}

export class IssueContractResponseDto {
  @ApiProperty() ok!: boolean;
  @ApiProperty() contract_id!: string;
  @ApiProperty() issued_supply!: string;
}

export class ExportContractRequestDto {
  @ApiProperty() @IsContractId() contract_id!: string;
}

export class ConsignmentKeyResponseDto {
  @ApiProperty() ok!: boolean;
  @ApiProperty() contract_id!: string;
  @ApiProperty() consignment_key!: string;
}

export class ImportContractQueryDto {
  @ApiPropertyOptional() @IsOptionalOrNull() @IsContractId() contract_id?: string;
  @ApiPropertyOptional({ enum: ['zip', 'raw'] }) @IsOptionalOrNull() @IsIn(['zip', 'raw']) format?: 'zip' | 'raw';
}

export class ConsignmentQueryDto {
  @ApiPropertyOptional({ enum: ['raw', 'gzip', 'zip'], default: 'raw' }) @IsOptionalOrNull() @IsIn(['raw', 'gzip', 'zip']) format?: 'raw' | 'gzip' | 'zip';
}

export class InvalidIssuerDto {
  @ApiProperty() name!: string;
  @ApiProperty() error!: string;
}

export class IssuersResponseDto {
  @ApiProperty({ type: [String] }) issuers!: string[];
  @ApiPropertyOptional({ type: [InvalidIssuerDto] }) invalid_issuers?: InvalidIssuerDto[];
}

export class ImportIssuerQueryDto {
  @ApiProperty() @IsString() @MaxLength(64) name!: string;
  @ApiPropertyOptional({ enum: ['raw', 'gzip', 'zip'] }) @IsOptionalOrNull() @IsIn(['raw', 'gzip', 'zip']) format?: string;
}

export class ImportIssuerResponseDto {
  @ApiProperty() ok!: boolean;
  @ApiProperty() issuer_name!: string;
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
  @ApiProperty({ example: 'contract:…', description: '`contract:<id>` or rgb-lib\'s `rgb:<id>`' })
  @IsContractId()
  contractId!: string;
}
