import { sanitisePeerText } from '@rln/core';
import type { DeadLetterStore } from '@rln/events';
import type { EngineLogger, LightningEvent, LightningEventSink } from '@rln/lightning';

/** Longest error text kept with a dead letter. */
const MAX_ERROR_CHARS = 2000;

/**
 * The engine retries a failed delivery until it succeeds and holds every later event behind it
 * (the event journal's order; LDK's replay for events with work before them). An event the
 * database refuses for its content would never pass, stalling payment records and claims, so
 * such a failure sets the event aside in the dead-letter store, logs it at error level and
 * counts as delivered. Any other failure (the database unreachable) is rethrown and retried,
 * as is a failure to store the dead letter itself.
 */
export class DeadLetteringSink implements LightningEventSink {
  constructor(
    private readonly inner: LightningEventSink,
    private readonly deadLetters: DeadLetterStore,
    private readonly isUnstorable: (error: unknown) => boolean,
    private readonly logger: EngineLogger,
  ) {}

  async publish(event: LightningEvent): Promise<void> {
    try {
      await this.inner.publish(event);
    } catch (error) {
      if (!this.isUnstorable(error)) throw error;
      const reason = sanitisePeerText(String(error), MAX_ERROR_CHARS);
      await this.deadLetters.add({ source: 'lightning', type: event.type, payload: eventJson(event), error: reason });
      this.logger.error(
        { type: event.type, err: reason },
        'engine event can never be stored: set aside in event_dead_letter, later events go on',
      );
    }
  }
}

/** JSON text of an engine event, bigints as decimal strings; never throws (engine events are plain data). */
export function eventJson(event: LightningEvent): string {
  try {
    return JSON.stringify(event, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  } catch (error) {
    return JSON.stringify({ type: event.type, unserialisable: String(error) });
  }
}
