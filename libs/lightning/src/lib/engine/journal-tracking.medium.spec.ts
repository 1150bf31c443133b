import { createHash, randomBytes } from 'node:crypto';
import { TestNode } from '../../testing/test-node';
import { waitUntil } from '../../testing/recording-sink';
import { openConfirmedChannel } from '../../testing/regtest-channels';
import { RegtestChain } from '../../testing/regtest-chain';
import { codeOf } from '../../testing/error-code';
import { KV } from '../persistence/kv-namespaces';

jest.setTimeout(180_000);

/**
 * The start-up reconcile (libs/lightning-payments) fails every Pending outbound record whose id
 * `trackedOutboundPaymentIds` lacks, as "never sent". LDK forgets a fulfilled payment a few
 * timer ticks after its PaymentSent was handled, and the handler only journals the event: while
 * the database is down, the journal holds the success LDK no longer remembers. Such a payment
 * must still count as tracked, before and after a restart, until its event was delivered.
 */
describe('trackedOutboundPaymentIds and the event journal', () => {
  let net: RegtestChain;
  let alice: TestNode;
  let bob: TestNode;

  beforeAll(async () => {
    net = await RegtestChain.start('journal');
    const chain = net.funds;
    const source = net.source;
    // Fast manager ticks: LDK forgets a fulfilled payment after seven of them.
    alice = await new TestNode('alice', source, { kind: 'postgres', url: await net.databaseUrl() }, undefined, { managerTickMs: 200 }).start();
    bob = await new TestNode('bob', source, { kind: 'pglite', dataDir: 'memory' }).start();
    await openConfirmedChannel(chain, alice, bob, 500_000n);
  });

  afterAll(async () => {
    await net?.stop(alice, bob);
  });

  it('names a payment whose PaymentSent waits in the journal after LDK forgot it, also after a restart', async () => {
    const preimage = randomBytes(32);
    const hash = createHash('sha256').update(preimage).digest('hex');
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 3_000_000n, description: 'journaled success', paymentHash: hash });
    alice.sink.failing = true; // the database is down
    const { paymentId } = alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    bob.engine.claimForHash(hash, preimage.toString('hex'));
    await waitUntil(async () => (await alice.journaled()).some((e) => e.type === 'PaymentSent' && e.paymentHash === hash), 30_000, 'PaymentSent journaled');

    // LDK's own view: "already succeeded" while it remembers the payment, unknown once it forgot it.
    await waitUntil(() => codeOf(() => alice.engine.abandonPayment(paymentId)) === 'PaymentNotFound', 60_000, 'LDK to forget the fulfilled payment');
    expect(alice.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(true);

    await alice.stop();
    await alice.start();
    expect(codeOf(() => alice.engine.abandonPayment(paymentId))).toBe('PaymentNotFound');
    expect(alice.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(true);

    // Once the database takes the event, the payment is no longer tracked anywhere.
    alice.sink.failing = false;
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentId === paymentId, 60_000);
    expect(sent.preimage).toBe(preimage.toString('hex'));
    await waitUntil(() => !alice.engine.trackedOutboundPaymentIds().has(paymentId), 10_000, 'the delivered payment to leave the tracked set');
  });

  // The journal is stored only with the ChannelManager write after LDK handled the event: until
  // that commits, the stored manager still holds the event, and the sink must not have it.
  it('delivers a PaymentSent only once the manager write storing its record committed; killed before, LDK offers it again', async () => {
    const preimage = randomBytes(32);
    const hash = createHash('sha256').update(preimage).digest('hex');
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 2_000_000n, description: 'journaled with the manager', paymentHash: hash });
    const { paymentId } = alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    alice.gate.close(KV.eventJournal); // a slow database for the writes carrying journaled events
    bob.engine.claimForHash(hash, preimage.toString('hex'));
    await waitUntil(() => alice.gate.held(KV.eventJournal) > 0, 30_000, 'a manager write carrying the journaled PaymentSent');
    await new Promise((r) => setTimeout(r, 1_000));
    const sentTo = (node: TestNode) => node.sink.events.filter((e) => e.type === 'PaymentSent' && e.paymentId === paymentId);
    expect(sentTo(alice)).toEqual([]);
    expect(alice.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(true);

    // Killed before that write committed: the stored manager is older than LDK's handling.
    alice.gate.die();
    alice.gate.open(KV.eventJournal);
    await waitUntil(() => !alice.engine.isRunning(), 30_000, 'the engine to stop on the failed write');
    expect(await alice.journaled()).not.toContainEqual(expect.objectContaining({ type: 'PaymentSent', paymentId }));
    await alice.stop();
    await alice.start();
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentId === paymentId, 60_000);
    expect(sent.preimage).toBe(preimage.toString('hex'));
    expect(sentTo(alice)).toHaveLength(1);
    expect(alice.sink.events.filter((e) => e.type === 'ChannelClosed')).toEqual([]);
  });
});
