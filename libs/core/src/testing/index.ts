/** Test helpers; production code imports '@rln/core' only. */
export * from './fsync-recorder';
