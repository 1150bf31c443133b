import { InMemoryPaymentStore, UnusedPaymentEngine } from '../../testing';
import { PaymentEngine } from '../ports/payment-engine.port';
import { PaymentService } from './payment.service';
import { SpontaneousPaymentService } from './spontaneous-payment.service';

const PAYEE = '02' + 'ab'.repeat(32);

class FakeKeysend extends UnusedPaymentEngine {
  sent: Array<Parameters<PaymentEngine['sendKeysend']>[0]> = [];
  override nodeId() {
    return '03' + 'cd'.repeat(32);
  }
  override sendKeysend(request: Parameters<PaymentEngine['sendKeysend']>[0]) {
    this.sent.push(request);
    return { paymentId: 'x', paymentHash: 'y' } as unknown as ReturnType<PaymentEngine['sendKeysend']>;
  }
}

describe('SpontaneousPaymentService with an idempotent operation key', () => {
  let engine: FakeKeysend;
  let keysend: SpontaneousPaymentService;
  beforeEach(() => {
    engine = new FakeKeysend();
    keysend = new SpontaneousPaymentService(engine, new PaymentService(new InMemoryPaymentStore(), { abandon: async () => undefined }));
  });

  it('answers a retry under the same key with the first payment and sends nothing more', async () => {
    const first = await keysend.send(PAYEE, 1_000n, [], 'op-1');
    const again = await keysend.send(PAYEE, 1_000n, [], 'op-1');
    expect(again.id).toBe(first.id);
    expect(engine.sent).toHaveLength(1);
  });

  it('pays under the same key again when the engine refused the first outright (nothing left)', async () => {
    const refusing = new (class extends FakeKeysend {
      refuse = true;
      override sendKeysend(request: Parameters<PaymentEngine['sendKeysend']>[0]) {
        if (this.refuse) throw new Error('no route');
        return super.sendKeysend(request);
      }
    })();
    const payments = new PaymentService(new InMemoryPaymentStore(), { abandon: async () => undefined });
    const service = new SpontaneousPaymentService(refusing, payments);
    await expect(service.send(PAYEE, 1_000n, [], 'op-1')).rejects.toThrow('no route');
    refusing.refuse = false;
    const paid = await service.send(PAYEE, 1_000n, [], 'op-1');
    expect(paid.status).toBe('Pending');
    expect(refusing.sent).toHaveLength(1);
    expect((await service.send(PAYEE, 1_000n, [], 'op-1')).id).toBe(paid.id);
  });

  it('answers a payment failed at start-up as never sent, without paying again (that is no proof nothing left)', async () => {
    const store = new InMemoryPaymentStore();
    const payments = new PaymentService(store, { abandon: async () => undefined });
    const service = new SpontaneousPaymentService(engine, payments);
    const first = await service.send(PAYEE, 1_000n, [], 'op-1');
    await payments.reconcileUntracked(new Date(Date.now() + 1_000), new Set());
    const again = await service.send(PAYEE, 1_000n, [], 'op-1');
    expect(again).toMatchObject({ id: first.id, status: 'Failed' });
    expect(engine.sent).toHaveLength(1);
  });

  it('pays again under another key or without one', async () => {
    const first = await keysend.send(PAYEE, 1_000n, [], 'op-1');
    const other = await keysend.send(PAYEE, 1_000n, [], 'op-2');
    const plain = await keysend.send(PAYEE, 1_000n, []);
    expect(new Set([first.id, other.id, plain.id]).size).toBe(3);
    expect(engine.sent).toHaveLength(3);
  });
});
