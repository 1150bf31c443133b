import { bech32 } from '@scure/base';
import { readU64Words, splitBolt11 } from './bolt11-parts';
import { decodeRgbInvoice } from './rgb-invoice';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';
import { bolt11Vectors, rgbToolsVectors } from './testdata/vectors';

// BOLT 11's examples (lightning/bolts 11-payment-encoding.md, testdata/README.md) through the RGB
// decoder: an invoice without RGB fields is an ordinary BOLT 11 invoice and must read the same.

describe('BOLT 11 examples through decodeRgbInvoice', () => {
  const vectors = bolt11Vectors();

  it.each(vectors.filter((v) => v.valid).map((v) => [v.comment, v] as const))('valid: %s', (_, vector) => {
    const e = vector.expected!;
    const decoded = decodeRgbInvoice(vector.invoice);
    expect(decoded).toMatchObject({
      network: e.network,
      paymentHash: e.payment_hash,
      timestampUnixSecs: BigInt(e.timestamp),
      expirySecs: BigInt(e.expiry_secs),
    });
    expect(decoded.carrierAmountMsat).toBe(e.amount_msat === null ? undefined : BigInt(e.amount_msat));
    if (e.payee_node_id) expect(decoded.destination).toBe(e.payee_node_id);
    expect(decoded.contractId).toBeUndefined();
    expect(decoded.assetAmount).toBeUndefined();
  });

  // Feature bits are LDK's to judge (it reads every invoice again before paying), so the one
  // example about an unknown even feature is the only one this reader lets through.
  const FEATURE_EXAMPLE = 'Same, but adding invalid unknown feature 100';
  it.each(vectors.filter((v) => !v.valid && v.comment !== FEATURE_EXAMPLE).map((v) => [v.comment, v.invoice] as const))('invalid: %s', (_, text) => {
    expect(() => decodeRgbInvoice(text)).toThrow(InvalidRgbInvoiceError);
  });

  it('holds every example: 16 valid, 10 invalid (one of them left to LDK)', () => {
    expect(vectors.filter((v) => v.valid)).toHaveLength(16);
    expect(vectors.filter((v) => !v.valid).map((v) => v.comment)).toContain(FEATURE_EXAMPLE);
    expect(vectors.filter((v) => !v.valid)).toHaveLength(10);
  });
});

// RGB-Tools' published RGB invoice (rgb-lightning-node openapi.yaml, testdata/README.md).
describe("RGB-Tools' example invoice (rgb-lightning-node openapi.yaml)", () => {
  const [vector] = rgbToolsVectors();

  it('carries tag 30 and tag 31 laid out as we write them: a u64 in 5-bit words, the id as UTF-8 text', () => {
    const parts = splitBolt11(vector.invoice);
    const field = (tag: number) => parts.fields.filter((f) => f.tag === tag);
    expect(field(30)).toHaveLength(1);
    expect(field(31)).toHaveLength(1);
    expect(readU64Words(field(30)[0].words)).toBe(BigInt(vector.fields.rgb_amount));
    expect(new TextDecoder().decode(bech32.fromWords([...field(31)[0].words]))).toBe(vector.fields.rgb_contract_id_text);
    expect(readU64Words(field(6)[0].words)).toBe(BigInt(vector.fields.expiry_secs));
  });

  it('passes every BOLT 11 check (checksum, n field, signature) and is refused only for its RGB v0.10 contract id', () => {
    expect(() => decodeRgbInvoice(vector.invoice)).toThrow(
      new InvalidRgbInvoiceError(`the RGB contract id (tag 31) "${vector.fields.rgb_contract_id_text}" does not parse`),
    );
  });
});
