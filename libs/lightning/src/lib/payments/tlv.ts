import { createHash } from 'node:crypto';
import { concat, encodeBigSize, utf8, type TlvRecord } from '@rln/core';

export { concat, decodeTlvStream, decodeTu64, encodeBigSize, encodeTlvStream, encodeTu64, utf8, type TlvRecord } from '@rln/core';

/**
 * BOLT12's bech32 text form and signature digest, for the BOLT12 messages this node writes
 * itself (the LDK 0.1 bindings cannot set an offer's or refund's fields: their builder setters
 * act on a copy and are lost). The TLV stream codec itself is in @rln/core.
 */
const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

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
