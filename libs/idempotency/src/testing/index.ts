export * from './memory-idempotency.store';
export * from './idempotency-store.contract';
