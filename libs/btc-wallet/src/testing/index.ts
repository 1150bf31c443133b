// Test helpers (`@rln/btc-wallet/testing`): never imported by production code.
export * from './in-memory-wallet-store';
export * from './wallet-store.contract';
