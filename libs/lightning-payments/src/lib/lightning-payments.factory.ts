import type { DeadLetterStore, EventService } from '@rln/events';
import type { EngineLogger, LightningEngine, LightningEventSink } from '@rln/lightning';
import { Bolt11PaymentService, Bolt12PaymentService, NOT_SENT_REASON, PaymentService, PaymentStore, SpontaneousPaymentService, type Payment } from '@rln/payments';
import { DeadLetteringSink } from './dead-lettering-sink';
import { LightningEventRouter } from './lightning-event-router';
import { LightningPaymentEngine } from './lightning-payment-engine.adapter';

export interface LightningPaymentsDeps {
  store: PaymentStore;
  /** Client events (PaymentSuccessful, PaymentReceived, channel events, ...) go here. */
  events: EventService;
  /**
   * The running engine, or throws NodeNotReady. Resolved per call: the engine is started with
   * this bridge's `sink`, so it does not exist yet when the bridge is built.
   */
  engine: () => LightningEngine;
  logger: EngineLogger;
  /** Engine events the database refuses for their content go here instead of blocking the rest. */
  deadLetters: DeadLetterStore;
  /** Whether a failed write can never succeed (the database's data errors). */
  isUnstorable: (error: unknown) => boolean;
  /**
   * At start-up, whether an outbound payment LDK does not track is still carried by something
   * else (an RGB payment's asset HTLC that may yet commit): it then stays Pending instead of
   * being failed as never sent.
   */
  carriedElsewhere?: (payment: Payment) => Promise<boolean>;
  /**
   * Outbound payments recorded Pending before this time and untracked by the started engine
   * never left (default: when this bridge was built, the process's start). A replica that takes
   * the engine lease passes the moment it did: every such record was made by another replica.
   */
  recordedBefore?: () => Date;
}

/** Payments over the LDK engine, ready to serve: the services, the engine's event sink, and its startup hook. */
export interface LightningPayments {
  payments: PaymentService;
  bolt11: Bolt11PaymentService;
  bolt12: Bolt12PaymentService;
  spontaneous: SpontaneousPaymentService;
  /**
   * Pass to the engine as its event sink: engine events finish payment records and become
   * client events; an event that can never be stored is set aside (DeadLetteringSink).
   */
  sink: LightningEventSink;
  /**
   * Run once the engine is up, before it serves requests: outbound payments recorded before
   * this bridge was built that the engine does not track never left, and are failed (a
   * payment whose outcome still waits undelivered in the engine's event journal counts as
   * tracked, so a success the journal is about to deliver is never failed first); held
   * HTLCs whose claim_for_hash a crash may have cut short are claimed again.
   */
  onEngineStarted(engine: LightningEngine): Promise<void>;
}

export function createLightningPayments(deps: LightningPaymentsDeps): LightningPayments {
  const { events, logger } = deps;
  const engine = new LightningPaymentEngine(deps.engine);
  const payments = new PaymentService(deps.store, engine);
  const startedAt = new Date();
  // The router fails held HTLCs back while the engine is still starting (its events flow
  // before onEngineStarted's reconcile returns and the engine is handed out), and the startup
  // claims run then too, so both reach the engine it was started with rather than waiting
  // for ready().
  let startedEngine: LightningEngine | null = null;
  const starting = new LightningPaymentEngine(() => startedEngine ?? deps.engine());
  return {
    payments,
    bolt11: new Bolt11PaymentService(engine, payments),
    bolt12: new Bolt12PaymentService(engine, payments),
    spontaneous: new SpontaneousPaymentService(engine, payments),
    sink: new DeadLetteringSink(new LightningEventRouter(payments, events, (hash) => starting.failForHash(hash), logger), deps.deadLetters, deps.isUnstorable, logger),
    async onEngineStarted(started: LightningEngine): Promise<void> {
      startedEngine = started;
      for (const id of await payments.reconcileUntracked(deps.recordedBefore?.() ?? startedAt, started.trackedOutboundPaymentIds(), deps.carriedElsewhere)) {
        logger.warn({ paymentId: id }, 'outbound payment was recorded but never sent before the last stop: marked Failed');
        await events.publish('PaymentFailed', { payment_id: id, payment_hash: id, reason: NOT_SENT_REASON }, `PaymentFailed:${id}:reconciled`);
      }
      for (const hash of await new Bolt11PaymentService(starting, payments).resumeClaims()) {
        logger.info({ paymentHash: hash }, 'held HTLC claimed again: claim_for_hash was accepted before the last stop but may not have been persisted');
      }
    },
  };
}
