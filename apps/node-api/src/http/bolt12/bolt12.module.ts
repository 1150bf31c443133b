import { Module } from '@nestjs/common';
import { Bolt12Controller } from './bolt12.controller';
import { Bolt12Service } from './bolt12.service';

@Module({ controllers: [Bolt12Controller], providers: [Bolt12Service] })
export class Bolt12Module {}
