import { decodeTlvStream, decodeTu64, type TlvRecord } from '@rln/core';

/** Field helpers shared by the asset channel's message codecs: TLV reading, fixed-size byte fields, hex, text. */

export class MalformedMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedMessage';
  }
}

/** Longest text field (a reject's explanation). */
export const MAX_TEXT = 512;

/**
 * A UTF-8 text field of at most `max` bytes. Invalid UTF-8 is refused rather than replaced, and a
 * leading BOM kept: the text is then exactly what the bytes say and re-encodes to them.
 */
export function text(bytes: Uint8Array, max = MAX_TEXT): string {
  if (bytes.length > max) throw new MalformedMessage(`text longer than ${max} bytes`);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new MalformedMessage('text is not UTF-8');
  }
}

export function hex32(hex: string, what: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new RangeError(`${what} must be 32 bytes of lowercase hex`);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}

export function fixed(bytes: Uint8Array, length: number, what: string): Uint8Array {
  if (bytes.length !== length) throw new RangeError(`${what} must be ${length} bytes`);
  return bytes;
}

export function exact(bytes: Uint8Array, length: number, what: string): Uint8Array {
  if (bytes.length !== length) throw new MalformedMessage(`${what} must be ${length} bytes, got ${bytes.length}`);
  return bytes;
}

export function toHex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('hex');
}

/** A message's TLV records, read as BOLT 1 requires, with typed getters that fail as MalformedMessage. */
export interface TlvFields {
  has(type: bigint): boolean;
  get(type: bigint): Uint8Array;
  /** A minimal truncated u64, at most `max`. */
  u64(type: bigint, max?: bigint): bigint;
}

/**
 * Reads `payload` of message `kind`, whose fields are `knownTypes`: an unknown even type is
 * fatal, an unknown odd type is skipped (BOLT 1's "it's ok to be odd"). Another message's field
 * is unknown here too, so pass this kind's own types only.
 */
export function readTlvFields(payload: Uint8Array, knownTypes: ReadonlySet<bigint>, kind: string): TlvFields {
  let records: TlvRecord[];
  try {
    records = decodeTlvStream(payload);
  } catch (err) {
    throw new MalformedMessage(`bad TLV stream: ${(err as Error).message}`);
  }
  for (const r of records) if (!knownTypes.has(r.type) && r.type % 2n === 0n) throw new MalformedMessage(`unknown even TLV type ${r.type}`);
  const get = (type: bigint): Uint8Array => {
    const r = records.find((x) => x.type === type);
    if (!r) throw new MalformedMessage(`${kind} lacks TLV ${type}`);
    return r.value;
  };
  return {
    has: (type) => records.some((r) => r.type === type),
    get,
    u64: (type, max = 2n ** 64n - 1n) => {
      const v = get(type);
      if (v.length > 8 || (v.length > 0 && v[0] === 0)) throw new MalformedMessage(`TLV ${type} is not a minimal tu64`);
      const n = decodeTu64(v);
      if (n > max) throw new MalformedMessage(`TLV ${type} is out of range`);
      return n;
    },
  };
}
