import { DynamicModule, Global, Module } from '@nestjs/common';
import { ApiTokenService } from '@rln/auth';
import { Database, TypeormApiTokenStore } from '@rln/persistence';
import { ChainTipWatcher } from '../runtime/chain-tip-watcher';
import { WalletRuntime } from '../runtime/wallet-runtime';
import { LightningRuntime } from '../runtime/lightning-runtime';
import { EventService } from '@rln/events';
import { Bolt11PaymentService, Bolt12PaymentService, PaymentService, SpontaneousPaymentService } from '@rln/payments';
import { NODE_CONFIG, NODE_ID, NODE_SEED, NodeContext, ROOT_LOGGER } from './node-context';

/** Exposes the pre-built runtime objects (database, chain watcher, identity) to every module. */
@Global()
@Module({})
export class NodeContextModule {
  static register(context: NodeContext): DynamicModule {
    const providers = [
      { provide: NODE_CONFIG, useValue: context.config },
      { provide: NODE_ID, useValue: context.nodeId },
      { provide: NODE_SEED, useValue: context.seed },
      { provide: ROOT_LOGGER, useValue: context.logger },
      { provide: Database, useValue: context.db },
      { provide: ChainTipWatcher, useValue: context.chainWatcher },
      { provide: WalletRuntime, useValue: context.wallet },
      { provide: LightningRuntime, useValue: context.lightning },
      { provide: EventService, useValue: context.events },
      { provide: PaymentService, useValue: context.payments },
      { provide: Bolt11PaymentService, useValue: context.bolt11 },
      { provide: Bolt12PaymentService, useValue: context.bolt12 },
      { provide: SpontaneousPaymentService, useValue: context.spontaneous },
      { provide: ApiTokenService, useValue: new ApiTokenService(new TypeormApiTokenStore(context.db)) },
    ];
    return { module: NodeContextModule, providers, exports: providers.map((p) => p.provide) };
  }
}
