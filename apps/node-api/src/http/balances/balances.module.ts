import { Module } from '@nestjs/common';
import { AssetChannelRuntime } from '../../runtime/asset-channels/asset-channel-runtime';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { RgbRuntime } from '../../runtime/rgb-runtime';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { BalancesController } from './balances.controller';
import { BalancesService } from './balances.service';

/** Each port reads its component once it is up (NodeNotReady before). */
function balancesService(wallet: WalletRuntime, lightning: LightningRuntime, rgb: RgbRuntime, assetChannels: AssetChannelRuntime): BalancesService {
  return new BalancesService({ balances: () => wallet.ready().balances() }, { listChannels: () => lightning.ready().listChannels() }, rgb, assetChannels);
}

@Module({
  controllers: [BalancesController],
  providers: [{ provide: BalancesService, useFactory: balancesService, inject: [WalletRuntime, LightningRuntime, RgbRuntime, AssetChannelRuntime] }],
})
export class BalancesModule {}
