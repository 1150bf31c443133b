import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsString, MaxLength } from 'class-validator';
import { IsOptionalOrNull } from '../../../common/validation/wire-validators';
import type { DerivedDescriptor, MessageSignature } from '@rln/rgb-wallet';
import { EXAMPLE } from '../../../common/openapi/wire-examples';

export class RgbAddressResponseDto {
  @ApiProperty({ example: EXAMPLE.rgbAddress })
  address!: string;
}

export class DerivedDescriptorDto {
  @ApiProperty({ example: EXAMPLE.rgbFingerprint }) fingerprint!: string;
  @ApiProperty({ example: "m/86'/827167'/0'" }) derivation_path!: string;
  @ApiProperty({ example: EXAMPLE.rgbXpub }) xpub!: string;
  @ApiProperty({ example: EXAMPLE.rgbDescriptor }) descriptor!: string;
}

export class DescriptorResponseDto {
  @ApiProperty({ example: EXAMPLE.rgbDescriptor }) descriptor!: string;
  @ApiPropertyOptional({ type: [DerivedDescriptorDto] }) derived_descriptors?: DerivedDescriptorDto[];
}

export class SignMessageRequestDto {
  @ApiProperty({ maxLength: 65536, example: EXAMPLE.signedMessage })
  @IsString()
  @MaxLength(65536)
  message!: string;

  @ApiPropertyOptional({ enum: ['bitcoin_signed_message', 'ecdsa'], default: 'bitcoin_signed_message' })
  @IsOptionalOrNull()
  @IsIn(['bitcoin_signed_message', 'ecdsa'])
  algorithm?: 'bitcoin_signed_message' | 'ecdsa';

  @ApiPropertyOptional({ enum: ['hex', 'base64'], example: 'base64', description: 'Default base64 for bitcoin_signed_message, hex for ecdsa' })
  @IsOptionalOrNull()
  @IsIn(['hex', 'base64'])
  encoding?: 'hex' | 'base64';

  @ApiPropertyOptional({ default: true, description: 'compact (BIP137 65 bytes / r‖s 64 bytes) or DER' })
  @IsOptionalOrNull()
  @IsBoolean()
  compact?: boolean;
}

export class SignatureResponseDto {
  @ApiProperty({ example: EXAMPLE.signedMessage }) message!: string;
  @ApiProperty({ enum: ['bitcoin_signed_message', 'ecdsa'] }) algorithm!: string;
  @ApiProperty({ example: EXAMPLE.messageSignature }) signature!: string;
  @ApiProperty({ example: EXAMPLE.signingPubkey, description: 'compressed secp256k1 public key, hex' }) pubkey!: string;
  @ApiProperty({ example: EXAMPLE.signingPath }) derivation_path!: string;
  @ApiProperty({ example: EXAMPLE.messageDigest }) digest_hex!: string;
  @ApiProperty({ enum: ['hex', 'base64'], example: 'base64' }) encoding!: string;
  @ApiProperty({ example: true }) compact!: boolean;
}

export function toDescriptorDto(d: { descriptor: string; derived: DerivedDescriptor[] }): DescriptorResponseDto {
  return {
    descriptor: d.descriptor,
    derived_descriptors: d.derived.map((x) => ({ fingerprint: x.fingerprint, derivation_path: x.derivationPath, xpub: x.xpub, descriptor: x.descriptor })),
  };
}

export function toSignatureDto(s: MessageSignature): SignatureResponseDto {
  return {
    message: s.message,
    algorithm: s.algorithm,
    signature: s.signature,
    pubkey: s.pubkey,
    derivation_path: s.derivationPath,
    digest_hex: s.digestHex,
    encoding: s.encoding,
    compact: s.compact,
  };
}

export function toRgbAddressDto(address: string): RgbAddressResponseDto {
  return { address };
}
