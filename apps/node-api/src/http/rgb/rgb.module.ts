import { Module } from '@nestjs/common';
import { RgbConsignmentsController } from './rgb-consignments.controller';
import { RgbContractsController } from './rgb-contracts.controller';
import { RgbProxyController } from './proxy/rgb-proxy.controller';
import { RGB_PROXY_PROVIDERS } from './proxy/rgb-proxy.providers';
import { RgbUtxosController } from './rgb-utxos.controller';
import { RgbWalletController } from './rgb-wallet.controller';

/**
 * The interface's RGB sections over the RGB services NodeRuntime builds (NodeContextModule
 * provides them), and the RGB proxy with its recipient policy (RGB_PROXY_RECIPIENT_POLICY).
 */
@Module({
  controllers: [RgbWalletController, RgbUtxosController, RgbContractsController, RgbConsignmentsController, RgbProxyController],
  providers: RGB_PROXY_PROVIDERS,
})
export class RgbModule {}
