import { PaymentService } from './payment.service';
import { NewPayment } from '../domain/new-payment';
import { InMemoryPaymentStore } from '../../testing';
import { PaymentEngine } from '../ports/payment-engine.port';

const HASH = 'ab'.repeat(32);

function outbound(id = HASH): NewPayment {
  return {
    id,
    kind: 'Bolt11',
    direction: 'Outbound',
    amountMsat: 1_000_000n,
    feePaidMsat: null,
    paymentHash: id,
    preimage: null,
    htlcLocked: false,
    counterpartyNodeId: null,
    invoice: 'lnbcrt...',
    description: null,
    customTlvs: [],
    failureReason: null,
  };
}

describe('PaymentService', () => {
  let store: InMemoryPaymentStore;
  let abandoned: string[];
  let service: PaymentService;

  beforeEach(() => {
    store = new InMemoryPaymentStore();
    abandoned = [];
    const engine: Pick<PaymentEngine, 'abandon'> = { abandon: async (id) => void abandoned.push(id) };
    service = new PaymentService(store, engine, () => new Date(), 20);
  });

  it('records Pending, then moves to a terminal state exactly once', async () => {
    await service.recordPending(outbound());
    expect((await service.succeed(HASH, { feePaidMsat: 10n, preimage: 'cd'.repeat(32) }))?.status).toBe('Succeeded');
    expect(await service.fail(HASH, 'late failure', 'UnexpectedError')).toBeNull();
    expect(await service.succeed(HASH)).toBeNull();
    expect(await service.get(HASH)).toMatchObject({ status: 'Succeeded', feePaidMsat: 10n, failureReason: null });
  });

  it('refuses a duplicate of a Pending or Succeeded payment but retries a Failed one', async () => {
    await service.recordPending(outbound());
    await expect(service.recordPending(outbound())).rejects.toMatchObject({ code: 'Conflict' });
    await service.fail(HASH, 'no route', 'NoRoute');
    const retried = await service.recordPending(outbound());
    expect(retried).toMatchObject({ status: 'Pending', failureReason: null });
    await service.succeed(HASH);
    await expect(service.recordPending(outbound())).rejects.toMatchObject({ code: 'Conflict' });
  });

  it('lets a success override an earlier failure (money moved), never the reverse', async () => {
    await service.recordPending(outbound());
    await service.fail(HASH, 'stale failure', 'UnexpectedError');
    expect(await service.succeed(HASH, { preimage: 'cd'.repeat(32) })).toMatchObject({ status: 'Succeeded', preimage: 'cd'.repeat(32) });
  });

  it('never turns a failed inbound record into an outbound retry', async () => {
    await service.recordPending({ ...outbound(), direction: 'Inbound' });
    await service.fail(HASH, 'failed by the payee', 'RecipientRejected');
    await expect(service.recordPending(outbound())).rejects.toMatchObject({ code: 'Conflict' });
  });

  it('fails Pending outbound payments the engine never got, after a restart', async () => {
    await service.recordPending(outbound('01'.repeat(32)));
    await service.recordPending(outbound('02'.repeat(32)));
    const failed = await service.reconcileUntracked(new Date(Date.now() + 1000), new Set(['02'.repeat(32)]));
    expect(failed).toEqual(['01'.repeat(32)]);
    expect((await service.get('01'.repeat(32))).status).toBe('Failed');
    expect((await service.get('02'.repeat(32))).status).toBe('Pending');
  });

  it('keeps Pending, after a restart, an untracked outbound payment another protocol still carries (an RGB asset HTLC in flight)', async () => {
    await service.recordPending(outbound('01'.repeat(32)));
    await service.recordPending(outbound('03'.repeat(32)));
    const failed = await service.reconcileUntracked(new Date(Date.now() + 1000), new Set(), async (payment) => payment.id === '03'.repeat(32));
    expect(failed).toEqual(['01'.repeat(32)]);
    expect((await service.get('03'.repeat(32))).status).toBe('Pending');
  });

  it('wait returns as soon as the payment becomes terminal', async () => {
    await service.recordPending(outbound());
    setTimeout(() => void service.succeed(HASH), 30);
    await expect(service.wait(HASH, 10)).resolves.toMatchObject({ status: 'Succeeded' });
  });

  it('wait times out with PaymentTimeout and leaves the state unchanged', async () => {
    await service.recordPending(outbound());
    await expect(service.wait(HASH, 0.05)).rejects.toMatchObject({ code: 'PaymentTimeout' });
    expect((await service.get(HASH)).status).toBe('Pending');
  });

  it('wait and get on an unknown id are PaymentNotFound', async () => {
    await expect(service.get('00'.repeat(32))).rejects.toMatchObject({ code: 'PaymentNotFound' });
    await expect(service.wait('00'.repeat(32), 1)).rejects.toMatchObject({ code: 'PaymentNotFound' });
  });

  it('abandons only Pending outbound payments', async () => {
    await service.recordPending(outbound());
    await service.abandon(HASH);
    expect(abandoned).toEqual([HASH]);
    await service.fail(HASH, 'abandoned', 'UserAbandoned');
    await expect(service.abandon(HASH)).rejects.toMatchObject({ code: 'Conflict' });
    const inbound = { ...outbound('cc'.repeat(32)), direction: 'Inbound' as const };
    await service.recordPending(inbound);
    await expect(service.abandon(inbound.id)).rejects.toMatchObject({ code: 'Conflict' });
    await expect(service.abandon('ee'.repeat(32))).rejects.toMatchObject({ code: 'PaymentNotFound' });
  });

  it('pages through payments with a cursor and validates the limit', async () => {
    for (const b of ['01', '02', '03']) await service.recordPending(outbound(b.repeat(32)));
    const first = await service.list(2, null);
    expect(first.payments.map((p) => p.id.slice(0, 2))).toEqual(['01', '02']);
    const second = await service.list(2, first.nextCursor);
    expect(second.payments.map((p) => p.id.slice(0, 2))).toEqual(['03']);
    expect(second.nextCursor).toBeNull();
    await expect(service.list(0)).rejects.toMatchObject({ code: 'InvalidRequest' });
    await expect(service.list(10_001)).rejects.toMatchObject({ code: 'InvalidRequest' });
  });
});
