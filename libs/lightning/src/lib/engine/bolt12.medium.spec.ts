import { randomBytes } from 'node:crypto';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import type { BlindedMessagePath } from 'lightningdevkit';
import { TestNode } from '../../testing/test-node';
import { connect, openConfirmedChannel, type RegtestFunds } from '../../testing/regtest-channels';
import { waitUntil } from '../../testing/recording-sink';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { bech32NoChecksum, bolt12SignatureDigest, concat, decodeTlvStream, encodeTlvStream, type TlvRecord } from '../payments/tlv';
import { readBolt12String } from '../payments/bolt12-string';
import { fromHex } from '../ldk/bytes';
import { KV } from '../persistence/kv-namespaces';
import { engineInternals } from '../../testing/engine-internals';
import { RegtestChain } from '../../testing/regtest-chain';
import { codeOf } from '../../testing/error-code';

jest.setTimeout(180_000);

const newId = () => randomBytes(32).toString('hex');

// BOLT12 between three engines on btcd: alice → bob → carol, unannounced channels. Onion
// messages (invoice requests, invoices) travel along blinded paths introduced at peers, so
// alice reaches carol's offers and refunds through bob without connecting to her.
describe('LightningEngine BOLT12 offers and refunds on btcd', () => {
  let net: RegtestChain;
  let chain: RegtestFunds;
  let alice: TestNode;
  let bob: TestNode;
  let carol: TestNode;
  let ldk: Ldk;

  beforeAll(async () => {
    ldk = await loadLdk();
    net = await RegtestChain.start('bolt12');
    chain = net.funds;
    const source = net.source;
    alice = await new TestNode('alice', source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    bob = await new TestNode('bob', source, { kind: 'postgres', url: await net.databaseUrl() }).start();
    carol = await new TestNode('carol', source, { kind: 'pglite', dataDir: 'memory' }).start();
    await openConfirmedChannel(chain, alice, bob, 1_000_000n, 300_000_000n);
    await openConfirmedChannel(chain, bob, carol, 1_000_000n, 100_000_000n);
  });

  afterAll(async () => {
    await net?.stop(alice, bob, carol);
  });

  it('decodes an offer as created; malformed offers are InvalidOffer', () => {
    const { offer, offerId } = alice.engine.createOffer({ amountMsat: 21_000n, description: 'a coffee', expirySecs: 3600, quantity: 5n, issuer: 'alice shop' });
    expect(offer).toMatch(/^lno1/);
    const decoded = bob.engine.decodeOffer(offer);
    expect(decoded).toMatchObject({
      offerId,
      description: 'a coffee',
      issuer: 'alice shop',
      amountMsat: 21_000n,
      expectsQuantity: true,
      pathsCount: 1,
      isExpired: false,
      chainHashes: ['06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f'],
    });
    expect(decoded.absoluteExpiryUnixSecs).toEqual(expect.any(BigInt));
    expect(decoded.signingPubkey).toMatch(/^0[23][0-9a-f]{64}$/);
    const variable = alice.engine.decodeOffer(alice.engine.createOffer({ description: 'tips' }).offer);
    expect(variable).toMatchObject({ amountMsat: null, absoluteExpiryUnixSecs: null, expectsQuantity: false });
    expect(codeOf(() => bob.engine.decodeOffer('lno1garbage'))).toBe('InvalidOffer');
    expect(codeOf(() => bob.engine.decodeRefund(offer))).toBe('InvalidRefund');
  });

  it('bob pays alice\'s reusable offer twice (direct peers); alice sees the payer note and quantity', async () => {
    const { offer, offerId } = alice.engine.createOffer({ amountMsat: 1_000_000n, description: 'sticker', quantity: 0n });
    for (const note of ['first', 'second']) {
      const paymentId = newId();
      expect(bob.engine.payOffer({ offer, paymentId, quantity: 2n, payerNote: note })).toEqual({ paymentId });
      const sent = await bob.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
      const claimed = await alice.sink.next('PaymentClaimed', (e) => e.paymentHash === sent.paymentHash);
      expect(claimed).toMatchObject({ purpose: 'bolt12_offer', amountMsat: 2_000_000n, bolt12Offer: { offerId, payerNote: note, quantity: 2n } });
    }
  });

  it('alice pays bob\'s offer (bob has two peers and no announced channel)', async () => {
    const { offer } = bob.engine.createOffer({ description: 'bob var' });
    expect(codeOf(() => alice.engine.payOffer({ offer }))).toBe('InvalidRequest'); // no amount
    const { paymentId } = alice.engine.payOffer({ offer, amountMsat: 3_000_000n, payerNote: 'hi bob' });
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
    expect(await bob.sink.next('PaymentClaimed', (e) => e.paymentHash === sent.paymentHash)).toMatchObject({ purpose: 'bolt12_offer', amountMsat: 3_000_000n });
  });

  it('alice pays carol\'s offer through bob (one hop, no connection to carol)', async () => {
    expect(alice.engine.isPeerConnected(carol.engine.nodeId())).toBe(false);
    const { offer } = carol.engine.createOffer({ amountMsat: 5_000_000n, description: 'carol\'s book', expirySecs: 3600 });
    const paymentId = newId();
    alice.engine.payOffer({ offer, paymentId, payerNote: 'via bob' });
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
    expect(sent.feePaidMsat).toEqual(expect.any(BigInt));
    expect(await carol.sink.next('PaymentClaimed', (e) => e.paymentHash === sent.paymentHash)).toMatchObject({
      purpose: 'bolt12_offer',
      amountMsat: 5_000_000n,
      bolt12Offer: { payerNote: 'via bob' },
    });
  });

  it('refunds: alice creates a refund, carol (one hop away) requests payment, alice pays it', async () => {
    const paymentId = newId();
    const { refund } = await alice.engine.initiateRefund({ paymentId, amountMsat: 4_000_000n, expirySecs: 3600, quantity: 2n, payerNote: 'sorry' });
    expect(refund).toMatch(/^lnr1/);
    const decoded = carol.engine.decodeRefund(refund);
    expect(decoded).toMatchObject({ amountMsat: 4_000_000n, quantity: 2n, payerNote: 'sorry', description: '', issuer: null, pathsCount: 1, isExpired: false });
    expect(decoded.chainHash).toBe('06226e46111a0b59caaf126043eb5bbf28c34f3a5e332a1fc7b2b73cf188910f');
    const invoice = carol.engine.requestRefundPayment(refund);
    expect(invoice.invoice).toMatch(/^lni1/);
    // Our BOLT12 signature digest (used for the invoices of our offers) is LDK's.
    const ldkInvoice = ldk.Bolt12Invoice.constructor_read(Buffer.from(invoice.invoiceHex, 'hex'));
    if (!(ldkInvoice instanceof ldk.Result_Bolt12InvoiceDecodeErrorZ_OK)) throw new Error('invoice unreadable');
    expect(Buffer.from(bolt12SignatureDigest('invoice', decodeTlvStream(ldkInvoice.res.write()))).toString('hex')).toBe(
      Buffer.from(ldkInvoice.res.signable_hash()).toString('hex'),
    );
    expect(invoice.amountMsat).toBe(4_000_000n);
    const sent = await alice.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
    expect(sent.paymentHash).toBe(invoice.paymentHash);
    expect(await carol.sink.next('PaymentClaimed', (e) => e.paymentHash === invoice.paymentHash)).toMatchObject({ purpose: 'bolt12_refund', amountMsat: 4_000_000n });
    await expect(alice.engine.initiateRefund({ paymentId, amountMsat: 1_000n, expirySecs: 60 })).rejects.toMatchObject({ code: 'DuplicatePayment' });
  });

  it('refund direct: bob pays alice\'s invoice, whose only payment path starts at bob himself', async () => {
    const paymentId = newId();
    const { refund } = await bob.engine.initiateRefund({ paymentId, amountMsat: 2_500_000n, expirySecs: 3600, payerNote: 'direct' });
    const invoice = alice.engine.requestRefundPayment(refund);
    const sent = await bob.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
    expect(sent.paymentHash).toBe(invoice.paymentHash);
    expect(await alice.sink.next('PaymentClaimed', (e) => e.paymentHash === invoice.paymentHash)).toMatchObject({ purpose: 'bolt12_refund', amountMsat: 2_500_000n });
  });

  it('refuses expired offers and refunds', async () => {
    const { offer } = alice.engine.createOffer({ amountMsat: 1_000n, description: 'soon gone', expirySecs: 1 });
    const { refund } = await bob.engine.initiateRefund({ paymentId: newId(), amountMsat: 1_000n, expirySecs: 1 });
    await waitUntil(() => bob.engine.decodeOffer(offer).isExpired && alice.engine.decodeRefund(refund).isExpired, 10_000, 'offer and refund expired');
    expect(codeOf(() => bob.engine.payOffer({ offer }))).toBe('InvalidOffer');
    expect(codeOf(() => alice.engine.requestRefundPayment(refund))).toBe('InvalidRefund');
  });

  it('abandons a refund waiting for an invoice: PaymentFailed (UserAbandoned), and it is gone', async () => {
    const paymentId = newId();
    await bob.engine.initiateRefund({ paymentId, amountMsat: 1_000_000n, expirySecs: 3600 });
    expect(bob.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(true);
    bob.engine.abandonPayment(paymentId);
    expect(await bob.sink.next('PaymentFailed', (e) => e.paymentId === paymentId)).toMatchObject({ reasonCode: 'UserAbandoned' });
    expect(bob.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(false);
    expect(codeOf(() => bob.engine.abandonPayment(paymentId))).toBe('PaymentNotFound');
  });

  // LDK 0.1.0 advances a blinded path introduced at the sending node by one hop; with a single
  // hop none is left and building the onion panics, wedging the engine (#4850, fixed in 0.1.12).
  // The hostile path: one forward hop that `intro` can decrypt, pointing on to `next`.
  function oneHopPathAt(intro: TestNode, next: TestNode): BlindedMessagePath {
    const entropy = ldk.EntropySource.new_impl({ get_secure_random_bytes: () => new Uint8Array(randomBytes(32)) });
    const context = ldk.MessageContext.constructor_offers(ldk.OffersContext.constructor_invoice_request(ldk.Nonce.constructor_from_entropy_source(entropy)));
    const hop = ldk.MessageForwardNode.constructor_new(fromHex(intro.engine.nodeId()), ldk.Option_u64Z.constructor_none());
    const full = ldk.BlindedMessagePath.constructor_new([hop], fromHex(next.engine.nodeId()), context, entropy);
    if (!(full instanceof ldk.Result_BlindedMessagePathNoneZ_OK)) throw new Error('no path');
    const truncated = concat([fromHex(intro.engine.nodeId()), full.res.blinding_point(), Uint8Array.of(1), full.res.blinded_hops()[0].write()]);
    const path = ldk.BlindedMessagePath.constructor_read(truncated);
    if (!(path instanceof ldk.Result_BlindedMessagePathDecodeErrorZ_OK)) throw new Error('unreadable path');
    expect(path.res.blinded_hops()).toHaveLength(1);
    return path.res;
  }

  /** `text` (hrp `hrp`) with its blinded paths (record `type`) replaced by `path`. */
  function withPath(text: string, hrp: 'lno' | 'lnr', type: bigint, path: BlindedMessagePath): string {
    const records = decodeTlvStream(readBolt12String(text, hrp)).map((r): TlvRecord => (r.type === type ? { type, value: path.write() } : r));
    return bech32NoChecksum(hrp, encodeTlvStream(records));
  }

  /** Alice can still pay bob: her engine is not wedged. */
  async function aliceStillPays(): Promise<void> {
    const invoice = bob.engine.createBolt11Invoice({ amountMsat: 7_000n, description: 'still alive' });
    alice.engine.payBolt11Invoice(invoice.invoice);
    await alice.sink.next('PaymentSent', (e) => e.paymentHash === invoice.paymentHash);
  }

  it('#4850: an offer with a one-hop path introduced at the payer is InvalidOffer, and the payer keeps working', async () => {
    const { offer } = bob.engine.createOffer({ amountMsat: 10_000n, description: 'trap' });
    const trap = withPath(offer, 'lno', 16n, oneHopPathAt(alice, bob));
    expect(alice.engine.decodeOffer(trap).pathsCount).toBe(1);
    expect(codeOf(() => alice.engine.payOffer({ offer: trap }))).toBe('InvalidOffer');
    await aliceStillPays();
  });

  it('#4850: a refund with a one-hop path introduced at the payee is InvalidRefund, and the payee keeps working', async () => {
    const { refund } = await bob.engine.initiateRefund({ paymentId: newId(), amountMsat: 10_000n, expirySecs: 3600 });
    const trap = withPath(refund, 'lnr', 90n, oneHopPathAt(alice, bob));
    expect(codeOf(() => alice.engine.requestRefundPayment(trap))).toBe('InvalidRefund');
    await aliceStillPays();
  });

  it('#4850: an invoice request whose reply path is one hop introduced at the offer\'s node goes unanswered, and that node keeps working', async () => {
    const { offer } = alice.engine.createOffer({ amountMsat: 20_000n, description: 'reply trap' });
    // Bob, as a hostile payer would, writes and signs an invoice request for alice's offer himself
    // and sends it along the offer's path with the hostile reply path.
    const offerRecords = decodeTlvStream(readBolt12String(offer, 'lno'));
    const payerSecret = secp256k1.utils.randomPrivateKey();
    const chain = offerRecords.find((r) => r.type === 2n);
    if (!chain) throw new Error('the offer names no chain');
    const records: TlvRecord[] = [
      { type: 0n, value: new Uint8Array(randomBytes(32)) },
      ...offerRecords,
      { type: 80n, value: chain.value },
      { type: 88n, value: secp256k1.getPublicKey(payerSecret, true) },
    ];
    const signature = schnorr.sign(bolt12SignatureDigest('invoice_request', records), payerSecret);
    const requestBytes = encodeTlvStream([...records, { type: 240n, value: signature }]);
    expect(ldk.InvoiceRequest.constructor_read(requestBytes)).toBeInstanceOf(ldk.Result_InvoiceRequestDecodeErrorZ_OK);
    // OffersMessage.as_OnionMessageContents() of the bindings reports a garbage TLV type (only
    // its low 32 bits are 64), so the contents are given as our own OnionMessageContents.
    const contents = ldk.OnionMessageContents.new_impl({
      tlv_type: () => 64n,
      msg_type: () => 'Invoice Request',
      write: () => requestBytes,
      debug_str: () => 'invoice request',
    });
    const parsed = ldk.Offer.constructor_from_str(offer);
    if (!(parsed instanceof ldk.Result_OfferBolt12ParseErrorZ_OK)) throw new Error('offer unreadable');
    const destination = ldk.Destination.constructor_blinded_path(parsed.res.paths()[0]);
    const sent = engineInternals(bob.engine).onionMessenger.send_onion_message(
      contents,
      ldk.MessageSendInstructions.constructor_with_specified_reply_path(destination, oneHopPathAt(alice, bob)),
    );
    expect(Boolean(sent.is_ok())).toBe(true);
    engineInternals(bob.engine).pump.wake();
    await waitUntil(() => alice.warnings.some((w) => w.includes('reply path introduced at this node with one hop dropped')), 20_000, 'alice dropped the reply path');
    await aliceStillPays();
  });

  // Restarts bob: keep it last.
  it('after a restart, a refund payment LDK had taken is not sent again', async () => {
    const paymentId = newId();
    const { refund } = await bob.engine.initiateRefund({ paymentId, amountMsat: 1_500_000n, expirySecs: 3600 });
    const invoice = alice.engine.requestRefundPayment(refund);
    await bob.sink.next('PaymentSent', (e) => e.paymentId === paymentId);
    await alice.sink.next('PaymentClaimed', (e) => e.paymentHash === invoice.paymentHash);
    // The state a crash leaves between send_payment and the removal of the refund's entry: the
    // entry still says it pays this invoice, and LDK's stored state has the payment.
    const paying = { amountMsat: '1500000', expiryUnixSecs: Math.floor(Date.now() / 1000) + 3600, invoiceHex: invoice.invoiceHex };
    await bob.kv.put(KV.pendingRefunds, paymentId, new TextEncoder().encode(JSON.stringify(paying)), 0n);
    await bob.stop();
    await bob.start();

    // At start (before LDK's timer ticks could forget the payment) the entry goes unpaid.
    await waitUntil(async () => (await bob.kv.get(KV.pendingRefunds, paymentId)) === null, 20_000, 'the refund entry dropped');
    expect(bob.engine.trackedOutboundPaymentIds().has(paymentId)).toBe(true);
    // A payment bob sends afterwards over the same channel arrives; the refund's never came twice.
    const after = alice.engine.createBolt11Invoice({ amountMsat: 10_000n, description: 'after restart' });
    await connect(alice, bob); // bob listens on a new port now
    await waitUntil(() => bob.engine.listChannels().some((c) => c.isUsable && c.counterpartyNodeId === alice.engine.nodeId()), 30_000, 'channel usable');
    bob.engine.payBolt11Invoice(after.invoice);
    await alice.sink.next('PaymentClaimed', (e) => e.paymentHash === after.paymentHash);
    expect(alice.sink.events.filter((e) => e.type === 'PaymentClaimed' && e.paymentHash === invoice.paymentHash)).toHaveLength(1);
  });
});
