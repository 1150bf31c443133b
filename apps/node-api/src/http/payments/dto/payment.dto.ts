import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PAYMENT_DIRECTIONS, PAYMENT_KINDS, PAYMENT_STATUSES, Payment } from '@rln/payments';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

/** One keysend custom TLV record of a payment. */
export class PaymentCustomTlvDto {
  @ApiProperty({ example: '65537', description: 'TLV type, a u64 as a decimal string' })
  type!: string;
  @ApiProperty({ example: 'cafe', description: 'value bytes as lowercase hex' })
  value_hex!: string;
}

/** The interface's Payment record. Amounts are msat decimal strings. */
export class PaymentDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash, description: '32-byte hex payment id' })
  id!: string;
  @ApiProperty({ enum: PAYMENT_DIRECTIONS, example: 'Outbound' })
  direction!: string;
  @ApiProperty({ enum: PAYMENT_STATUSES, example: 'Succeeded' })
  status!: string;
  @ApiPropertyOptional({ example: '1000000', description: 'Absent while unknown (an unpaid variable-amount invoice)' })
  amount_msat?: string;
  @ApiProperty({ enum: PAYMENT_KINDS, example: 'Bolt11' })
  kind!: string;
  @ApiPropertyOptional({ example: '1000', description: 'Outbound: routing fees paid, once known' })
  fee_paid_msat?: string;
  @ApiProperty({ example: false, description: 'An inbound HTLC is held awaiting claim_for_hash or fail_for_hash' })
  htlc_locked!: boolean;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.peerPaymentHash })
  payment_hash!: string | null;
  @ApiPropertyOptional({ type: [PaymentCustomTlvDto], description: 'Keysend custom TLV records (sent or received); absent when none' })
  custom_tlvs?: PaymentCustomTlvDto[];
  @ApiPropertyOptional({ description: 'BOLT12: the payer\'s note (offer payments and refunds, both sides); absent when none', example: 'order 42' })
  payer_note?: string;
}

export function toPaymentDto(p: Payment): PaymentDto {
  const dto: PaymentDto = {
    id: p.id,
    direction: p.direction,
    status: p.status,
    kind: p.kind,
    htlc_locked: p.htlcLocked,
    payment_hash: p.paymentHash,
  };
  if (p.amountMsat !== null) dto.amount_msat = p.amountMsat.toString();
  if (p.feePaidMsat !== null) dto.fee_paid_msat = p.feePaidMsat.toString();
  if (p.payerNote) dto.payer_note = p.payerNote;
  if (p.customTlvs.length > 0) dto.custom_tlvs = p.customTlvs.map((t) => ({ type: t.type.toString(), value_hex: t.valueHex }));
  return dto;
}

export class WaitPaymentResponseDto {
  @ApiProperty({ example: true })
  ok!: boolean;
  @ApiProperty({ type: PaymentDto })
  payment!: PaymentDto;
}

export function toWaitPaymentDto(payment: Payment): WaitPaymentResponseDto {
  return { ok: true, payment: toPaymentDto(payment) };
}
