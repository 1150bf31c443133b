import { DynamicModule, Global, Module } from '@nestjs/common';
import { ApiTokenService } from '@rln/auth';
import { Database, TypeormApiTokenStore } from '@rln/persistence';
import { ChainTipWatcher } from '../runtime/chain-tip-watcher';
import { WalletRuntime } from '../runtime/wallet-runtime';
import { LightningRuntime } from '../runtime/lightning-runtime';
import { RgbRuntime } from '../runtime/rgb-runtime';
import { AssetChannelRuntime } from '../runtime/asset-channels/asset-channel-runtime';
import { ContractService, IssuerRegistryService } from '@rln/contracts';
import { RgbFundService, RgbSweepService, RgbTopUpService, RgbUtxoService, RgbWalletService } from '@rln/rgb-wallet';
import { DEAD_LETTER_STORE, EventService } from '@rln/events';
import { IdempotencyService } from '@rln/idempotency';
import { RgbProxyService } from '@rln/rgb-proxy';
import { RgbInvoiceService, RgbOnchainPaymentsService, RgbReceiveService, RgbSendService } from '@rln/rgb-transfers';
import { Bolt11PaymentService, Bolt12PaymentService, PaymentService, SpontaneousPaymentService } from '@rln/payments';
import { NodeMetrics } from '../common/metrics/node-metrics';
import { RefreshLimiter } from '../common/refresh/refresh-limiter';
import { NODE_CONFIG, NODE_ID, NodeContext, REPLICA_VIEW } from './node-context';

/** Exposes the pre-built runtime objects (database, chain watcher, identity, engines and their services) to every module. */
@Global()
@Module({})
export class NodeContextModule {
  static register(context: NodeContext): DynamicModule {
    const providers = [
      { provide: NODE_CONFIG, useValue: context.config },
      { provide: NODE_ID, useValue: context.nodeId },
      { provide: REPLICA_VIEW, useValue: context.replica },
      { provide: Database, useValue: context.db },
      { provide: ChainTipWatcher, useValue: context.chainWatcher },
      { provide: WalletRuntime, useValue: context.wallet },
      { provide: LightningRuntime, useValue: context.lightning },
      { provide: EventService, useValue: context.events },
      { provide: DEAD_LETTER_STORE, useValue: context.deadLetters },
      { provide: PaymentService, useValue: context.payments },
      { provide: Bolt11PaymentService, useValue: context.bolt11 },
      { provide: Bolt12PaymentService, useValue: context.bolt12 },
      { provide: SpontaneousPaymentService, useValue: context.spontaneous },
      { provide: RgbRuntime, useValue: context.rgb },
      { provide: AssetChannelRuntime, useValue: context.assetChannels },
      { provide: RgbWalletService, useValue: context.rgb.wallet },
      { provide: RgbUtxoService, useValue: context.rgb.utxos },
      { provide: RgbFundService, useValue: context.rgb.fund },
      { provide: RgbTopUpService, useValue: context.rgb.topUp },
      { provide: RgbSweepService, useValue: context.rgb.sweep },
      { provide: IssuerRegistryService, useValue: context.rgb.issuers },
      { provide: ContractService, useValue: context.rgb.contracts },
      { provide: RgbInvoiceService, useValue: context.rgb.invoices },
      { provide: RgbSendService, useValue: context.rgb.sends },
      { provide: RgbReceiveService, useValue: context.rgb.receives },
      { provide: RgbOnchainPaymentsService, useValue: context.rgb.onchainPayments },
      { provide: RgbProxyService, useValue: context.rgb.proxy },
      { provide: IdempotencyService, useValue: context.idempotency },
      { provide: NodeMetrics, useValue: context.metrics },
      { provide: ApiTokenService, useValue: new ApiTokenService(new TypeormApiTokenStore(context.db)) },
      { provide: RefreshLimiter, useValue: new RefreshLimiter(context.config.refreshMinIntervalSecs * 1000) },
    ];
    return { module: NodeContextModule, providers, exports: providers.map((p) => p.provide) };
  }
}
