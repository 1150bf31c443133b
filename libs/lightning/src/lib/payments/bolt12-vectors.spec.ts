import { secp256k1 } from '@noble/curves/secp256k1';
import type { DecodedOffer } from '@rln/payments';
import type { Offer } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { LightningError } from '../engine/lightning.error';
import { describeOffer, describeRefund, parseOffer, parseRefund } from './bolt12';
import { DecodedViews } from './decoded-views';
import { bech32NoChecksum, concat, encodeTlvStream, encodeTu64, utf8 } from './tlv';
import { formatStringVectors, offerVectors, type OfferVector } from './testdata/vectors';

// BOLT 12's official vectors (testdata/README.md) through the engine's decode path: the same
// DecodedViews over parseOffer/describeOffer that Bolt12Payments builds. A valid vector decodes
// to the fields it lists; an invalid one is refused as InvalidOffer, which the interface turns
// into a 400 InvalidRequest (lightning-payment-engine.adapter.spec.ts).

const NOW = 1_700_000_000;
const BITCOIN = '6fe28c0ab6f1b372c1a6a246ae63f74f931e8365e15a089c68d6190000000000';
/** offer_paths' blinded paths per vector, counted from the vector's text (its fields give only bytes). */
const PATHS: Record<string, number> = {
  'with blinded path via Bob (0x424242...), path_key 020202...': 1,
  'same, with blinded path first_node_id using sciddir': 1,
  'with no issuer_id and blinded path via Bob (0x424242...), path_key 020202...': 1,
  '... and with second blinded path via 1x2x3 (direction 1), path_key 020202...': 2,
};

describe('BOLT 12 offer vectors (lightning/bolts bolt12/offers-test.json)', () => {
  let ldk: Ldk;
  let offers: DecodedViews<DecodedOffer, Offer>;

  beforeAll(async () => {
    ldk = await loadLdk();
    offers = new DecodedViews((text) => parseOffer(ldk, text), (offer, now) => describeOffer(ldk, offer, now), 'InvalidOffer');
  });

  const vectors = offerVectors();
  it('holds every vector of the file', () => {
    expect(vectors).toHaveLength(53);
  });

  describe.each(vectors.filter((v) => v.valid).map((v) => [v.description, v] as const))('valid: %s', (_, vector) => {
    it('decodes to the fields the vector lists', () => {
      expect(offers.decode(vector.bolt12, NOW)).toMatchObject(expectedOffer(vector));
    });
  });

  describe.each(vectors.filter((v) => !v.valid).map((v) => [v.description, v] as const))('invalid: %s', (_, vector) => {
    it('is refused as InvalidOffer', () => {
      expect(refusal(() => offers.decode(vector.bolt12, NOW))).toMatchObject({ code: 'InvalidOffer', message: expect.stringMatching(/^not a valid BOLT12 offer/) });
    });
  });
});

describe('BOLT 12 format string vectors (lightning/bolts bolt12/format-string-test.json)', () => {
  let ldk: Ldk;
  const vectors = formatStringVectors();
  const reference = vectors[0];

  beforeAll(async () => {
    ldk = await loadLdk();
  });

  it('holds every vector of the file', () => {
    expect(vectors).toHaveLength(12);
    expect(reference).toMatchObject({ valid: true, comment: 'A complete string is valid' });
  });

  it.each(vectors.filter((v) => v.valid).map((v) => [v.comment, v.string] as const))('valid: %s', (_, text) => {
    expect(describeOffer(ldk, parseOffer(ldk, text), NOW)).toEqual(describeOffer(ldk, parseOffer(ldk, reference.string), NOW));
  });

  it.each(vectors.filter((v) => !v.valid).map((v) => [v.comment, v.string] as const))('invalid: %s', (_, text) => {
    expect(refusal(() => parseOffer(ldk, text))).toMatchObject({ code: 'InvalidOffer' });
  });
});

