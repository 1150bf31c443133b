import { EngineStore } from '../persistence/engine-store';
import { InMemoryKvStore } from '@rln/core/testing';
import { HeldPayments } from './held-payments';

describe('HeldPayments', () => {
  it('records held payments durably, releases them, and drops those past their deadline', async () => {
    const store = new EngineStore(new InMemoryKvStore());
    const held = new HeldPayments(store);
    await held.hold({ paymentHash: 'aa', amountMsat: 5_000n, claimDeadlineHeight: 120 });
    await held.hold({ paymentHash: 'bb', amountMsat: 7_000n, claimDeadlineHeight: null });

    const reloaded = new HeldPayments(store);
    await reloaded.load();
    expect(reloaded.get('aa')).toEqual({ paymentHash: 'aa', amountMsat: 5_000n, claimDeadlineHeight: 120 });
    expect(reloaded.list()).toHaveLength(2);

    await reloaded.releaseExpired(120);
    expect(reloaded.get('aa')).toBeDefined();
    await reloaded.releaseExpired(121);
    expect(reloaded.get('aa')).toBeUndefined();
    await reloaded.release('bb');
    await reloaded.release('unknown');

    const again = new HeldPayments(store);
    await again.load();
    expect(again.list()).toEqual([]);
  });
});
