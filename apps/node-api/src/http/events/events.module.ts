import { Module } from '@nestjs/common';
import { EventService } from '@rln/events';
import { Database, TypeormEventQueue } from '@rln/persistence';
import { EventsController } from './events.controller';

@Module({
  controllers: [EventsController],
  providers: [{ provide: EventService, useFactory: (db: Database) => new EventService(new TypeormEventQueue(db)), inject: [Database] }],
  exports: [EventService],
})
export class EventsModule {}
