import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { BearerAuthGuard } from './common/auth/bearer-auth.guard';
import { DomainErrorFilter } from './common/errors/domain-error.filter';
import { EventsModule } from './http/events/events.module';
import { NodeModule } from './http/node/node.module';
import { RgbModule } from './http/rgb/rgb.module';
import { WalletModule } from './http/wallet/wallet.module';
import { NodeContext } from './infrastructure/node-context';
import { NodeContextModule } from './infrastructure/node-context.module';

@Module({})
export class AppModule {
  static register(context: NodeContext): DynamicModule {
    return {
      module: AppModule,
      imports: [NodeContextModule.register(context), NodeModule, EventsModule, WalletModule, RgbModule],
      providers: [
        { provide: APP_GUARD, useClass: BearerAuthGuard },
        { provide: APP_FILTER, useClass: DomainErrorFilter },
      ],
    };
  }
}
