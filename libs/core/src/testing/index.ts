/** Test helpers; production code imports '@rln/core' only. */
export * from './fsync-recorder';
export * from './in-memory-kv-store';
