import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsNumber, IsPositive, IsString, Matches, Max, MaxLength } from 'class-validator';
import { IsContractId, IsOptionalOrNull, IsU64String } from '../../../common/validation/wire-validators';
import { consignmentDownloadPath, INVOICE_NONCE, MAX_SEND_FEE_RATE_SATS_PER_VB, type CreateInvoiceRequest, type DecodedRgbInvoice, type OnchainTransferRecord, type ReceivedTransfer, type SendOptions, type SendResult } from '@rln/rgb-transfers';
import { DECIMAL_STRING } from '../../../common/wire/decimal-string';
import { MAX_BINDING_AMOUNT } from '@rln/contracts';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

const OUTPOINT = /^[0-9a-f]{64}:(0|[1-9][0-9]{0,9})$/;
const SEND_ID = '77d9348fe9bc182b67957cd63385dd4a';

export class CreateRgbInvoiceRequestDto {
  @ApiProperty({ example: EXAMPLE.contractId }) @IsContractId() contract_id!: string;
  @ApiProperty({ example: '100', description: 'raw asset units, at most 2^53 − 1 (rgb-lib binding limit)' }) @IsU64String({ positive: true, max: MAX_BINDING_AMOUNT }) amount!: string;
  @ApiPropertyOptional({ example: '86400', description: 'a decimal string here (default 86400)' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(DECIMAL_STRING, { message: 'expiry_secs must be a decimal string' })
  expiry_secs?: string;
  @ApiPropertyOptional({ example: false, description: 'a witness invoice: the payer creates the payee output (default false: a blinded carrier of this node)' })
  @IsOptionalOrNull()
  @IsBoolean()
  use_witness_utxo?: boolean;
  @ApiPropertyOptional({ example: 'order-7731', description: 'makes creation idempotent: the same nonce returns the same invoice (1-64 visible ASCII)' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(INVOICE_NONCE, { message: 'nonce must be 1-64 visible ASCII characters' })
  nonce?: string;
  @ApiPropertyOptional({ example: `${EXAMPLE.carrierTxid}:0`, description: 'pins the blinded carrier; rgb-lib 0.3 picks the oldest free one, so only that one can be pinned' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(OUTPOINT, { message: 'blinding_utxo must be <txid>:<vout>' })
  blinding_utxo?: string;
  @ApiPropertyOptional({ example: false, description: 'extension: an invoice with no transport endpoint; the payer’s client brings the consignment to POST /rgb/onchain/receive' })
  @IsOptionalOrNull()
  @IsBoolean()
  out_of_band?: boolean;
}

export class CreateRgbInvoiceResponseDto {
  @ApiProperty({ example: EXAMPLE.rgbInvoice }) invoice!: string;
  @ApiPropertyOptional({ example: `${EXAMPLE.carrierTxid}:0`, description: 'the carrier blinded for a blinded invoice' }) blinding_utxo_used?: string;
}

export class RgbInvoiceRequestDto {
  @ApiProperty({ example: EXAMPLE.rgbInvoice }) @IsString() @MaxLength(4096) invoice!: string;
}

export class DecodedRgbInvoiceDto {
  @ApiPropertyOptional({ example: EXAMPLE.contractId }) contract_id?: string;
  @ApiPropertyOptional({ example: '100' }) amount?: string;
  @ApiProperty({ example: EXAMPLE.recipientId, description: 'the recipient id: a blinded seal or a witness beneficiary' }) beneficiary!: string;
  @ApiProperty({ example: false }) use_witness_utxo!: boolean;
  @ApiPropertyOptional({ example: EXAMPLE.inADay }) expiry_unix_secs?: string;
}

export class RgbSendRequestDto {
  @ApiProperty({ example: EXAMPLE.rgbInvoice }) @IsString() @MaxLength(4096) invoice!: string;
  @ApiPropertyOptional({ example: '1000', description: 'witness invoices: the BTC (sats) of the payee output (default 1000)' })
  @IsOptionalOrNull()
  @IsString()
  @Matches(DECIMAL_STRING, { message: 'sats_for_fee_and_outputs must be a decimal string' })
  sats_for_fee_and_outputs?: string;
  @ApiPropertyOptional({ example: 2, description: 'sat/vB, rounded up to a whole number (default 2)' }) @IsOptionalOrNull() @IsNumber({ allowNaN: false, allowInfinity: false }) @IsPositive() @Max(MAX_SEND_FEE_RATE_SATS_PER_VB) fee_rate_sats_per_vb?: number;
  @ApiPropertyOptional({ example: EXAMPLE.contractId, description: 'extension: the contract to pay when the invoice names none (an rgb-lib wallet’s invoice for an asset it has not received yet); must equal the invoice’s otherwise' })
  @IsOptionalOrNull()
  @IsContractId()
  contract_id?: string;
  @ApiPropertyOptional({ example: '100', description: 'extension: raw asset units when the invoice names no amount; must equal the invoice’s otherwise' })
  @IsOptionalOrNull()
  @IsString()
  @IsU64String({ positive: true, max: MAX_BINDING_AMOUNT })
  amount?: string;
}

export class RgbSendResponseDto {
  @ApiProperty({ example: EXAMPLE.sendTxid }) txid!: string;
  @ApiProperty({ example: EXAMPLE.consignmentKey, description: 'lowercase hex SHA-256 of the consignment' }) consignment_key!: string;
  @ApiProperty({ example: SEND_ID, description: 'the outbound record (GET /rgb/onchain/payments)' }) payment_id!: string;
}

export class RgbReceiveRequestDto {
  @ApiProperty({ example: EXAMPLE.consignmentKey }) @IsString() @Matches(/^[0-9a-f]{64}$/, { message: 'consignment_key must be 64 lowercase hex characters' }) consignment_key!: string;
  @ApiPropertyOptional({ example: EXAMPLE.recipientId, description: 'the inbound record id (the invoice recipient id)' }) @IsOptionalOrNull() @IsString() @MaxLength(512) payment_id?: string;
  @ApiProperty({ example: EXAMPLE.rgbInvoice }) @IsString() @MaxLength(4096) invoice!: string;
}

export class RgbReceiveQueryDto {
  @ApiPropertyOptional({ enum: ['zip', 'raw'] }) @IsOptionalOrNull() @IsIn(['zip', 'raw']) format?: string;
  @ApiPropertyOptional({ example: EXAMPLE.recipientId }) @IsOptionalOrNull() @IsString() @MaxLength(512) payment_id?: string;
}

export class RgbReceiveResponseDto {
  @ApiProperty({ example: EXAMPLE.contractId }) contract_id!: string;
  @ApiProperty({ example: '100' }) amount!: string;
}

export class OnchainPaymentDto {
  @ApiProperty({ example: EXAMPLE.recipientId, description: 'inbound: the invoice recipient id; outbound: the send id' }) id!: string;
  @ApiProperty({ example: 'onchain' }) kind!: string;
  @ApiProperty({ enum: ['Inbound', 'Outbound'] }) direction!: string;
  @ApiProperty({ enum: ['pending', 'succeeded', 'failed', 'expired'], example: 'succeeded' }) status!: string;
  @ApiProperty({ example: EXAMPLE.now }) created_at_unix_secs!: string;
  @ApiProperty({ example: '1764320754' }) latest_update_timestamp!: string;
  @ApiPropertyOptional({ example: EXAMPLE.inADay }) expires_at_unix_secs?: string;
  @ApiProperty({ example: EXAMPLE.rgbInvoice }) invoice!: string;
  @ApiPropertyOptional({ example: EXAMPLE.contractId }) contract_id?: string;
  @ApiProperty({ example: '100' }) amount!: string;
  @ApiPropertyOptional({ example: EXAMPLE.sendTxid }) txid?: string;
  @ApiPropertyOptional({ example: EXAMPLE.consignmentKey }) consignment_key?: string;
  @ApiPropertyOptional({ example: `/api/v1/rgb/consignments/${EXAMPLE.consignmentKey}` }) consignment_download_path?: string;
  @ApiProperty({ nullable: true, enum: ['utxo_merge', 'utxo_top_up'], example: null }) purpose!: string | null;
  @ApiPropertyOptional({ example: 'the invoice expired before a transfer arrived', description: 'why it failed or expired' }) failure_reason?: string;
}

export class OnchainPaymentsResponseDto {
  @ApiProperty({ type: [OnchainPaymentDto] }) payments!: OnchainPaymentDto[];
}

export function toCreateInvoiceRequest(dto: CreateRgbInvoiceRequestDto): CreateInvoiceRequest {
  return {
    contractId: dto.contract_id,
    amount: dto.amount,
    expirySecs: dto.expiry_secs,
    useWitnessUtxo: dto.use_witness_utxo,
    nonce: dto.nonce,
    blindingUtxo: dto.blinding_utxo,
    outOfBand: dto.out_of_band,
  };
}

export function toSendOptions(dto: RgbSendRequestDto): SendOptions {
  return { satsForFeeAndOutputs: dto.sats_for_fee_and_outputs, feeRateSatsPerVb: dto.fee_rate_sats_per_vb, contractId: dto.contract_id, amount: dto.amount };
}

export function toCreateInvoiceDto(r: { invoice: string; blindingUtxoUsed: string | null }): CreateRgbInvoiceResponseDto {
  return { invoice: r.invoice, ...(r.blindingUtxoUsed ? { blinding_utxo_used: r.blindingUtxoUsed } : {}) };
}

export function toDecodedInvoiceDto(d: DecodedRgbInvoice): DecodedRgbInvoiceDto {
  return {
    ...(d.contractId ? { contract_id: d.contractId } : {}),
    ...(d.amount !== null ? { amount: d.amount.toString() } : {}),
    beneficiary: d.beneficiary,
    use_witness_utxo: d.useWitnessUtxo,
    ...(d.expiryUnixSecs !== null ? { expiry_unix_secs: String(d.expiryUnixSecs) } : {}),
  };
}

export function toSendDto(r: SendResult): RgbSendResponseDto {
  return { txid: r.txid, consignment_key: r.consignmentKey ?? '', payment_id: r.paymentId };
}

export function toReceiveDto(r: ReceivedTransfer): RgbReceiveResponseDto {
  return { contract_id: r.contractId, amount: r.amount.toString() };
}

export function toOnchainPaymentDto(r: OnchainTransferRecord): OnchainPaymentDto {
  return {
    id: r.id,
    kind: 'onchain',
    direction: r.direction,
    status: r.status,
    created_at_unix_secs: String(r.createdAtUnixSecs),
    latest_update_timestamp: String(r.updatedAtUnixSecs),
    ...(r.expiresAtUnixSecs !== null ? { expires_at_unix_secs: String(r.expiresAtUnixSecs) } : {}),
    invoice: r.invoice,
    ...(r.contractId ? { contract_id: r.contractId } : {}),
    amount: r.amount.toString(),
    ...(r.txid ? { txid: r.txid } : {}),
    ...(r.consignmentKey ? { consignment_key: r.consignmentKey, consignment_download_path: consignmentDownloadPath(r.consignmentKey) } : {}),
    purpose: r.purpose,
    ...(r.failureReason ? { failure_reason: r.failureReason } : {}),
  };
}

export function toOnchainPaymentsDto(records: OnchainTransferRecord[]): OnchainPaymentsResponseDto {
  return { payments: records.map(toOnchainPaymentDto) };
}
