import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';
import { InvalidRequestError, utf8 } from '@rln/core';
import { bech32 } from '@scure/base';
import { bolt11SigningHash, joinBolt11, MAX_INVOICE_CHARS, signedWords, splitBolt11, type TaggedField } from './bolt11-parts';
import { addRgbFields, decodeRgbInvoice, TAG_RGB_AMOUNT, TAG_RGB_CONTRACT_ID, type InvoiceSigner } from './rgb-invoice';
import { InvalidRgbInvoiceError } from './rgb-invoice.error';
import { toRgbInvoiceDecodeResponse } from './rgb-invoice.response';
import { bolt11Vectors } from './testdata/vectors';

// The payee key BOLT 11's examples are signed with (11-payment-encoding.md, "Examples").
const PRIV_KEY = hexToBytes('e126f68f7eafcc8b74f54d269fe206be715000f94dac067d1c04a8ca3b2db734');
const PAYEE = bytesToHex(secp256k1.getPublicKey(PRIV_KEY, true));
const OTHER_KEY = hexToBytes('11'.repeat(32));
const CONTRACT = 'contract:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U';
const RGB_LIB_CONTRACT = 'rgb:EIkAVQvq-WbAb5JG-CYxbUER-oqDNwne-ZNxBDID-p0cpf9U';
const U64_MAX = 18_446_744_073_709_551_615n;

const signerOf =
  (secret: Uint8Array): InvoiceSigner =>
  (hash) => {
    const sig = secp256k1.sign(hash, secret, { lowS: true });
    return { signature64: sig.toCompactRawBytes(), recoveryId: sig.recovery };
  };
const signer = signerOf(PRIV_KEY);

/** BOLT 11's "$30 for coffee beans" example: 2,500,000,000 msat, `s` field, no RGB fields. */
const COFFEE = bolt11Vectors().find((v) => v.comment.startsWith('Please send $30 for coffee beans'))!;

/** The coffee invoice with `extra` fields appended (and `drop` tags left out), signed by `secret`. */
function invoiceWith(extra: readonly TaggedField[], { secret = PRIV_KEY, drop = [] as number[], highS = false } = {}): string {
  const parts = splitBolt11(COFFEE.invoice);
  const words = signedWords({ timestampWords: parts.timestampWords, fields: [...parts.fields.filter((f) => !drop.includes(f.tag)), ...extra] });
  const sig = secp256k1.sign(bolt11SigningHash(parts.hrp, words), secret, { lowS: true });
  const [s, recovery] = highS ? [secp256k1.CURVE.n - sig.s, sig.recovery ^ 1] : [sig.s, sig.recovery];
  return joinBolt11(parts.hrp, words, Uint8Array.of(...new secp256k1.Signature(sig.r, s).toCompactRawBytes(), recovery));
}
const amountField = (words: number[]): TaggedField => ({ tag: TAG_RGB_AMOUNT, words });
const contractField = (text: string | Uint8Array): TaggedField => ({ tag: TAG_RGB_CONTRACT_ID, words: bech32.toWords(typeof text === 'string' ? utf8(text) : text) });
const payeeField = (pubkey: string): TaggedField => ({ tag: 19, words: bech32.toWords(hexToBytes(pubkey)) });

function refusal(call: () => unknown): InvalidRgbInvoiceError | InvalidRequestError | string {
  try {
    call();
  } catch (error) {
    if (error instanceof InvalidRgbInvoiceError || error instanceof InvalidRequestError) return error;
    return `threw ${String(error)}`;
  }
  return 'accepted';
}

