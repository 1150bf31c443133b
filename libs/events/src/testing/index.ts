/** Test fakes; production code imports '@rln/events' only. */
export * from './in-memory-event-queue';
