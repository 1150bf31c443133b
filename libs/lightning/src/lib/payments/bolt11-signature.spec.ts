import { secp256k1 } from '@noble/curves/secp256k1';
import { bech32 } from '@scure/base';
import { withLowS } from './bolt11-signature';
import { bolt11Vectors } from './testdata/vectors';

const signatureOf = (invoice: string) => {
  const { prefix, words } = bech32.decode(invoice as `${string}1${string}`, false);
  const bytes = bech32.fromWords(words.slice(-104));
  return { prefix, data: words.slice(0, -104), signature: secp256k1.Signature.fromCompact(Uint8Array.from(bytes.slice(0, 64))), recovery: bytes[64] };
};

describe('withLowS (BOLT 11 high-S signatures)', () => {
  const examples = bolt11Vectors();
  const highS = examples.find((v) => v.comment === 'Public-key recovery with high-S signature')?.invoice ?? '';

  it('leaves low-S invoices and text that is not bech32 alone', () => {
    for (const v of examples.filter((e) => e.valid && e.invoice !== highS)) expect(withLowS(v.invoice.toLowerCase())).toBeNull();
    expect(withLowS('lnbc1garbage')).toBeNull();
    expect(withLowS('')).toBeNull();
  });

  it('writes (r, n - s) with the recovery parity flipped, and nothing else changes', () => {
    const before = signatureOf(highS);
    const after = signatureOf(withLowS(highS) ?? '');
    expect(before.signature.hasHighS()).toBe(true);
    expect(after).toMatchObject({ prefix: before.prefix, data: before.data, recovery: before.recovery ^ 1 });
    expect(after.signature.r).toBe(before.signature.r);
    expect(after.signature.s).toBe(secp256k1.CURVE.n - before.signature.s);
    expect(after.signature.hasHighS()).toBe(false);
  });
});
