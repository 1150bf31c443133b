import { createHash } from 'node:crypto';

/**
 * BOLT TLV streams (BigSize types and lengths) and BOLT12's bech32 text form, for the BOLT12
 * messages this node writes itself (the LDK 0.1 bindings cannot set an offer's or refund's
 * fields: their builder setters act on a copy and are lost).
 */
export interface TlvRecord {
  readonly type: bigint;
  readonly value: Uint8Array;
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

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

/** BOLT12's text form: `hrp1` and the data in the bech32 charset, without a checksum. */
export function bech32NoChecksum(hrp: string, bytes: Uint8Array): string {
  let out = `${hrp}1`;
  let acc = 0;
  let bits = 0;
  for (const byte of bytes) {
    acc = ((acc << 8) | byte) & 0x1fff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BECH32_CHARSET[(acc >> bits) & 31];
    }
  }
  if (bits > 0) out += BECH32_CHARSET[(acc << (5 - bits)) & 31];
  return out;
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

/**
 * The digest a BOLT12 signature signs: the tagged hash `H("lightning" || message || "signature",
 * merkle root)` (BOLT 12 "Signature Calculation").
 */
export function bolt12SignatureDigest(message: 'invoice' | 'invoice_request', records: readonly TlvRecord[]): Uint8Array {
  return taggedHash(sha256(utf8(`lightning${message}signature`)), bolt12MerkleRoot(records));
}

/**
 * BOLT 12's merkle root over every record outside the signature range (240-1000): leaves
 * H("LnLeaf", record) and H("LnNonce" || first record, type); branches H("LnBranch", lesser ||
 * greater).
 */
export function bolt12MerkleRoot(records: readonly TlvRecord[]): Uint8Array {
  const signed = [...records].filter((r) => r.type < 240n || r.type > 1000n).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
  if (signed.length === 0) throw new Error('no records to sign');
  const recordBytes = (r: TlvRecord) => concat([encodeBigSize(r.type), encodeBigSize(BigInt(r.value.length)), r.value]);
  const nonceTag = sha256(concat([utf8('LnNonce'), recordBytes(signed[0])]));
  const leafTag = sha256(utf8('LnLeaf'));
  const branchTag = sha256(utf8('LnBranch'));
  const leaves: Uint8Array[] = [];
  for (const r of signed) {
    leaves.push(taggedHash(leafTag, recordBytes(r)));
    leaves.push(taggedHash(nonceTag, encodeBigSize(r.type)));
  }
  for (let level = 0; ; level++) {
    const step = 2 << level;
    const offset = step / 2;
    if (offset >= leaves.length) break;
    for (let i = 0, j = offset; j < leaves.length; i += step, j += step) {
      const [lesser, greater] = compareBytes(leaves[i], leaves[j]) < 0 ? [leaves[i], leaves[j]] : [leaves[j], leaves[i]];
      leaves[i] = taggedHash(branchTag, concat([lesser, greater]));
    }
  }
  return leaves[0];
}

function taggedHash(tagHash: Uint8Array, message: Uint8Array): Uint8Array {
  return sha256(concat([tagHash, tagHash, message]));
}

function sha256(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(createHash('sha256').update(bytes).digest());
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}
