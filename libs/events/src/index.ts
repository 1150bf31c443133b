export * from './lib/node-event';
export * from './lib/event-queue.port';
export * from './lib/event.service';
export * from './lib/dead-letter-store.port';
