/** Test fakes; production code imports '@rln/payments' only. */
export * from './in-memory-payment-store';
export * from './unused-payment-engine';
