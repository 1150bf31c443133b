import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { REFRESH_RESPONSE_HEADERS, RefreshLimiter } from '../../common/refresh/refresh-limiter';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { OkResponseDto, toOk } from '../events/dto/events.dto';
import { AddressResponseDto, RefreshQueryDto, WalletUtxosResponseDto, toAddressDto, toWalletUtxosDto } from './dto/wallet.dto';

@ApiTags('Plain wallet')
@Controller('wallet')
export class WalletController {
  constructor(
    private readonly wallet: WalletRuntime,
    private readonly refreshes: RefreshLimiter,
  ) {}

  @Post('address/new')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new receive address of the plain BTC wallet (advances the index)' })
  @ApiOkResponse({ type: AddressResponseDto })
  newAddress(): Promise<AddressResponseDto> {
    return this.wallet.ready().newAddress().then(toAddressDto);
  }

  @Get('address/current')
  @ApiOperation({ summary: 'The last address POST /wallet/address/new gave; does not advance the index' })
  @ApiOkResponse({ type: AddressResponseDto })
  @ApiNotFoundResponse({ description: 'AddressNotInitialized: no address was created yet' })
  currentAddress(): Promise<AddressResponseDto> {
    return this.wallet.ready().currentAddress().then(toAddressDto);
  }

  @Post('sync')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Catch the plain BTC wallet up with the chain now (blocks, then mempool)',
    description: 'Answers once the sync finished. It does not re-read RGB carrier confirmations: GET /rgb/utxos?refresh=true does.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  sync(): Promise<OkResponseDto> {
    return this.wallet.syncNow().then(toOk);
  }

  @Get('utxos')
  @ApiOperation({ summary: 'UTXOs of the plain BTC wallet (value_sats, confirmation, lock); refresh=true syncs first' })
  @ApiOkResponse({ type: WalletUtxosResponseDto, headers: REFRESH_RESPONSE_HEADERS })
  utxos(@Query() query: RefreshQueryDto, @Res({ passthrough: true }) res: Response): Promise<WalletUtxosResponseDto> {
    return this.refreshes.read(res, 'wallet/utxos', query.refresh === 'true', (refresh) => this.wallet.listUtxos(refresh)).then(toWalletUtxosDto);
  }
}
