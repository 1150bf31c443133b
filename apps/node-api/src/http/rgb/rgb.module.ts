import { Module } from '@nestjs/common';
import { RgbConsignmentsController } from './rgb-consignments.controller';
import { RgbContractsController } from './rgb-contracts.controller';
import { RgbServices } from './rgb-services';
import { RgbUtxosController } from './rgb-utxos.controller';
import { RgbWalletController } from './rgb-wallet.controller';

/** The interface's RGB sections: wallet and addresses, UTXO queries and fund, contracts and issuers. */
@Module({
  controllers: [RgbWalletController, RgbUtxosController, RgbContractsController, RgbConsignmentsController],
  providers: [RgbServices],
  exports: [RgbServices],
})
export class RgbModule {}