// Our checks run before LDK on every offer and refund a client hands in: they must pass what
// LDK's own builders write and what Bolt12Payments writes (its records, LDK's blinded paths).
describe('BOLT 12 offers and refunds written by LDK and by this node', () => {
  let ldk: Ldk;
  const key = (fill: number) => secp256k1.getPublicKey(new Uint8Array(32).fill(fill), true);

  beforeAll(async () => {
    ldk = await loadLdk();
  });

  const blindedPaths = () => {
    const entropy = ldk.KeysManager.constructor_new(new Uint8Array(32).fill(9), 1n, 0).as_EntropySource();
    const context = () => ldk.MessageContext.constructor_offers(ldk.OffersContext.constructor_invoice_request(ldk.Nonce.constructor_from_entropy_source(entropy)));
    const oneHop = ldk.BlindedMessagePath.constructor_one_hop(key(1), context(), entropy);
    const viaPeer = ldk.BlindedMessagePath.constructor_new([ldk.MessageForwardNode.constructor_new(key(2), ldk.Option_u64Z.constructor_some(42n))], key(1), context(), entropy);
    if (!(oneHop instanceof ldk.Result_BlindedMessagePathNoneZ_OK) || !(viaPeer instanceof ldk.Result_BlindedMessagePathNoneZ_OK)) throw new Error('LDK built no path');
    return concat([oneHop.res.write(), viaPeer.res.write()]);
  };

  it("passes LDK's own offer and refund", () => {
    const offer = ldk.OfferWithExplicitMetadataBuilder.constructor_new(key(3)).build();
    const refund = ldk.RefundMaybeWithDerivedMetadataBuilder.constructor_new(new Uint8Array(16).fill(1), key(4), 5_000n);
    if (!(offer instanceof ldk.Result_OfferBolt12SemanticErrorZ_OK) || !(refund instanceof ldk.Result_RefundMaybeWithDerivedMetadataBuilderBolt12SemanticErrorZ_OK)) throw new Error('LDK built nothing');
    const built = refund.res.build();
    if (!(built instanceof ldk.Result_RefundBolt12SemanticErrorZ_OK)) throw new Error('LDK built no refund');
    expect(describeOffer(ldk, parseOffer(ldk, offer.res.to_str()), NOW)).toMatchObject({ signingPubkey: Buffer.from(key(3)).toString('hex') });
    expect(describeRefund(ldk, parseRefund(ldk, built.res.to_str()), NOW)).toMatchObject({ amountMsat: 5_000n, payerSigningPubkey: Buffer.from(key(4)).toString('hex') });
  });

  it('passes the records Bolt12Payments writes, with two blinded paths from LDK', () => {
    const paths = blindedPaths();
    const offer = encodeTlvStream([
      { type: 2n, value: Buffer.from(BITCOIN, 'hex') },
      { type: 8n, value: encodeTu64(21_000n) },
      { type: 10n, value: utf8('a coffee \u2615') },
      { type: 14n, value: encodeTu64(BigInt(NOW + 3600)) },
      { type: 16n, value: paths },
      { type: 18n, value: utf8('alice shop') },
      { type: 20n, value: encodeTu64(5n) },
      { type: 22n, value: key(5) },
    ]);
    expect(describeOffer(ldk, parseOffer(ldk, bech32NoChecksum('lno', offer)), NOW)).toMatchObject({ amountMsat: 21_000n, description: 'a coffee \u2615', pathsCount: 2, expectsQuantity: true });
    const refund = encodeTlvStream([
      { type: 0n, value: new Uint8Array(32).fill(7) },
      { type: 10n, value: utf8('') },
      { type: 14n, value: encodeTu64(BigInt(NOW + 3600)) },
      { type: 80n, value: Buffer.from(BITCOIN, 'hex') },
      { type: 82n, value: encodeTu64(9_000n) },
      { type: 86n, value: encodeTu64(2n) },
      { type: 88n, value: key(6) },
      { type: 89n, value: utf8('thanks') },
      { type: 90n, value: paths },
    ]);
    expect(describeRefund(ldk, parseRefund(ldk, bech32NoChecksum('lnr', refund)), NOW)).toMatchObject({ amountMsat: 9_000n, payerNote: 'thanks', quantity: 2n, pathsCount: 2 });
  });

  it('refuses a refund with a stray "+" or a required feature, as InvalidRefund naming the rule', () => {
    const refund = bech32NoChecksum('lnr', encodeTlvStream([{ type: 0n, value: Uint8Array.of(1) }, { type: 82n, value: encodeTu64(1n) }, { type: 84n, value: Uint8Array.of(1) }, { type: 88n, value: key(6) }]));
    expect(refusal(() => parseRefund(ldk, refund))).toMatchObject({ code: 'InvalidRefund', message: 'not a valid BOLT12 refund (lnr1...): invreq_features requires unknown feature 0' });
    expect(refusal(() => parseRefund(ldk, `${refund}+`))).toMatchObject({ code: 'InvalidRefund', message: expect.stringMatching(/may only join two characters/) });
  });
});

/** What the vector's fields say the decoded offer holds (the fields our model reports). */
function expectedOffer(vector: OfferVector): Partial<DecodedOffer> {
  const field = (type: number) => vector.fields?.find((f) => f.type === type)?.hex ?? null;
  const text = (type: number) => {
    const hex = field(type);
    return hex === null ? null : Buffer.from(hex, 'hex').toString('utf8');
  };
  const amount = field(8);
  const chains = field(2);
  const expiry = field(14);
  return {
    description: text(10),
    issuer: text(18),
    amountMsat: amount !== null && field(6) === null ? BigInt(`0x${amount}`) : null,
    currencyAmount: field(6) !== null,
    chainHashes: chains === null ? [BITCOIN] : (chains.match(/.{64}/g) ?? []),
    absoluteExpiryUnixSecs: expiry === null ? null : BigInt(`0x${expiry}`),
    signingPubkey: field(22),
    expectsQuantity: field(20) !== null,
    pathsCount: PATHS[vector.description] ?? 0,
  };
}

function refusal(call: () => unknown): LightningError | string {
  try {
    call();
  } catch (error) {
    if (error instanceof LightningError) return error;
    return `threw ${String(error)}`;
  }
  return 'accepted';
}
