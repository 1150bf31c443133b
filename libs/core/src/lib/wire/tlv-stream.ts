/**
 * BOLT 1 TLV streams: BigSize types and lengths, truncated integers. Used by the BOLT12
 * messages the node writes itself and by the RGB channel protocol's peer messages.
 */
export interface TlvRecord {
  readonly type: bigint;
  readonly value: Uint8Array;
}

export function encodeBigSize(n: bigint): Uint8Array {
  if (n < 0xfdn) return Uint8Array.of(Number(n));
  if (n <= 0xffffn) return Uint8Array.of(0xfd, ...bigEndian(n, 2));
  if (n <= 0xffffffffn) return Uint8Array.of(0xfe, ...bigEndian(n, 4));
  return Uint8Array.of(0xff, ...bigEndian(n, 8));
}

/** A truncated u64 (big-endian, no leading zero bytes), as BOLT12 amounts and times are written. */
export function encodeTu64(n: bigint): Uint8Array {
  const bytes = bigEndian(n, 8);
  const first = bytes.findIndex((b) => b !== 0);
  return first === -1 ? new Uint8Array(0) : bytes.slice(first);
}

export function decodeTu64(bytes: Uint8Array): bigint {
  return bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
}

/** Writes records in ascending type order (the order BOLT TLV streams require). */
export function encodeTlvStream(records: readonly TlvRecord[]): Uint8Array {
  const sorted = [...records].sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  const parts: Uint8Array[] = [];
  for (const r of sorted) parts.push(encodeBigSize(r.type), encodeBigSize(BigInt(r.value.length)), r.value);
  return concat(parts);
}

/**
 * Reads a TLV stream as BOLT 1 requires it written: minimal BigSize encodings and strictly
 * increasing types; throws otherwise, and on truncated input.
 */
export function decodeTlvStream(bytes: Uint8Array): TlvRecord[] {
  const records: TlvRecord[] = [];
  let at = 0;
  const bigSize = (): bigint => {
    if (at >= bytes.length) throw new Error('truncated TLV stream');
    const first = bytes[at++];
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : first === 0xff ? 8 : 0;
    if (width === 0) return BigInt(first);
    if (at + width > bytes.length) throw new Error('truncated TLV stream');
    const value = decodeTu64(bytes.subarray(at, at + width));
    at += width;
    if (encodeBigSize(value).length !== width + 1) throw new Error('non-minimal BigSize in TLV stream');
    return value;
  };
  while (at < bytes.length) {
    const type = bigSize();
    const length = bigSize();
    if (length > BigInt(bytes.length - at)) throw new Error('truncated TLV stream');
    const previous = records.at(-1);
    if (previous && type <= previous.type) throw new Error(`TLV types out of order (${type} after ${previous.type})`);
    records.push({ type, value: bytes.slice(at, at + Number(length)) });
    at += Number(length);
  }
  return records;
}

export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function bigEndian(n: bigint, width: number): Uint8Array {
  const out = new Uint8Array(width);
  for (let i = width - 1; i >= 0; i--) {
    out[i] = Number(n & 0xffn);
    n >>= 8n;
  }
  return out;
}
