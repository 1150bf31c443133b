import { EventQueue } from '../lib/event-queue.port';
import { NodeEvent, NodeEventType } from '../lib/node-event';

export class InMemoryEventQueue implements EventQueue {
  private readonly events: (NodeEvent & { handled: boolean })[] = [];
  private readonly keys = new Set<string>();

  async append(type: NodeEventType, data: Record<string, unknown>, dedupeKey?: string): Promise<NodeEvent | null> {
    if (dedupeKey !== undefined) {
      if (this.keys.has(dedupeKey)) return null;
      this.keys.add(dedupeKey);
    }
    const event = { id: BigInt(this.events.length + 1), type, data, createdAt: new Date(), handled: false };
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
}

function strip({ handled: _handled, ...event }: NodeEvent & { handled: boolean }): NodeEvent {
  return event;
}
