import { ApiProperty } from '@nestjs/swagger';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

/** A refund's outbound payment id: 32 random bytes the node picks. */
const REFUND_PAYMENT_ID = 'a69be78f916dd3a7bcfc43cd899b7058cc300dffe627759aa4af460259546904';

export class OfferResponseDto {
  @ApiProperty({ example: EXAMPLE.offer })
  offer!: string;
}

export class OfferDecodeResponseDto {
  @ApiProperty({ example: EXAMPLE.offerId, description: '32-byte hex' })
  offer_id!: string;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.offerSigningPubkey, description: 'Key the offer\'s invoices are signed with' })
  signing_pubkey!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'coffee' })
  description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  issuer!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1000000', description: 'msat per item; null when the payer chooses' })
  amount_msat!: string | null;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.inAnHour })
  absolute_expiry_unix_secs!: string | null;
  @ApiProperty({ type: [String], example: [EXAMPLE.chainHash], description: 'Genesis block hashes, hex as LDK prints them' })
  chain_hashes!: string[];
  @ApiProperty({ type: 'integer', example: 1 })
  paths_count!: number;
  @ApiProperty({ example: false })
  expects_quantity!: boolean;
}

export class RefundInitiateResponseDto {
  @ApiProperty({ example: EXAMPLE.refund })
  refund!: string;
  @ApiProperty({ example: REFUND_PAYMENT_ID, description: 'The outbound payment this node makes when the payee sends an invoice' })
  payment_id!: string;
}

export class RefundDecodeResponseDto {
  @ApiProperty({ example: '' })
  description!: string;
  @ApiProperty({ type: String, nullable: true, example: null })
  issuer!: string | null;
  @ApiProperty({ example: '1000000' })
  amount_msat!: string;
  @ApiProperty({ type: String, nullable: true, example: EXAMPLE.inAnHour })
  absolute_expiry_unix_secs!: string | null;
  @ApiProperty({ example: EXAMPLE.chainHash })
  chain_hash!: string;
  @ApiProperty({ example: EXAMPLE.refundPayerId })
  payer_signing_pubkey!: string;
  @ApiProperty({ type: String, nullable: true, example: 'returned item' })
  payer_note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '1' })
  quantity!: string | null;
  @ApiProperty({ type: 'integer', example: 1 })
  paths_count!: number;
}

export class RefundRequestPaymentResponseDto {
  @ApiProperty({ example: EXAMPLE.bolt12Invoice, description: 'The invoice sent to the refund\'s creator (BOLT12 bech32 style, lni prefix)' })
  invoice!: string;
  @ApiProperty({ example: EXAMPLE.bolt12InvoiceHex, description: 'The same invoice, serialized TLV stream in hex' })
  invoice_hex!: string;
  @ApiProperty({ example: EXAMPLE.paymentHash, description: 'This node\'s inbound payment (the payment hash)' })
  payment_id!: string;
}

export function toOfferDto(offer: string): OfferResponseDto {
  return { offer };
}
