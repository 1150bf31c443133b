export * from './lib/domain/payment';
export * from './lib/errors/payment.errors';
export * from './lib/ports/payment-store.port';
export * from './lib/ports/payment-engine.port';
export * from './lib/services/payment.service';
export * from './lib/testing/in-memory-payment-store';
