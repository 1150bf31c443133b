import { Module } from '@nestjs/common';
import { Bolt11Controller } from './bolt11.controller';
import { Bolt11Service } from './bolt11.service';
import { SpontaneousController } from './spontaneous.controller';

@Module({ controllers: [Bolt11Controller, SpontaneousController], providers: [Bolt11Service] })
export class Bolt11Module {}