describe('addRgbFields and decodeRgbInvoice', () => {
  it('round trip: the RGB fields read back, and everything else stays what LDK wrote', () => {
    const before = decodeRgbInvoice(COFFEE.invoice);
    const rgb = addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 42n }, signer);
    expect(decodeRgbInvoice(rgb)).toEqual({ ...before, contractId: CONTRACT, assetAmount: 42n });
    expect(before).toMatchObject({ destination: PAYEE, carrierAmountMsat: 2_500_000_000n, expirySecs: 3600n });
    expect(before.contractId).toBeUndefined();
    // the original fields come first, word for word; the two new ones follow
    const [original, extended] = [splitBolt11(COFFEE.invoice), splitBolt11(rgb)];
    expect(extended.fields.slice(0, -2)).toEqual(original.fields);
    expect(extended.timestampWords).toEqual(original.timestampWords);
  });

  it('writes the two fields exactly as RGB-Tools does (u64 big-endian words; ContractId::to_string bytes)', () => {
    const fields = splitBolt11(addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 42n }, signer)).fields.slice(-2);
    expect(fields[0]).toEqual({ tag: 30, words: [1, 10] }); // 42 = 1·32 + 10, as in RGB-Tools' openapi example ("7qzp2")
    expect(fields[1].tag).toBe(31);
    expect(new TextDecoder().decode(bech32.fromWords([...fields[1].words]))).toBe(RGB_LIB_CONTRACT);
  });

  it.each([
    ['the smallest amount', 1n],
    ['the largest u64 amount', U64_MAX],
  ])('round trip with %s, and either contract id form in', (_, assetAmount) => {
    for (const contractId of [CONTRACT, RGB_LIB_CONTRACT]) {
      expect(decodeRgbInvoice(addRgbFields(COFFEE.invoice, { contractId, assetAmount }, signer))).toMatchObject({ contractId: CONTRACT, assetAmount });
    }
  });

  it("the new signature recovers the signer's public key, over the BOLT 11 preimage", () => {
    const rgb = addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 7n }, signer);
    const parts = splitBolt11(rgb);
    const hash = bolt11SigningHash(parts.hrp, signedWords(parts));
    const signature = secp256k1.Signature.fromCompact(parts.signature.subarray(0, 64)).addRecoveryBit(parts.signature[64]);
    expect(signature.recoverPublicKey(hash).toHex(true)).toBe(PAYEE);
    expect(signature.hasHighS()).toBe(false);
    expect(decodeRgbInvoice(rgb).destination).toBe(PAYEE);
  });

  it('keeps an invoice that names its payee (n field) valid: the signature verifies against n', () => {
    const named = invoiceWith([payeeField(PAYEE)]);
    const rgb = addRgbFields(named, { contractId: CONTRACT, assetAmount: 5n }, signer);
    expect(decodeRgbInvoice(rgb)).toMatchObject({ destination: PAYEE, contractId: CONTRACT, assetAmount: 5n });
  });

  it('reads a long invoice (bech32 limit lifted to the cap), here 2,300 characters of unknown fields', () => {
    const long = invoiceWith([{ tag: 29, words: new Array<number>(1023).fill(0) }, { tag: 29, words: new Array<number>(1023).fill(0) }, { tag: 29, words: [] }]);
    const rgb = addRgbFields(long, { contractId: CONTRACT, assetAmount: 9n }, signer);
    expect(rgb.length).toBeGreaterThan(2_300);
    expect(decodeRgbInvoice(rgb)).toMatchObject({ destination: PAYEE, contractId: CONTRACT, assetAmount: 9n });
  });

  it('renders the decode response with decimal strings (expiry_secs too)', () => {
    const decoded = decodeRgbInvoice(addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: U64_MAX }, signer));
    expect(toRgbInvoiceDecodeResponse(decoded)).toEqual({
      payment_hash: COFFEE.expected!.payment_hash,
      destination: PAYEE,
      expiry_secs: '3600',
      carrier_amount_msat: '2500000000',
      contract_id: CONTRACT,
      asset_amount: '18446744073709551615',
    });
    const plain = toRgbInvoiceDecodeResponse(decodeRgbInvoice(bolt11Vectors()[0].invoice));
    expect(Object.keys(plain).sort()).toEqual(['destination', 'expiry_secs', 'payment_hash']);
  });

  describe('refuses hostile invoices with InvalidInvoice, naming the rule', () => {
    const OK_AMOUNT = amountField([1, 10]);
    const OK_CONTRACT = contractField(RGB_LIB_CONTRACT);
    it.each<[string, () => string, RegExp]>([
      ['tag 30 twice', () => invoiceWith([OK_AMOUNT, OK_CONTRACT, amountField([3])]), /more than one RGB asset amount \(tag 30\)/],
      ['tag 31 twice', () => invoiceWith([OK_AMOUNT, OK_CONTRACT, OK_CONTRACT]), /more than one RGB contract id \(tag 31\)/],
      ['tag 30 without tag 31', () => invoiceWith([OK_AMOUNT]), /come together or not at all/],
      ['tag 31 without tag 30 (RGB-Tools writes this; we refuse it)', () => invoiceWith([OK_CONTRACT]), /come together or not at all/],
      ['an asset amount of zero', () => invoiceWith([amountField([0]), OK_CONTRACT]), /tag 30\) is zero/],
      ['an empty asset amount (zero)', () => invoiceWith([amountField([]), OK_CONTRACT]), /tag 30\) is zero/],
      ['an asset amount of 2^64', () => invoiceWith([amountField([16, ...new Array<number>(12).fill(0)]), OK_CONTRACT]), /tag 30\) overflows u64/],
      ['a contract id that is not Baid64', () => invoiceWith([OK_AMOUNT, contractField('rgb:not-a-contract')]), /tag 31\) "rgb:not-a-contract" does not parse/],
      ['a contract id in the interface form', () => invoiceWith([OK_AMOUNT, contractField(CONTRACT)]), /does not parse/],
      ['a contract id that is not UTF-8', () => invoiceWith([OK_AMOUNT, contractField(Uint8Array.of(0xff, 0xfe, 0x80))]), /is not UTF-8 text/],
      ['a contract id with non-zero padding bits', () => invoiceWith([OK_AMOUNT, { tag: 31, words: [...OK_CONTRACT.words.slice(0, -1), 31] }]), /non-zero padding bits/],
      ['no payment secret (s)', () => invoiceWith([OK_AMOUNT, OK_CONTRACT], { drop: [16] }), /no payment secret/],
      ['no payment hash (p)', () => invoiceWith([], { drop: [1] }), /no payment hash/],
      ['a signature by another key than the n field names', () => invoiceWith([payeeField(PAYEE), OK_AMOUNT, OK_CONTRACT], { secret: OTHER_KEY }), /signature is not the payee/],
      ['a high-S signature with an n field (BOLT 11: low S required then)', () => invoiceWith([payeeField(PAYEE), OK_AMOUNT, OK_CONTRACT], { highS: true }), /signature is not the payee/],
      ['a field changed after signing, with an n field', () => tamper(invoiceWith([payeeField(PAYEE), OK_AMOUNT, OK_CONTRACT])), /signature is not the payee/],
      ['a recovery id of 4', () => withSignatureByte(COFFEE.invoice, 64, 4), /does not recover a public key/],
      ['r = 0', () => withSignatureBytes(COFFEE.invoice, new Uint8Array(32)), /does not recover a public key/],
      ['a string over the length cap', () => COFFEE.invoice.padEnd(MAX_INVOICE_CHARS + 1, 'q'), /longer than 7089 characters/],
      ['a bech32 checksum that fails', () => COFFEE.invoice.slice(0, -1) + (COFFEE.invoice.endsWith('q') ? 'p' : 'q'), /not bech32/],
    ])('%s', (_, make, reason) => {
      expect(refusal(() => decodeRgbInvoice(make()))).toMatchObject({ code: 'InvalidInvoice', message: expect.stringMatching(reason) });
    });

    it('accepts the same high-S signature without an n field (BOLT 11: recovery takes either)', () => {
      expect(decodeRgbInvoice(invoiceWith([OK_AMOUNT, OK_CONTRACT], { highS: true }))).toMatchObject({ destination: PAYEE, assetAmount: 42n });
    });

    it('without an n field a changed field changes the payee: the signature still binds the RGB fields', () => {
      const rgb = addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 42n }, signer);
      const changed = tamper(rgb);
      expect(decodeRgbInvoice(changed).assetAmount).toBe(43n);
      expect(decodeRgbInvoice(changed).destination).not.toBe(PAYEE);
    });
  });

  describe('addRgbFields refuses what it cannot write', () => {
    it.each([
      ['a contract id that does not parse', { contractId: 'contract:nope', assetAmount: 1n }, 'contract_id'],
      ['an asset amount of zero', { contractId: CONTRACT, assetAmount: 0n }, 'asset_amount'],
      ['an asset amount past u64', { contractId: CONTRACT, assetAmount: U64_MAX + 1n }, 'asset_amount'],
    ])('%s: InvalidRequest naming the field', (_, fields, field) => {
      expect(refusal(() => addRgbFields(COFFEE.invoice, fields, signer))).toMatchObject({ code: 'InvalidRequest', details: { field } });
    });

    it('an invoice that already has RGB fields', () => {
      const rgb = addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 1n }, signer);
      expect(refusal(() => addRgbFields(rgb, { contractId: CONTRACT, assetAmount: 2n }, signer))).toMatchObject({ code: 'InvalidInvoice', reason: 'it already carries RGB fields' });
    });

    it("a signer that is not the invoice's payee, or that signs high-S", () => {
      expect(() => addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 1n }, signerOf(OTHER_KEY))).toThrow("the signer is not the invoice's payee");
      const highS: InvoiceSigner = (hash) => {
        const sig = secp256k1.sign(hash, PRIV_KEY, { lowS: true });
        return { signature64: new secp256k1.Signature(sig.r, secp256k1.CURVE.n - sig.s).toCompactRawBytes(), recoveryId: sig.recovery ^ 1 };
      };
      expect(() => addRgbFields(COFFEE.invoice, { contractId: CONTRACT, assetAmount: 1n }, highS)).toThrow('high-S');
    });
  });
});

/** The invoice with its tag 30 raised by one and the signature left as it was. */
function tamper(invoice: string): string {
  const parts = splitBolt11(invoice);
  const fields = parts.fields.map((f) => (f.tag === TAG_RGB_AMOUNT ? { ...f, words: [...f.words.slice(0, -1), f.words[f.words.length - 1] + 1] } : f));
  return joinBolt11(parts.hrp, signedWords({ timestampWords: parts.timestampWords, fields }), parts.signature);
}

function withSignatureByte(invoice: string, index: number, value: number): string {
  const parts = splitBolt11(invoice);
  const signature = Uint8Array.from(parts.signature);
  signature[index] = value;
  return joinBolt11(parts.hrp, signedWords(parts), signature);
}

function withSignatureBytes(invoice: string, r: Uint8Array): string {
  const parts = splitBolt11(invoice);
  const signature = Uint8Array.from(parts.signature);
  signature.set(r, 0);
  return joinBolt11(parts.hrp, signedWords(parts), signature);
}
