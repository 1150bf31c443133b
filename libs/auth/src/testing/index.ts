// Test helpers (`@rln/auth/testing`): never imported by production code.
export * from './in-memory-api-token-store';
