import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OkResponseDto } from '../events/dto/events.dto';
import { AddressResponseDto, RefreshQueryDto, WalletUtxosResponseDto } from './dto/wallet.dto';
import { WalletService } from './wallet.service';

@ApiTags('Plain wallet')
@Controller('wallet')
export class WalletController {
  constructor(private readonly wallet: WalletService) {}

  @Post('address/new')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new receive address of the plain BTC wallet (advances the index)' })
  @ApiOkResponse({ type: AddressResponseDto })
  newAddress(): Promise<AddressResponseDto> {
    return this.wallet.newAddress();
  }

  @Get('address/current')
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized: no address was created yet' })
  currentAddress(): Promise<AddressResponseDto> {
    return this.wallet.currentAddress();
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOkResponse({ type: OkResponseDto })
  sync(): Promise<OkResponseDto> {
    return this.wallet.sync();
  }

  @Get('utxos')
  @ApiOkResponse({ type: WalletUtxosResponseDto })
  utxos(@Query() query: RefreshQueryDto): Promise<WalletUtxosResponseDto> {
    return this.wallet.utxos(query.refresh === 'true');
  }
}
