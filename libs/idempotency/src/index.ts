export * from './lib/domain/idempotency-key';
export * from './lib/domain/request-fingerprint';
export * from './lib/domain/outcome-policy';
export * from './lib/ports/idempotency-store.port';
export * from './lib/services/idempotency.service';
