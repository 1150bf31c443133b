import type { LightningEvent } from '../domain/lightning-event';

/**
 * Receives the engine's events. The engine lets LDK forget an event only after `publish`
 * resolved, so a sink that stores durably (the node event queue) gets every event at least
 * once, across crashes; a rejected `publish` is retried later with the same event.
 */
export interface LightningEventSink {
  publish(event: LightningEvent): Promise<void>;
}

export const LIGHTNING_EVENT_SINK = Symbol('LightningEventSink');
