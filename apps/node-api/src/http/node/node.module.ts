import { Module } from '@nestjs/common';
import { NodeController } from './node.controller';
import { NodeStatusService } from './node-status.service';

@Module({ controllers: [NodeController], providers: [NodeStatusService] })
export class NodeModule {}
