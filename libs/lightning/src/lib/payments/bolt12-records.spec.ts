import { Bolt12RecordsError, checkOfferRecords, checkRefundRecords } from './bolt12-records';
import { Bolt12StringError, readBolt12String } from './bolt12-string';
import { bech32NoChecksum, encodeTlvStream, encodeTu64, utf8, type TlvRecord } from './tlv';
import { formatStringVectors, offerVectors } from './testdata/vectors';

// Our own reading of BOLT 12 text and offer rules, without LDK: every official vector on its
// own (bolt12-vectors.spec.ts runs them through LDK as well). These checks are what refuse the
// offers LDK 0.1 accepts.

const offer = (text: string) => checkOfferRecords(readBolt12String(text, 'lno'));

describe('BOLT 12 reader checks on the official vectors', () => {
  it.each(offerVectors().map((v) => [v.valid ? 'accepts' : 'refuses', v.description, v] as const))('%s offer: %s', (_, __, vector) => {
    if (vector.valid) expect(() => offer(vector.bolt12)).not.toThrow();
    else expect(refusal(() => offer(vector.bolt12))).toBe('refused');
  });

  it.each(formatStringVectors().map((v) => [v.valid ? 'accepts' : 'refuses', v.comment, v] as const))('%s format string: %s', (_, __, vector) => {
    if (vector.valid) expect(readBolt12String(vector.string, 'lno')).toEqual(readBolt12String(formatStringVectors()[0].string, 'lno'));
    else expect(() => readBolt12String(vector.string, 'lno')).toThrow(Bolt12StringError);
  });

  // The offers LDK 0.1 accepts: each refusal names the rule.
  it.each([
    ['Invalid: zero offer_amount', /offer_amount is zero/],
    ['Invalid: zero offer_amount with currency', /offer_amount is zero/],
    ['Contains unknown feature 122', /requires unknown feature 122/],
    ['offer_chains with zero entries', /offer_chains is not one or more chain hashes/],
    ['Malformed: invalid currency UTF-8', /type 6 is not valid UTF-8/],
    ['Bech32 padding exceeds 4-bit limit', /padding exceeds 4 bits/],
  ])('names why it refuses "%s"', (description, reason) => {
    const vector = offerVectors().find((v) => v.description === description);
    expect(() => offer(vector?.bolt12 ?? '')).toThrow(reason);
  });
});

describe('BOLT 12 strings', () => {
  const bytes = Uint8Array.from({ length: 40 }, (_, i) => (i * 37) & 0xff);
  const text = bech32NoChecksum('lnr', bytes);

  it('reads back what bech32NoChecksum wrote, in either case, ignoring surrounding whitespace', () => {
    expect(readBolt12String(text, 'lnr')).toEqual(bytes);
    expect(readBolt12String(`\n ${text.toUpperCase()}\t`, 'lnr')).toEqual(bytes);
  });

  it('refuses another prefix, characters outside bech32 and non-zero padding', () => {
    expect(() => readBolt12String(text, 'lno')).toThrow('the prefix is not lno1');
    expect(() => readBolt12String(`${text.slice(0, 10)}b${text.slice(11)}`, 'lnr')).toThrow('"b" is not a bech32 character');
    expect(() => readBolt12String(`${text.slice(0, 10)} ${text.slice(10)}`, 'lnr')).toThrow(Bolt12StringError);
    // 40 bytes are 64 characters with no padding: one more character is 5 bits of padding.
    expect(() => readBolt12String(`${text}q`, 'lnr')).toThrow('padding exceeds 4 bits');
    // 41 bytes end in a character whose last 2 bits are padding, which must be zero.
    const oneMore = bech32NoChecksum('lnr', Uint8Array.of(...bytes, 0));
    expect(() => readBolt12String(`${oneMore.slice(0, -1)}p`, 'lnr')).toThrow('padding bits are not zero');
  });
});

describe('BOLT 12 refund records', () => {
  const point = (b: number) => Uint8Array.from(Buffer.from(`02${'79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798'}`, 'hex')).map((x, i) => (i === 0 ? b : x));
  const base: TlvRecord[] = [
    { type: 0n, value: new Uint8Array(32).fill(1) },
    { type: 10n, value: utf8('refund') },
    { type: 82n, value: encodeTu64(5_000n) },
    { type: 88n, value: point(2) },
  ];
  const refund = (records: TlvRecord[]) => () => checkRefundRecords(encodeTlvStream(records));
  const without = (type: bigint) => base.filter((r) => r.type !== type);

  it('accepts what this node writes', () => {
    expect(refund(base)).not.toThrow();
    expect(refund([...base, { type: 89n, value: utf8('thanks') }, { type: 1_000_000_001n, value: Uint8Array.of(1) }])).not.toThrow();
  });

  it('refuses offer fields, missing payer fields, a signature and unknown even types', () => {
    expect(refund([...base, { type: 22n, value: point(2) }])).toThrow('a refund carries no offer_issuer_id');
    expect(refund([...base, { type: 8n, value: encodeTu64(1n) }])).toThrow('a refund carries no offer_amount');
    expect(refund(without(0n))).toThrow('no invreq_metadata');
    expect(refund(without(82n))).toThrow('no invreq_amount');
    expect(refund(without(88n))).toThrow('no invreq_payer_id');
    expect(refund([...base, { type: 240n, value: new Uint8Array(64) }])).toThrow('outside the refund ranges');
    expect(refund([...base, { type: 92n, value: Uint8Array.of(1) }])).toThrow('unknown even type 92');
  });

  it('refuses bad text, a key off the curve, required features and empty paths', () => {
    expect(refund([...without(10n), { type: 10n, value: Uint8Array.of(0xc3, 0x28) }])).toThrow('type 10 is not valid UTF-8');
    expect(refund([...without(88n), { type: 88n, value: new Uint8Array(33).fill(3) }])).toThrow('invreq_payer_id is not a point on secp256k1');
    expect(refund([...base, { type: 84n, value: Uint8Array.of(0x01, 0x00) }])).toThrow('invreq_features requires unknown feature 8');
    expect(refund([...base, { type: 84n, value: Uint8Array.of(0x02, 0x00) }])).not.toThrow(); // odd bit 9: ignored
    expect(refund([...base, { type: 90n, value: new Uint8Array(0) }])).toThrow('invreq_paths holds no path');
  });

  it('refuses a stream that is not canonical', () => {
    const stream = encodeTlvStream(base);
    expect(() => checkRefundRecords(Uint8Array.of(...stream, 0x58, 0))).toThrow(/out of order/);
    expect(() => checkRefundRecords(Uint8Array.of(0xfd, 0x00, 0x01, 0x00))).toThrow(/non-minimal BigSize/);
    expect(() => checkRefundRecords(stream.subarray(0, stream.length - 1))).toThrow(Bolt12RecordsError);
  });
});

function refusal(call: () => unknown): string {
  try {
    call();
    return 'accepted';
  } catch (error) {
    return error instanceof Bolt12StringError || error instanceof Bolt12RecordsError ? 'refused' : `threw ${String(error)}`;
  }
}
