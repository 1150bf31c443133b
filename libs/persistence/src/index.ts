export * from './lib/database';
export { DatabaseTarget, describeTarget } from './lib/data-source.factory';
export * from './lib/adapters/typeorm-api-token-store';
export * from './lib/adapters/typeorm-kv-store';
export * from './lib/adapters/typeorm-event-queue';
export * from './lib/adapters/typeorm-payment-store';
export * from './lib/adapters/typeorm-wallet-store';
export * from './lib/adapters/typeorm-rgb-store';
export * from './lib/adapters/typeorm-onchain-transfer-store';
