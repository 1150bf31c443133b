import { createHash, randomBytes } from 'node:crypto';
import { TestNode } from '../../testing/test-node';
import { waitUntil } from '../../testing/recording-sink';
import { channelOf, openConfirmedChannel, type RegtestFunds } from '../../testing/regtest-channels';
import type { ChannelInfo } from '../domain/engine-views';
import { LightningError } from './lightning.error';
import { RegtestChain } from '../../testing/regtest-chain';
import { codeOf } from '../../testing/error-code';

jest.setTimeout(120_000);

const BOLT11_SPEC_EXAMPLE =
  'lnbc2500u1pvjluezsp5zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zyg3zygspp5qqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqqqsyqcyq5rqwzqfqypqdq5xysxxatsyp3k7enxv4jsxqzpu9qrsgquk0rl77nj30yxdy8j9vdx85fkpmdla2087ne0xh8nhedh8w27kyke0lp53ut353s06fv3qfegext0eh0ymjpf39tuven09sam30g4vgpfna3rh';

function newPreimage(): { preimage: string; hash: string } {
  const preimage = randomBytes(32);
  return { preimage: preimage.toString('hex'), hash: createHash('sha256').update(preimage).digest('hex') };
}

// Payments between two engines on btcd (alice PostgreSQL, bob PGlite) over two channels
// alice → bob opened once. Each test creates its own invoices and payments and asserts only
// on them, so the tests do not depend on each other's order.
describe('LightningEngine payments on btcd', () => {
  let net: RegtestChain;
  let chain: RegtestFunds;
  let alice: TestNode;
  let bob: TestNode;
  let big: ChannelInfo;
  let small: ChannelInfo;

  beforeAll(async () => {
    net = await RegtestChain.start('pay');
    chain = net.funds;
    const source = net.source;
    alice = await new TestNode('alice', source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    bob = await new TestNode('bob', source, { kind: 'pglite', dataDir: 'memory' }).start();
    big = await openConfirmedChannel(chain, alice, bob, 1_000_000n);
    small = await openConfirmedChannel(chain, alice, bob, 300_000n);
  });

  afterAll(async () => {
    await net?.stop(alice, bob);
  });

  it('holds a hold-invoice payment until claimForHash; then bob sees PaymentClaimed and alice PaymentSent', async () => {
    const { preimage, hash } = newPreimage();
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 30_000_000n, description: 'hold me', paymentHash: hash });
    expect(invoice.paymentHash).toBe(hash);
    expect(codeOf(() => bob.engine.claimForHash(hash, preimage))).toBe('PaymentNotFound'); // nothing held yet

    const { paymentId } = alice.engine.payBolt11Invoice(invoice.invoice);
    expect(paymentId).toBe(hash);
    const claimable = await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    expect(claimable).toMatchObject({ amountMsat: 30_000_000n, purpose: 'hold', customTlvs: [] });
    expect(claimable.claimDeadlineHeight).toEqual(expect.any(Number));
    expect(bob.engine.heldPayment(hash)).toMatchObject({ amountMsat: 30_000_000n });
    // Bob holds the HTLC: alice cannot have the preimage yet.
    expect(alice.sink.events.some((e) => e.type === 'PaymentSent' && e.paymentHash === hash)).toBe(false);

    expect(codeOf(() => bob.engine.claimForHash(hash, randomBytes(32).toString('hex')))).toBe('InvalidRequest');
    bob.engine.claimForHash(hash, preimage);
    const claimed = await bob.sink.next('PaymentClaimed', (e) => e.paymentHash === hash);
    expect(claimed).toMatchObject({ amountMsat: 30_000_000n, purpose: 'hold', counterpartyNodeId: alice.engine.nodeId() });
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentHash === hash);
    expect(sent).toMatchObject({ paymentId: hash, preimage });
    await waitUntil(() => bob.engine.heldPayment(hash) === null, 10_000, 'held payment released');
  });

  it('fails a held payment with failForHash; alice sees PaymentFailed with a readable reason', async () => {
    const { preimage, hash } = newPreimage();
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 11_000_000n, description: 'fail me', paymentHash: hash });
    alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    bob.engine.failForHash(hash);
    const failed = await alice.sink.next('PaymentFailed', (e) => e.paymentHash === hash);
    expect(failed).toMatchObject({ paymentId: hash, reasonCode: 'RecipientRejected', reason: 'the recipient rejected the payment' });
    expect(codeOf(() => bob.engine.claimForHash(hash, preimage))).toBe('PaymentNotFound');
    expect(codeOf(() => bob.engine.failForHash(hash))).toBe('PaymentNotFound');
    expect(bob.sink.events.some((e) => e.type === 'PaymentClaimed' && e.paymentHash === hash)).toBe(false);
  });

  it('sends keysend with custom TLVs; bob claims it at once and his PaymentClaimed carries the TLVs', async () => {
    const tlvs = [
      { type: 70_000n, value: Uint8Array.from([1, 2, 3]) },
      { type: 65_537n, value: new TextEncoder().encode('hello bob') },
    ];
    expect(codeOf(() => alice.engine.sendKeysend({ counterpartyNodeId: bob.engine.nodeId(), amountMsat: 1_000n, customTlvs: [{ type: 100n, value: Uint8Array.of(1) }] }))).toBe(
      'InvalidRequest',
    );
    const { preimage, hash } = newPreimage();
    const attempt = alice.engine.sendKeysend({ counterpartyNodeId: bob.engine.nodeId(), amountMsat: 12_345_000n, customTlvs: tlvs, preimage });
    expect(attempt).toEqual({ paymentId: hash, paymentHash: hash });
    const claimed = await bob.sink.next('PaymentClaimed', (e) => e.paymentHash === hash);
    expect(claimed).toMatchObject({
      amountMsat: 12_345_000n,
      purpose: 'spontaneous',
      customTlvs: [
        { type: 65_537n, valueHex: Buffer.from('hello bob').toString('hex') },
        { type: 70_000n, valueHex: '010203' },
      ],
    });
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentHash === hash);
    expect(sent).toMatchObject({ paymentId: hash, preimage });
    expect(bob.sink.events.some((e) => e.type === 'PaymentClaimable' && e.paymentHash === hash)).toBe(false);
  });

  it('pays a variable-amount invoice with amountMsat through the chosen first hop', async () => {
    const invoice = bob.engine.createBolt11Invoice({ description: 'any amount' });
    expect(invoice.amountMsat).toBeNull();
    expect(codeOf(() => alice.engine.payBolt11Invoice(invoice.invoice))).toBe('InvalidInvoice'); // no amount given
    expect(codeOf(() => alice.engine.payBolt11Invoice(invoice.invoice, { amountMsat: 1_000n, firstHopChannelId: 'ab'.repeat(32) }))).toBe('InvalidRequest');

    const bigBefore = channelOf(alice, big.channelId).outboundCapacityMsat;
    const smallBefore = channelOf(alice, small.channelId).outboundCapacityMsat;
    const { paymentHash } = alice.engine.payBolt11Invoice(invoice.invoice, { amountMsat: 7_777_000n, firstHopChannelId: small.channelId });
    const claimed = await bob.sink.next('PaymentClaimed', (e) => e.paymentHash === paymentHash);
    expect(claimed).toMatchObject({ amountMsat: 7_777_000n, purpose: 'bolt11', customTlvs: [] });
    await alice.sink.next('PaymentSent', (e) => e.paymentHash === paymentHash);
    await waitUntil(() => channelOf(alice, small.channelId).outboundCapacityMsat <= smallBefore - 7_777_000n, 10_000, 'small channel debited');
    expect(channelOf(alice, big.channelId).outboundCapacityMsat).toBe(bigBefore);
    // Paying it again is refused while LDK still remembers the payment.
    expect(codeOf(() => alice.engine.payBolt11Invoice(invoice.invoice, { amountMsat: 7_777_000n }))).toBe('DuplicatePayment');
  });

  it('decodes its own invoice (fields match), a foreign one, and refuses garbage and expired invoices', () => {
    const before = Math.floor(Date.now() / 1000);
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 1_234_000n, description: 'decode me', expirySecs: 600 });
    const decoded = alice.engine.decodeBolt11(invoice.invoice);
    expect(decoded).toMatchObject({
      paymentHash: invoice.paymentHash,
      payeeNodeId: bob.engine.nodeId(),
      amountMsat: 1_234_000n,
      expirySecs: 600,
      description: 'decode me',
      isExpired: false,
      network: 'regtest',
    });
    // LDK (no-std WASM) stamps invoices with the newest block time it has seen, not the clock.
    expect(Math.abs(decoded.timestampUnixSecs - before)).toBeLessThan(2 * 3600);
    expect(alice.engine.decodeBolt11(bob.engine.createBolt11Invoice({ description: 'v' }).invoice).amountMsat).toBeNull();
    expect(codeOf(() => alice.engine.decodeBolt11('lnbcrt1garbage'))).toBe('InvalidInvoice');


    // BOLT11's own example (mainnet, 2017, 60 s expiry, no explicit payee: recovered from the signature).
    const expired = alice.engine.decodeBolt11(BOLT11_SPEC_EXAMPLE);
    expect(expired).toEqual({
      paymentHash: '0001020304050607080900010203040506070809000102030405060708090102',
      payeeNodeId: '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad',
      amountMsat: 250_000_000n,
      expirySecs: 60,
      timestampUnixSecs: 1_496_314_658,
      description: '1 cup coffee',
      isExpired: true,
      network: 'bitcoin',
    });
    expect(() => alice.engine.payBolt11Invoice(BOLT11_SPEC_EXAMPLE)).toThrow(new LightningError('InvalidInvoice', 'the invoice has expired'));
  });

  it('refuses payments above the outbound capacity with InsufficientCapacity', () => {
    const total = alice.engine.listChannels().reduce((sum, c) => sum + c.outboundCapacityMsat, 0n);
    const huge = bob.engine.createBolt11Invoice({ amountMsat: total + 1_000_000n, description: 'too much' });
    expect(codeOf(() => alice.engine.payBolt11Invoice(huge.invoice))).toBe('InsufficientCapacity');
    expect(codeOf(() => alice.engine.sendKeysend({ counterpartyNodeId: bob.engine.nodeId(), amountMsat: total + 1_000_000n }))).toBe('InsufficientCapacity');
    // Within the total but above what the chosen first hop can carry.
    const smallCapacity = channelOf(alice, small.channelId).outboundCapacityMsat;
    const medium = bob.engine.createBolt11Invoice({ amountMsat: smallCapacity + 1_000_000n, description: 'too much for one channel' });
    expect(codeOf(() => alice.engine.payBolt11Invoice(medium.invoice, { firstHopChannelId: small.channelId }))).toBe('InsufficientCapacity');
  });

  it('abandons a pending payment; it ends as PaymentFailed (UserAbandoned) once its HTLC is failed back', async () => {
    expect(codeOf(() => alice.engine.abandonPayment('cd'.repeat(32)))).toBe('PaymentNotFound');
    const { hash } = newPreimage();
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 5_000_000n, description: 'abandon me', paymentHash: hash });
    const { paymentId } = alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash); // in flight, held by bob
    alice.engine.abandonPayment(paymentId);
    bob.engine.failForHash(hash);
    const failed = await alice.sink.next('PaymentFailed', (e) => e.paymentId === paymentId);
    expect(failed.reasonCode).toBe('UserAbandoned');
    expect(failed.reason).toEqual(expect.any(String));
  });

  it('keeps a PaymentSent the sink could not take across a restart and delivers it then', async () => {
    const { preimage, hash } = newPreimage();
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 2_000_000n, description: 'journal', paymentHash: hash });
    alice.sink.failing = true;
    alice.engine.payBolt11Invoice(invoice.invoice);
    await bob.sink.next('PaymentClaimable', (e) => e.paymentHash === hash);
    bob.engine.claimForHash(hash, preimage);
    // LDK has let go of the event (its journal record is stored), the sink has not seen it.
    const journaledSent = async () => (await alice.journaled()).some((e) => e.type === 'PaymentSent' && e.paymentHash === hash);
    await waitUntil(journaledSent, 30_000, 'PaymentSent journaled');
    expect(alice.sink.events.some((e) => e.type === 'PaymentSent' && e.paymentHash === hash)).toBe(false);
    await alice.stop();
    alice.sink.failing = false;
    await alice.start();
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentHash === hash);
    expect(sent.preimage).toBe(preimage);
    // The delivered event's record is deleted by a later manager write: the one at stop at the latest.
    await alice.stop();
    await alice.start();
    expect(await journaledSent()).toBe(false);
  });
});
