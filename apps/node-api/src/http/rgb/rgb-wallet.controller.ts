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
  @ApiOkResponse({ type: RgbAddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized' })
  currentAddress(): Promise<RgbAddressResponseDto> {
    return this.wallet.currentAddress().then(toRgbAddressDto);
  }

  @Get('descriptor')
  @ApiOkResponse({ type: DescriptorResponseDto })
  descriptor(): DescriptorResponseDto {
    return toDescriptorDto(this.wallet.descriptor());
  }

  @Post('sign_message')
  @HttpCode(200)
  @ApiOkResponse({ type: SignatureResponseDto })
  signMessage(@Body() body: SignMessageRequestDto): SignatureResponseDto {
    return toSignatureDto(this.wallet.sign(body));
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  sync(): Promise<OkResponseDto> {
    return this.wallet.sync().then(toOk);
  }
}
