export { createLightningPayments, type LightningPayments, type LightningPaymentsDeps } from './lib/lightning-payments.factory';
export { LightningPaymentEngine } from './lib/lightning-payment-engine.adapter';
export { LightningEventRouter } from './lib/lightning-event-router';
export { DeadLetteringSink } from './lib/dead-lettering-sink';
