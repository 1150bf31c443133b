import { EventQueue } from '../lib/event-queue.port';
import { NodeEvent, NodeEventType } from '../lib/node-event';

export class InMemoryEventQueue implements EventQueue {
  private events: (NodeEvent & { handled: boolean; dedupeKey?: string })[] = [];
  private readonly keys = new Set<string>();
  private lastId = 0n;
  /** When appended events say they were created (tests move it to make old events). */
  now: () => Date = () => new Date();

  async append(type: NodeEventType, data: Record<string, unknown>, dedupeKey?: string): Promise<NodeEvent | null> {
    if (dedupeKey !== undefined) {
      if (this.keys.has(dedupeKey)) return null;
      this.keys.add(dedupeKey);
    }
    const event = { id: ++this.lastId, type, data, createdAt: this.now(), handled: false, dedupeKey };
    this.events.push(event);
    return strip(event);
  }
  async oldestUnhandled(): Promise<NodeEvent | null> {
    const event = this.events.find((e) => !e.handled);
    return event ? strip(event) : null;
  }
  async markHandled(id: bigint): Promise<boolean> {
    const event = this.events.find((e) => e.id === id && !e.handled);
    if (event) event.handled = true;
    return Boolean(event);
  }
  async pruneCreatedBefore(cutoff: Date): Promise<number> {
    const before = this.events.length;
    for (const e of this.events) if (e.createdAt < cutoff && e.dedupeKey !== undefined) this.keys.delete(e.dedupeKey);
    this.events = this.events.filter((e) => e.createdAt >= cutoff);
    return before - this.events.length;
  }
}

function strip({ handled: _handled, dedupeKey: _dedupeKey, ...event }: NodeEvent & { handled: boolean; dedupeKey?: string }): NodeEvent {
  return event;
}
