import { Module } from '@nestjs/common';
import { LightningRuntime } from '../../runtime/lightning-runtime';
import { RgbRuntime } from '../../runtime/rgb-runtime';
import { WalletRuntime } from '../../runtime/wallet-runtime';
import { BalancesController } from './balances.controller';
import { BalancesService } from './balances.service';

/** Each port reads its component once it is up (NodeNotReady before). */
function balancesService(wallet: WalletRuntime, lightning: LightningRuntime, rgb: RgbRuntime): BalancesService {
  return new BalancesService({ balances: () => wallet.ready().balances() }, { listChannels: () => lightning.ready().listChannels() }, rgb);
}

@Module({
  controllers: [BalancesController],
  providers: [{ provide: BalancesService, useFactory: balancesService, inject: [WalletRuntime, LightningRuntime, RgbRuntime] }],
})
export class BalancesModule {}
