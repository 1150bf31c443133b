import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { bech32 } from '@scure/base';
import type { DecodedBolt11 } from '@rln/payments';
import type { Bolt11Invoice } from 'lightningdevkit';
import { loadLdk, type Ldk } from '../ldk/ldk-loader';
import { LightningError } from '../engine/lightning.error';
import { describeBolt11, parseBolt11 } from './bolt11';
import { DecodedViews } from './decoded-views';
import { bolt11Vectors } from './testdata/vectors';

// BOLT 11's examples (testdata/bolt11-examples.json, extracted from 11-payment-encoding.md)
// through the engine's decode path: the same DecodedViews over parseBolt11/describeBolt11 that
// OutboundPayments builds. A valid example decodes to what its breakdown states; an invalid
// one is refused as InvalidInvoice (400 at the interface, error-status.table.ts).

const NOW = 1_700_000_000;

describe('BOLT 11 examples (lightning/bolts 11-payment-encoding.md)', () => {
  let ldk: Ldk;
  let invoices: DecodedViews<DecodedBolt11, Bolt11Invoice>;

  beforeAll(async () => {
    ldk = await loadLdk();
    invoices = new DecodedViews((text) => parseBolt11(ldk, text), (invoice, now) => describeBolt11(ldk, invoice, now), 'InvalidInvoice');
  });

  const vectors = bolt11Vectors();
  it('holds every example of both sections', () => {
    expect(vectors.filter((v) => v.valid)).toHaveLength(16);
    expect(vectors.filter((v) => !v.valid)).toHaveLength(10);
  });

  it.each(vectors.filter((v) => v.valid).map((v) => [v.comment, v] as const))('valid: %s', (_, vector) => {
    const e = vector.expected;
    if (!e) throw new Error('a valid example names what it decodes to');
    const decoded = invoices.decode(vector.invoice, NOW);
    expect(decoded).toMatchObject({
      network: e.network,
      amountMsat: e.amount_msat === null ? null : BigInt(e.amount_msat),
      timestampUnixSecs: e.timestamp,
      paymentHash: e.payment_hash,
      description: e.description,
      expirySecs: e.expiry_secs,
    });
    if (e.payee_node_id) expect(decoded.payeeNodeId).toBe(e.payee_node_id);
  });

  it.each(vectors.filter((v) => !v.valid).map((v) => [v.comment, v.invoice] as const))('invalid: %s', (_, text) => {
    expect(refusal(() => invoices.decode(text, NOW))).toMatchObject({ code: 'InvalidInvoice', message: expect.stringMatching(/^not a valid BOLT11 invoice/) });
  });

  // BOLT 11: a reader that recovers the payee's key accepts a high-S signature; LDK 0.1 refuses
  // it, so parseBolt11 hands LDK the low-S twin. The payee must be the key the signature as
  // written recovers (the example names none: its S was negated without flipping the recovery
  // id, so it is not priv_key's), here recovered independently with @noble/curves.
  it('recovers the payee of the high-S example as the signature is written', () => {
    const text = vectors.find((v) => v.comment === 'Public-key recovery with high-S signature')?.invoice ?? '';
    const { prefix, words } = bech32.decode(text as `${string}1${string}`, false);
    const sig = bech32.fromWords(words.slice(-104));
    const signature = secp256k1.Signature.fromCompact(Uint8Array.from(sig.slice(0, 64))).addRecoveryBit(sig[64]);
    expect(signature.hasHighS()).toBe(true);
    const payee = signature.recoverPublicKey(signedHash(prefix, words.slice(0, -104))).toHex(true);
    expect(invoices.decode(text, NOW).payeeNodeId).toBe(payee);
  });

  // The examples' own high-S invoice with an `n` field is refused earlier (it has two `s`
  // fields), so the rule is shown on the coffee-beans example with an `n` field, signed here.
  describe('high-S signatures on an invoice signed here with priv_key', () => {
    const PRIV_KEY = 'e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734';
    const payee = bytesToHex(secp256k1.getPublicKey(PRIV_KEY, true));
    const coffee = () => bech32.decode((vectors.find((v) => v.comment.startsWith('Please send $30 for coffee beans'))?.invoice ?? '') as `${string}1${string}`, false);
    const nField = () => [19, 1, 21, ...bech32.toWords(hexToBytes(payee))]; // `n`, 53 characters

    it('decodes the low-S and the high-S form alike when the payee is recovered', () => {
      const { prefix, words } = coffee();
      const low = invoices.decode(signed(prefix, words.slice(0, -104), false), NOW);
      expect(invoices.decode(signed(prefix, words.slice(0, -104), true), NOW)).toEqual(low);
      expect(low.payeeNodeId).toBe(payee);
    });

    it('refuses the high-S form when the invoice names its payee (n field), saying why', () => {
      const { prefix, words } = coffee();
      const data = [...words.slice(0, -104), ...nField()];
      expect(invoices.decode(signed(prefix, data, false), NOW).payeeNodeId).toBe(payee);
      expect(refusal(() => invoices.decode(signed(prefix, data, true), NOW))).toMatchObject({
        code: 'InvalidInvoice',
        message: 'not a valid BOLT11 invoice: a high-S signature with an explicit payee (n field)',
      });
    });

    // LDK 0.1.0's bech32 reader stops at 1023 characters, so longer invoices (many route hints)
    // are refused; LDK 0.1.2 reads up to 7089 bytes (#3665, docs/ldk-0.1-fixes.md). When the
    // bindings are upgraded this test fails: then the long invoice decodes, and docs change.
    it('refuses an invoice over 1023 characters as InvalidInvoice (LDK 0.1.0; #3665)', () => {
      const { prefix, words } = coffee();
      const padded = (n: number) => [...words.slice(0, -104), 31, n >> 5, n & 31, ...new Array<number>(n).fill(0)]; // unknown field type 31
      const short = signed(prefix, padded(100), false);
      const long = signed(prefix, padded(900), false);
      expect(short.length).toBeLessThanOrEqual(1023);
      expect(long.length).toBeGreaterThan(1023);
      expect(invoices.decode(short, NOW).payeeNodeId).toBe(payee);
      expect(refusal(() => invoices.decode(long, NOW))).toMatchObject({ code: 'InvalidInvoice', message: expect.stringMatching(/exceeds maximum \(code length\) 1023/) });
    });

    function signed(prefix: string, data: number[], highS: boolean): string {
      const sig = secp256k1.sign(signedHash(prefix, data), PRIV_KEY);
      const [s, recovery] = highS ? [secp256k1.CURVE.n - sig.s, sig.recovery ^ 1] : [sig.s, sig.recovery];
      const bytes = Uint8Array.of(...new secp256k1.Signature(sig.r, s).toCompactRawBytes(), recovery);
      return bech32.encode(prefix, [...data, ...bech32.toWords(bytes)], false);
    }
  });
});

/** What a BOLT 11 signature signs: SHA-256 of the prefix and the data words as bytes, zero-padded. */
function signedHash(prefix: string, words: readonly number[]): Uint8Array {
  const bytes: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const w of words) {
    acc = ((acc << 5) | w) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  if (bits > 0) bytes.push((acc << (8 - bits)) & 0xff);
  return sha256(Uint8Array.of(...Buffer.from(prefix, 'utf8'), ...bytes));
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
