import { EventService, type NodeEvent } from '@rln/events';
import { InMemoryEventQueue } from '@rln/events/testing';
import type { LightningEvent } from '@rln/lightning';
import { PaymentService, type NewPayment } from '@rln/payments';
import { InMemoryPaymentStore } from '@rln/payments/testing';
import pino from 'pino';
import { LightningEventRouter } from './lightning-event-router';

const HASH = 'ab'.repeat(32);
const PREIMAGE = 'cd'.repeat(32);

function pending(direction: 'Inbound' | 'Outbound', id = HASH): NewPayment {
  return {
    id,
    kind: 'Bolt11',
    direction,
    amountMsat: 5_000n,
    feePaidMsat: null,
    paymentHash: id,
    preimage: null,
    htlcLocked: false,
    counterpartyNodeId: null,
    invoice: 'lnbcrt…',
    description: null,
    customTlvs: [],
    failureReason: null,
  };
}

describe('LightningEventRouter (engine events → payment records and client events)', () => {
  let payments: PaymentService;
  let events: EventService;
  let failedBack: string[];
  let router: LightningEventRouter;

  const clientEvents = async (): Promise<NodeEvent[]> => {
    const out: NodeEvent[] = [];
    for (let next = await events.waitNext(0); next; next = await events.waitNext(0)) {
      out.push(next);
      await events.handled(next.id);
    }
    return out;
  };

  beforeEach(() => {
    payments = new PaymentService(new InMemoryPaymentStore(), { abandon: async () => undefined }, () => new Date(), 20);
    events = new EventService(new InMemoryEventQueue());
    failedBack = [];
    router = new LightningEventRouter(payments, events, (hash) => failedBack.push(hash), pino({ level: 'silent' }));
  });

  it('settles an outbound payment once, however often PaymentSent is delivered', async () => {
    await payments.recordPending(pending('Outbound'));
    const sent: LightningEvent = { type: 'PaymentSent', paymentId: HASH, paymentHash: HASH, preimage: PREIMAGE, feePaidMsat: 7n };
    await router.publish(sent);
    await router.publish(sent); // the journal or LDK delivers again after a crash
    expect(await payments.find(HASH)).toMatchObject({ status: 'Succeeded', preimage: PREIMAGE, feePaidMsat: 7n });
    const published = await clientEvents();
    expect(published.map((e) => e.type)).toEqual(['PaymentSuccessful']);
    expect(published[0].data).toEqual({ payment_id: HASH, payment_hash: HASH, fee_paid_msat: '7' });
  });

  it('keeps a success when a stale PaymentFailed arrives after it', async () => {
    await payments.recordPending(pending('Outbound'));
    await router.publish({ type: 'PaymentSent', paymentId: HASH, paymentHash: HASH, preimage: PREIMAGE, feePaidMsat: null });
    await router.publish({ type: 'PaymentFailed', paymentId: HASH, paymentHash: HASH, reason: 'late', reasonCode: null });
    expect((await payments.find(HASH))?.status).toBe('Succeeded');
    expect((await clientEvents()).map((e) => e.type)).toEqual(['PaymentSuccessful']);
  });

  it('stores the failure as a code beside the readable reason', async () => {
    await payments.recordPending(pending('Outbound'));
    await router.publish({ type: 'PaymentFailed', paymentId: HASH, paymentHash: HASH, reason: 'no route to the recipient was found', reasonCode: 'RouteNotFound' });
    expect(await payments.find(HASH)).toMatchObject({ status: 'Failed', failureReason: 'no route to the recipient was found', failureCode: 'NoRoute' });
    expect((await clientEvents()).map((e) => e.data)).toEqual([{ payment_id: HASH, payment_hash: HASH, reason: 'no route to the recipient was found' }]);
  });

  it('records a keysend payment that had no record, once, with its custom TLVs', async () => {
    const claimed: LightningEvent = {
      type: 'PaymentClaimed',
      paymentHash: HASH,
      amountMsat: 9_000n,
      purpose: 'spontaneous',
      customTlvs: [{ type: 65_537n, valueHex: 'beef' }],
      counterpartyNodeId: '02'.padEnd(66, '1'),
    };
    await router.publish(claimed);
    await router.publish(claimed);
    expect(await payments.find(HASH)).toMatchObject({ kind: 'Spontaneous', direction: 'Inbound', status: 'Succeeded', amountMsat: 9_000n });
    const published = await clientEvents();
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ type: 'PaymentReceived', data: { amount_msat: '9000', custom_tlvs: [{ type: '65537', value_hex: 'beef' }] } });
  });

  it('marks a held payment and tells the client; fails back an HTLC for a payment that is not pending', async () => {
    await payments.recordPending(pending('Inbound'));
    await router.publish({ type: 'PaymentClaimable', paymentHash: HASH, amountMsat: 5_000n, purpose: 'hold', customTlvs: [], claimDeadlineHeight: 150 });
    expect((await payments.find(HASH))?.htlcLocked).toBe(true);
    expect((await clientEvents()).map((e) => e.type)).toEqual(['PaymentClaimable']);

    const unknown = 'ef'.repeat(32);
    await router.publish({ type: 'PaymentClaimable', paymentHash: unknown, amountMsat: 1n, purpose: 'hold', customTlvs: [], claimDeadlineHeight: 150 });
    expect(failedBack).toEqual([unknown]);
    expect(await clientEvents()).toEqual([]);
  });

  it('publishes channel events once per channel', async () => {
    const ready: LightningEvent = { type: 'ChannelReady', channelId: 'c1', userChannelId: 42n, counterpartyNodeId: '03'.padEnd(66, '2') };
    await router.publish(ready);
    await router.publish(ready);
    const published = await clientEvents();
    expect(published).toHaveLength(1);
    expect(published[0].data).toEqual({ channel_id: 'c1', user_channel_id: '42', counterparty_node_id: '03'.padEnd(66, '2') });
  });
});
