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

  it('pays again under another key or without one', async () => {
    const first = await keysend.send(PAYEE, 1_000n, [], 'op-1');
    const other = await keysend.send(PAYEE, 1_000n, [], 'op-2');
    const plain = await keysend.send(PAYEE, 1_000n, []);
    expect(new Set([first.id, other.id, plain.id]).size).toBe(3);
    expect(engine.sent).toHaveLength(3);
  });
});
