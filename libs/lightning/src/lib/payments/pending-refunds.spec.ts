import { EngineStore } from '../persistence/engine-store';
import { InMemoryKvStore } from '@rln/core/testing';
import { PendingRefunds } from './pending-refunds';

describe('PendingRefunds', () => {
  it('keeps a refund waiting, then paying its accepted invoice, across reloads, until it is taken', async () => {
    const store = new EngineStore(new InMemoryKvStore());
    const refunds = new PendingRefunds(store);
    await refunds.add({ paymentId: 'aa', amountMsat: 5_000n, expiryUnixSecs: 100 });
    await refunds.add({ paymentId: 'bb', amountMsat: 7_000n, expiryUnixSecs: 200 });
    const marked = refunds.markPaying('aa', 'cafe');
    // In memory at once: a second invoice arriving before the write is done is not accepted.
    expect(refunds.get('aa')?.invoiceHex).toBe('cafe');
    await marked;
    expect(refunds.markPaying('unknown', 'beef')).toBe(false);

    const reloaded = new PendingRefunds(store);
    await reloaded.load();
    expect(reloaded.paying()).toEqual([{ paymentId: 'aa', amountMsat: 5_000n, expiryUnixSecs: 100, invoiceHex: 'cafe' }]);
    expect(reloaded.awaitingInvoice()).toEqual([{ paymentId: 'bb', amountMsat: 7_000n, expiryUnixSecs: 200, invoiceHex: null }]);
    expect(reloaded.list()).toHaveLength(2);

    const taken = reloaded.take('aa');
    expect(taken.taken).toBe(true);
    await taken.durable;
    expect(reloaded.take('aa').taken).toBe(false);
    const again = new PendingRefunds(store);
    await again.load();
    expect(again.list().map((r) => r.paymentId)).toEqual(['bb']);
  });
});
