import { bech32 } from '@scure/base';

/** The order of secp256k1's group. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
/** A BOLT 11 signature: 64 bytes R||S and a recovery id, 520 bits in 104 bech32 characters. */
const SIGNATURE_WORDS = 104;

/**
 * The same invoice with its signature in low-S form, or null when S is already low (or the
 * text is not bech32). BOLT 11 has a reader that recovers the payee's key accept high-S
 * signatures; LDK 0.1 refuses them. (r, n - s) with the recovery id's parity flipped is the
 * same signature by the same key: recovery yields the same payee, so the invoice says the
 * same thing and only LDK's check changes.
 */
export function withLowS(invoice: string): string | null {
  let decoded: { prefix: string; words: number[] };
  try {
    decoded = bech32.decode(invoice as `${string}1${string}`, false);
  } catch {
    return null;
  }
  const { prefix, words } = decoded;
  if (words.length < SIGNATURE_WORDS) return null;
  const signature = Uint8Array.from(bech32.fromWords(words.slice(-SIGNATURE_WORDS)));
  const s = BigInt(`0x${Buffer.from(signature.subarray(32, 64)).toString('hex')}`);
  if (s <= N >> 1n || s >= N) return null;
  signature.set(Buffer.from((N - s).toString(16).padStart(64, '0'), 'hex'), 32);
  signature[64] ^= 1;
  return bech32.encode(prefix, [...words.slice(0, -SIGNATURE_WORDS), ...bech32.toWords(signature)], false);
}
