import { NodeEvent, NodeEventType } from './node-event';

/** Durable, ordered queue. `append` is called inside the same unit of work as the change it reports. */
export interface EventQueue {
  /**
   * Appends an event. With `dedupeKey`, a second append with the same key changes nothing and
   * returns null (replays of the same cause after a crash).
   */
  append(type: NodeEventType, data: Record<string, unknown>, dedupeKey?: string): Promise<NodeEvent | null>;
  /** The oldest event not yet acknowledged. */
  oldestUnhandled(): Promise<NodeEvent | null>;
  /** Marks the event handled; false when no unhandled event has this id. */
  markHandled(id: bigint): Promise<boolean>;
  /**
   * Deletes every event created before `cutoff`, acknowledged or not (the retention limit);
   * returns how many. Their dedupe keys go with them.
   */
  pruneCreatedBefore(cutoff: Date): Promise<number>;
}

export const EVENT_QUEUE = Symbol('EventQueue');
