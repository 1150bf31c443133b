import { InitialSchema1732230000000 } from './1732230000000-initial-schema';
import { PlainWallet1732240000000 } from './1732240000000-plain-wallet';
import { Payments1732250000000 } from './1732250000000-payments';
import { RgbCore1732260000000 } from './1732260000000-rgb-core';
import { PaymentPayerNote1732270000000 } from './1732270000000-payment-payer-note';
import { EventDedupe1732280000000 } from './1732280000000-event-dedupe';
import { PaymentFailureCode1732290000000 } from './1732290000000-payment-failure-code';
import { RgbProxy1732300500000 } from './1732300500000-rgb-proxy';
import { RgbOnchainTransfers1732310000000 } from './1732310000000-rgb-onchain-transfers';
import { IdempotencyKeys1732320000000 } from './1732320000000-idempotency-keys';
import { PaymentOperationKey1732340000000 } from './1732340000000-payment-operation-key';
import { EventDeadLetter1732335000000 } from './1732335000000-event-dead-letter';
import { EngineLease1732350000000 } from './1732350000000-engine-lease';

/** Every migration in order. Schema changes only ever happen through these. */
export const MIGRATIONS = [InitialSchema1732230000000, PlainWallet1732240000000, Payments1732250000000, RgbCore1732260000000, PaymentPayerNote1732270000000, EventDedupe1732280000000, PaymentFailureCode1732290000000, RgbProxy1732300500000, RgbOnchainTransfers1732310000000, IdempotencyKeys1732320000000, EventDeadLetter1732335000000, PaymentOperationKey1732340000000, EngineLease1732350000000];
