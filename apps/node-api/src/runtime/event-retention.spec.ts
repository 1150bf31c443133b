import pino from 'pino';
import { EventService } from '@rln/events';
import { InMemoryEventQueue } from '@rln/events/testing';
import { EventRetention } from './event-retention';

const logger = pino({ level: 'silent' });
const HOUR = 3_600_000;

describe('EventRetention', () => {
  it('deletes events older than the retention, acknowledged or not, and keeps the rest', async () => {
    const queue = new InMemoryEventQueue();
    const events = new EventService(queue);
    const now = new Date('2030-01-10T00:00:00Z');
    queue.now = () => new Date(now.getTime() - 200 * HOUR);
    const handled = (await events.publish('ChannelReady', { channel_id: 'a' }))!;
    await events.handled(handled.id);
    await events.publish('PaymentReceived', { payment_id: 'b' }, 'PaymentReceived:b');
    queue.now = () => new Date(now.getTime() - 167 * HOUR);
    const kept = (await events.publish('ChannelReady', { channel_id: 'c' }))!;

    expect(await new EventRetention(events, 168, logger).runOnce(now)).toBe(2);
    expect(await queue.oldestUnhandled()).toMatchObject({ id: kept.id });
    expect(await new EventRetention(events, 1, logger).runOnce(now)).toBe(1);
    expect(await queue.oldestUnhandled()).toBeNull();
  });

  it('survives a failed run and tries again on the next', async () => {
    const queue = new InMemoryEventQueue();
    let down = true;
    const prune = queue.pruneCreatedBefore.bind(queue);
    queue.pruneCreatedBefore = (cutoff) => (down ? Promise.reject(new Error('database away')) : prune(cutoff));
    const retention = new EventRetention(new EventService(queue), 1, logger);
    expect(await retention.runOnce()).toBeNull();
    down = false;
    expect(await retention.runOnce()).toBe(0);
  });
});
