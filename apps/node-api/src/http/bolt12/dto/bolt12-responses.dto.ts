import { ApiProperty } from '@nestjs/swagger';

export class OfferResponseDto {
  @ApiProperty({ example: 'lno1qgsq…' })
  offer!: string;
}

export class OfferDecodeResponseDto {
  @ApiProperty({ description: '32-byte hex' })
  offer_id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Key the offer\'s invoices are signed with' })
  signing_pubkey!: string | null;
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
  @ApiProperty({ type: String, nullable: true })
  issuer!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1000000', description: 'msat per item; null when the payer chooses' })
  amount_msat!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1767225600' })
  absolute_expiry_unix_secs!: string | null;
  @ApiProperty({ type: [String], description: 'Genesis block hashes, hex as LDK prints them' })
  chain_hashes!: string[];
  @ApiProperty({ type: 'integer', example: 1 })
  paths_count!: number;
  @ApiProperty()
  expects_quantity!: boolean;
}

export class RefundInitiateResponseDto {
  @ApiProperty({ example: 'lnr1qqs…' })
  refund!: string;
  @ApiProperty({ description: 'The outbound payment this node makes when the payee sends an invoice' })
  payment_id!: string;
}

export class RefundDecodeResponseDto {
  @ApiProperty()
  description!: string;
  @ApiProperty({ type: String, nullable: true })
  issuer!: string | null;
  @ApiProperty({ example: '1000000' })
  amount_msat!: string;
  @ApiProperty({ type: String, nullable: true, example: '1767225600' })
  absolute_expiry_unix_secs!: string | null;
  @ApiProperty()
  chain_hash!: string;
  @ApiProperty()
  payer_signing_pubkey!: string;
  @ApiProperty({ type: String, nullable: true })
  payer_note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1' })
  quantity!: string | null;
  @ApiProperty({ type: 'integer', example: 1 })
  paths_count!: number;
}

export class RefundRequestPaymentResponseDto {
  @ApiProperty({ example: 'lni1qqs…', description: 'The invoice sent to the refund\'s creator (BOLT12 bech32 style, lni prefix)' })
  invoice!: string;
  @ApiProperty({ description: 'The same invoice, serialized TLV stream in hex' })
  invoice_hex!: string;
  @ApiProperty({ description: 'This node\'s inbound payment (the payment hash)' })
  payment_id!: string;
}

export function toOfferDto(offer: string): OfferResponseDto {
  return { offer };
}
