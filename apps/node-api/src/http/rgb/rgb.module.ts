import { Module } from '@nestjs/common';
import { RgbConsignmentsController } from './rgb-consignments.controller';
import { RgbContractsController } from './rgb-contracts.controller';
import { RgbOnchainController } from './rgb-onchain.controller';
import { RgbProxyController } from './proxy/rgb-proxy.controller';
import { RGB_PROXY_PROVIDERS } from './proxy/rgb-proxy.providers';
import { RgbUtxosController } from './rgb-utxos.controller';
import { RgbWalletController } from './rgb-wallet.controller';

/**
 * The interface's RGB sections over the RGB services NodeRuntime builds (NodeContextModule
 * provides them), and the HTTP side of the RGB proxy.
 */
@Module({
  controllers: [RgbWalletController, RgbUtxosController, RgbContractsController, RgbOnchainController, RgbConsignmentsController, RgbProxyController],
  providers: RGB_PROXY_PROVIDERS,
})
export class RgbModule {}
