import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { AddressResponseDto, RefreshQueryDto, WalletUtxosResponseDto, toAddressDto, toWalletUtxosDto } from './dto/wallet.dto';

@ApiTags('Plain wallet')
@Controller('wallet')
export class WalletController {
  constructor(private readonly wallet: WalletRuntime) {}

  @Post('address/new')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new receive address of the plain BTC wallet (advances the index)' })
  @ApiOkResponse({ type: AddressResponseDto })
  newAddress(): Promise<AddressResponseDto> {
    return this.wallet.ready().newAddress().then(toAddressDto);
  }

  @Get('address/current')
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized: no address was created yet' })
  currentAddress(): Promise<AddressResponseDto> {
    return this.wallet.ready().currentAddress().then(toAddressDto);
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  sync(): Promise<OkResponseDto> {
    return this.wallet.syncNow().then(toOk);
  }

  @Get('utxos')
  @ApiOkResponse({ type: WalletUtxosResponseDto })
  utxos(@Query() query: RefreshQueryDto): Promise<WalletUtxosResponseDto> {
    return this.wallet.listUtxos(query.refresh === 'true').then(toWalletUtxosDto);
  }
}
