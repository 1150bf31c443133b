import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { BearerAuthGuard } from './common/auth/bearer-auth.guard';
import { DomainErrorFilter } from './common/errors/domain-error.filter';
import { IdempotencyInterceptor } from './common/idempotency/idempotency.interceptor';
import { BalancesModule } from './http/balances/balances.module';
import { Bolt11Module } from './http/bolt11/bolt11.module';
import { Bolt12Module } from './http/bolt12/bolt12.module';
import { ChannelsModule } from './http/channels/channels.module';
import { EventsModule } from './http/events/events.module';
import { NodeModule } from './http/node/node.module';
import { PaymentsModule } from './http/payments/payments.module';
import { RgbModule } from './http/rgb/rgb.module';
import { RgbLnModule } from './http/rgb-ln/rgb-ln.module';
import { WalletModule } from './http/wallet/wallet.module';
import { NodeContext } from './infrastructure/node-context';
import { NodeContextModule } from './infrastructure/node-context.module';

@Module({})
export class AppModule {
  static register(context: NodeContext): DynamicModule {
    return {
      module: AppModule,
      imports: [
        NodeContextModule.register(context),
        NodeModule,
        EventsModule,
        WalletModule,
        ChannelsModule,
        Bolt11Module,
        Bolt12Module,
        PaymentsModule,
        RgbModule,
        RgbLnModule,
        BalancesModule,
      ],
      providers: [
        { provide: APP_GUARD, useClass: BearerAuthGuard },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
