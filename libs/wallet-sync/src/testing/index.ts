// Test helpers (`@rln/wallet-sync/testing`): never imported by production code.
export * from './fake-chain';
