import { Module } from '@nestjs/common';
import { RgbLnController } from './rgb-ln.controller';
import { RgbChannelsController } from './rgb-channels.controller';
import { RgbLnInvoicesService } from './rgb-ln-invoices.service';

/** The interface's "RGB Lightning payments" over the node's asset channels. */
@Module({ controllers: [RgbLnController, RgbChannelsController], providers: [RgbLnInvoicesService] })
export class RgbLnModule {}
