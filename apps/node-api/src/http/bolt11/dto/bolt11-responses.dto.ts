import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class InvoiceResponseDto {
  @ApiProperty({ example: 'lnbcrt10u1p…' })
  invoice!: string;
}

export class PaymentIdResponseDto {
  @ApiProperty({ example: 'a3f1…' })
  payment_id!: string;
}

export class Bolt11PayResponseDto {
  @ApiProperty()
  payment_id!: string;
  @ApiProperty({ description: '32-byte hex preimage proving payment' })
  preimage!: string;
  @ApiProperty({ example: '1000', description: 'Amount delivered to the payee, sats (decimal string)' })
  amount_sats!: string;
  @ApiProperty({ description: 'Payee node id' })
  destination!: string;
  @ApiProperty({ example: '1000' })
  fee_paid_msat!: string;
}

export class Bolt11DecodeResponseDto {
  @ApiProperty()
  payment_hash!: string;
  @ApiProperty()
  destination!: string;
  @ApiPropertyOptional({ description: 'Absent when the invoice has no amount' })
  amount_msat?: string;
  @ApiProperty({ example: '3600' })
  expiry_secs!: string;
}

export function toInvoiceDto(invoice: string): InvoiceResponseDto {
  return { invoice };
}

export function toPaymentIdDto(payment: { id: string }): PaymentIdResponseDto {
  return { payment_id: payment.id };
}
