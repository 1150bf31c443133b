import { Module } from '@nestjs/common';
import { RgbConsignmentsController } from './rgb-consignments.controller';
import { RgbContractsController } from './rgb-contracts.controller';
import { RgbOnchainController } from './rgb-onchain.controller';
import { RgbUtxosController } from './rgb-utxos.controller';
import { RgbWalletController } from './rgb-wallet.controller';

/** The interface's RGB sections over the RGB services NodeRuntime builds (NodeContextModule provides them). */
@Module({ controllers: [RgbWalletController, RgbUtxosController, RgbContractsController, RgbOnchainController, RgbConsignmentsController] })
export class RgbModule {}
