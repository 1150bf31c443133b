import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OkResponseDto } from '../events/dto/events.dto';
import { DescriptorResponseDto, RgbAddressResponseDto, SignatureResponseDto, SignMessageRequestDto, toDescriptorDto, toSignatureDto } from './dto/rgb-wallet.dto';
import { RgbServices } from './rgb-services';

@ApiTags('RGB wallet')
@Controller('rgb')
export class RgbWalletController {
  constructor(private readonly rgb: RgbServices) {}

  @Post('address/new')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new RGB address (rgb-lib colored keychain); advances the index' })
  @ApiOkResponse({ type: RgbAddressResponseDto })
  async newAddress(): Promise<RgbAddressResponseDto> {
    return { address: await this.rgb.wallet.newAddress() };
  }

  @Get('address/current')
  @ApiOkResponse({ type: RgbAddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized' })
  async currentAddress(): Promise<RgbAddressResponseDto> {
    return { address: await this.rgb.wallet.currentAddress() };
  }

  @Get('descriptor')
  @ApiOkResponse({ type: DescriptorResponseDto })
  descriptor(): DescriptorResponseDto {
    return toDescriptorDto(this.rgb.wallet.descriptor());
  }

  @Post('sign_message')
  @HttpCode(200)
  @ApiOkResponse({ type: SignatureResponseDto })
  signMessage(@Body() body: SignMessageRequestDto): SignatureResponseDto {
    return toSignatureDto(this.rgb.wallet.sign(body));
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  async sync(): Promise<OkResponseDto> {
    return this.rgb.wallet.sync().then(() => ({ ok: true }));
  }
}
