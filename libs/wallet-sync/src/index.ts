export * from './lib/wallet-chain-source.port';
export * from './lib/wallet-sync.service';
export * from './lib/adapters/rpc-wallet-chain-source.adapter';
