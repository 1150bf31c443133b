import { EventService } from './event.service';
import { InMemoryEventQueue } from '../testing';

describe('EventService', () => {
  it('returns the same oldest event until it is handled, then the next', async () => {
    const events = new EventService(new InMemoryEventQueue());
    await events.publish('ChannelPending', { channel_id: 'a' });
    await events.publish('ChannelReady', { channel_id: 'a' });
    const first = await events.waitNext(0);
    expect(first?.type).toBe('ChannelPending');
    expect((await events.waitNext(0))?.id).toBe(first?.id);
    await events.handled(first!.id);
    expect((await events.waitNext(0))?.type).toBe('ChannelReady');
  });

  it('returns null when nothing arrives in time', async () => {
    const events = new EventService(new InMemoryEventQueue(), 10);
    await expect(events.waitNext(0.05)).resolves.toBeNull();
  });

  it('wakes a waiter as soon as an event is published', async () => {
    const events = new EventService(new InMemoryEventQueue(), 60_000);
    const waiting = events.waitNext(30);
    setTimeout(() => void events.publish('PaymentReceived', { payment_id: 'p' }), 20);
    await expect(waiting).resolves.toMatchObject({ type: 'PaymentReceived' });
  });

  it('refuses to acknowledge an unknown or already handled id', async () => {
    const events = new EventService(new InMemoryEventQueue());
    const event = (await events.publish('ChannelClosed', {}))!;
    await events.handled(event.id);
    await expect(events.handled(event.id)).rejects.toMatchObject({ code: 'NotFound' });
    await expect(events.handled(99n)).rejects.toMatchObject({ code: 'NotFound' });
  });
});

describe('EventService dedupe', () => {
  it('appends an event once per dedupe key', async () => {
    const events = new EventService(new InMemoryEventQueue());
    expect(await events.publish('PaymentSuccessful', { payment_id: 'a' }, 'PaymentSuccessful:a')).not.toBeNull();
    expect(await events.publish('PaymentSuccessful', { payment_id: 'a' }, 'PaymentSuccessful:a')).toBeNull();
    const first = await events.waitNext(0);
    await events.handled(first!.id);
    expect(await events.waitNext(0)).toBeNull();
  });
});
