import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class InvoiceResponseDto {
  @ApiProperty({ example: EXAMPLE.invoice })
  invoice!: string;
}

export class PaymentIdResponseDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash })
  payment_id!: string;
}

export class Bolt11PayResponseDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash })
  payment_id!: string;
  @ApiProperty({ example: EXAMPLE.peerPreimage, description: '32-byte hex preimage proving payment' })
  preimage!: string;
  @ApiProperty({ example: '1000', description: 'Amount delivered to the payee, sats (decimal string)' })
  amount_sats!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId, description: 'Payee node id' })
  destination!: string;
  @ApiProperty({ example: '1000' })
  fee_paid_msat!: string;
}

export class Bolt11DecodeResponseDto {
  @ApiProperty({ example: EXAMPLE.peerPaymentHash })
  payment_hash!: string;
  @ApiProperty({ example: EXAMPLE.peerNodeId })
  destination!: string;
  @ApiPropertyOptional({ example: '1000000', description: 'Absent when the invoice has no amount' })
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
