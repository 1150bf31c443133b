/**
 * BOLT 12's text form ("Encoding"): `hrp1` then bech32 data without a checksum, all lowercase
 * or all UPPERCASE, optionally split by `+` and whitespace between two characters. Read here,
 * before LDK: LDK 0.1 drops a stray `+` (leading, trailing, doubled) and accepts padding
 * beyond 4 bits, both of which BOLT 12's format-string and offer vectors refuse.
 */

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_VALUES = new Map([...BECH32_CHARSET].map((c, i) => [c, i]));

/** A BOLT12 string broken in some way; the message says how. */
export class Bolt12StringError extends Error {}

/** A `+` joins two characters, optionally followed by whitespace; nothing else splits a string. */
const JOINED = /^[0-9A-Za-z]+(?:\+\s*[0-9A-Za-z]+)*$/;

/**
 * The bytes of a BOLT12 string with prefix `hrp` (`lno`, `lnr`). Surrounding whitespace is
 * ignored (text pasted with a newline); a `+` must sit between two characters.
 */
export function readBolt12String(text: string, hrp: string): Uint8Array {
  if (typeof text !== 'string') throw new Bolt12StringError('not a string');
  const trimmed = text.trim();
  if (!JOINED.test(trimmed)) throw new Bolt12StringError('a "+" may only join two characters (and be followed by whitespace); no other symbols or spaces');
  const joined = trimmed.replace(/\+\s*/g, '');
  const lower = joined.toLowerCase();
  if (joined !== lower && joined !== joined.toUpperCase()) throw new Bolt12StringError('mixed case (use all lowercase or all UPPERCASE)');
  if (!lower.startsWith(`${hrp}1`)) throw new Bolt12StringError(`the prefix is not ${hrp}1`);
  return fromWords(lower.slice(hrp.length + 1));
}

/** bech32 characters to bytes: at most 4 bits of padding, all zero (BIP 173's rule). */
function fromWords(data: string): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (const c of data) {
    const value = BECH32_VALUES.get(c);
    if (value === undefined) throw new Bolt12StringError(`"${c}" is not a bech32 character`);
    acc = ((acc << 5) | value) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  if (bits > 4) throw new Bolt12StringError('the bech32 padding exceeds 4 bits');
  if ((acc & ((1 << bits) - 1)) !== 0) throw new Bolt12StringError('the bech32 padding bits are not zero');
  return Uint8Array.from(out);
}
