import { createHash } from 'node:crypto';
import { InMemoryPaymentStore, UnusedPaymentEngine } from '../../testing';
import { newPayment } from '../domain/new-payment';
import { Bolt11PaymentService } from './bolt11-payment.service';
import { PaymentService } from './payment.service';

/** Holds the HTLC sets a test names and records the claims it is asked for. */
class FakeHolds extends UnusedPaymentEngine {
  held: string[] = [];
  claims: Array<{ paymentHash: string; preimage: string }> = [];
  override heldPaymentHashes(): string[] {
    return [...this.held];
  }
  override claimForHash(paymentHash: string, preimage: string): void {
    this.claims.push({ paymentHash, preimage });
  }
}

const preimageOf = (n: number) => n.toString(16).padStart(2, '0').repeat(32);
const hashOf = (preimage: string) => createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');

describe('Bolt11PaymentService.resumeClaims', () => {
  it('claims again exactly the held HTLCs whose preimage claim_for_hash stored on a Pending record', async () => {
    const engine = new FakeHolds();
    const payments = new PaymentService(new InMemoryPaymentStore(), engine);
    const bolt11 = new Bolt11PaymentService(engine, payments);
    const hold = async (n: number) => {
      const hash = hashOf(preimageOf(n));
      await payments.recordPending(newPayment({ id: hash, kind: 'Bolt11', direction: 'Inbound', amountMsat: 1_000n, paymentHash: hash }));
      await payments.updatePending(hash, { htlcLocked: true });
      engine.held.push(hash);
      return hash;
    };
    const claimed = await hold(1); // the client claimed; the process died before LDK persisted it
    await payments.updatePending(claimed, { preimage: preimageOf(1) });
    await hold(2); // waiting for the client: no preimage yet
    const failed = await hold(3); // failed by the client after storing nothing
    await payments.fail(failed, 'failed by the payee (fail_for_hash)', 'RecipientRejected');
    const settled = await hold(4); // LDK's PaymentClaimed was recorded, its hold not yet released
    await payments.updatePending(settled, { preimage: preimageOf(4) });
    await payments.succeed(settled);
    engine.held.push(hashOf(preimageOf(5))); // held by the engine with no record at all

    expect(await bolt11.resumeClaims()).toEqual([claimed]);
    expect(engine.claims).toEqual([{ paymentHash: claimed, preimage: preimageOf(1) }]);
  });

  it('claims nothing when the engine holds nothing', async () => {
    const engine = new FakeHolds();
    const bolt11 = new Bolt11PaymentService(engine, new PaymentService(new InMemoryPaymentStore(), engine));
    expect(await bolt11.resumeClaims()).toEqual([]);
    expect(engine.claims).toEqual([]);
  });
});
