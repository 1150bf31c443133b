import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RgbWalletService } from '@rln/rgb-wallet';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { DescriptorResponseDto, RgbAddressResponseDto, SignatureResponseDto, SignMessageRequestDto, toDescriptorDto, toRgbAddressDto, toSignatureDto } from './dto/rgb-wallet.dto';

@ApiTags('RGB wallet')
@Controller('rgb')
export class RgbWalletController {
  constructor(private readonly wallet: RgbWalletService) {}

  @Post('address/new')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new RGB address (rgb-lib colored keychain); advances the index' })
  @ApiOkResponse({ type: RgbAddressResponseDto })
  newAddress(): Promise<RgbAddressResponseDto> {
    return this.wallet.newAddress().then(toRgbAddressDto);
  }

  @Get('address/current')
  @ApiOperation({ summary: 'The last RGB address POST /rgb/address/new gave; does not advance the index' })
  @ApiOkResponse({ type: RgbAddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized' })
  currentAddress(): Promise<RgbAddressResponseDto> {
    return this.wallet.currentAddress().then(toRgbAddressDto);
  }

  @Get('descriptor')
  @ApiOperation({ summary: 'Descriptor of the RGB wallet’s colored keychain, with fingerprint, path and xpub' })
  @ApiOkResponse({ type: DescriptorResponseDto })
  descriptor(): DescriptorResponseDto {
    return toDescriptorDto(this.wallet.descriptor());
  }

  @Post('sign_message')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign a message with the key of the first RGB address (bitcoin_signed_message or ecdsa)',
    description: 'Defaults: algorithm `bitcoin_signed_message`, encoding `base64` for it and `hex` for `ecdsa`, compact `true`. The answer names the key: pubkey and derivation_path.',
  })
  @ApiOkResponse({ type: SignatureResponseDto })
  signMessage(@Body() body: SignMessageRequestDto): SignatureResponseDto {
    return toSignatureDto(this.wallet.sign(body));
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sync the RGB wallet (rgb-lib) with the indexer now',
    description: 'Answers once the sync finished. It does not re-read carrier confirmation heights: GET /rgb/utxos?refresh=true does.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  sync(): Promise<OkResponseDto> {
    return this.wallet.sync().then(toOk);
  }
}
