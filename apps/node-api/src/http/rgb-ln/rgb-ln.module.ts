import { Module } from '@nestjs/common';
import { RgbLnController } from './rgb-ln.controller';
import { RgbLnInvoicesService } from './rgb-ln-invoices.service';

/** The interface's "RGB Lightning payments" over the node's asset channels. */
@Module({ controllers: [RgbLnController], providers: [RgbLnInvoicesService] })
export class RgbLnModule {}
