import { encodeBigSize as writeBigSize } from '../payments/tlv';
import { toHex } from '../ldk/bytes';
import { claimingPaymentHashes, withoutClaimingPayments } from './stored-manager-claims';
import { readWithoutClaimReplay } from './claim-replay-recovery';

const cat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));
const record = (type: number, value: Uint8Array) => cat(writeBigSize(BigInt(type)), writeBigSize(BigInt(value.length)), value);
const filled = (length: number, byte: number) => new Uint8Array(length).fill(byte);

const nodeId = cat(Uint8Array.of(2), filled(32, 0xab));
const hashA = filled(32, 0x11);
const hashB = filled(32, 0x22);
/** A ClaimingPayment stand-in: a BigSize-length-prefixed TLV stream (300 bytes: a 3-byte length). */
const claim = (fill: number) => cat(writeBigSize(300n), filled(300, fill));

/** A manager-shaped byte string: an opaque body, then the trailing TLV stream LDK 0.1 writes. */
function manager(claims: Uint8Array[][]): { bytes: Uint8Array; body: Uint8Array } {
  // The body ends with bytes that look like a short stream starting with type 1 (a false match
  // the scan must skip: it has no node id).
  const body = cat(filled(700, 0x5a), Uint8Array.of(0x03, 0x01, 0x01, 0x00));
  const entries = claims.map(([hash, payment]) => cat(hash, payment));
  const records = [
    record(1, filled(4, 1)),
    record(3, filled(8, 3)),
    ...(entries.length ? [record(4, cat(Uint8Array.of(0, entries.length), ...entries))] : []),
    record(5, nodeId),
    record(7, filled(2, 7)),
  ];
  const stream = cat(...records);
  return { bytes: cat(body, writeBigSize(BigInt(stream.length)), stream), body };
}

describe('stored manager claims (LDK 0.1 ChannelManager trailing TLV 4)', () => {
  it('lists the in-flight claims, none when the record is absent', () => {
    expect(claimingPaymentHashes(manager([[hashA, claim(0xa1)], [hashB, claim(0xb2)]]).bytes, nodeId)).toEqual([toHex(hashA), toHex(hashB)]);
    expect(claimingPaymentHashes(manager([]).bytes, nodeId)).toEqual([]);
  });

  it('removes one claim: the rest is byte for byte what LDK writes without it', () => {
    const both = manager([[hashA, claim(0xa1)], [hashB, claim(0xb2)]]);
    const stripped = withoutClaimingPayments(both.bytes, nodeId, new Set([toHex(hashA)]));
    expect(stripped).toEqual(manager([[hashB, claim(0xb2)]]).bytes);
    expect(claimingPaymentHashes(stripped, nodeId)).toEqual([toHex(hashB)]);
  });

  it('drops the record when no claim is left, as LDK does for an empty map', () => {
    const both = manager([[hashA, claim(0xa1)], [hashB, claim(0xb2)]]);
    expect(withoutClaimingPayments(both.bytes, nodeId, new Set([toHex(hashA), toHex(hashB)]))).toEqual(manager([]).bytes);
  });

  it('refuses to remove a claim the manager does not hold', () => {
    const one = manager([[hashA, claim(0xa1)]]);
    expect(() => withoutClaimingPayments(one.bytes, nodeId, new Set([toHex(hashB)]))).toThrow(/0 of the 1/);
  });

  it('refuses bytes whose trailing stream does not carry our node id or does not parse', () => {
    const one = manager([[hashA, claim(0xa1)]]);
    expect(() => claimingPaymentHashes(one.bytes, cat(Uint8Array.of(3), filled(32, 0xab)))).toThrow(/not found/);
    expect(() => claimingPaymentHashes(one.bytes.subarray(0, one.bytes.length - 1), nodeId)).toThrow(/not found/);
  });

  it('removes exactly the claims the read refuses, keeping the others', async () => {
    const hashC = filled(32, 0x33);
    const stored = manager([[hashA, claim(0xa1)], [hashB, claim(0xb2)], [hashC, claim(0xc3)]]).bytes;
    // A stand-in for LDK's read: it refuses while a claim whose preimage "a monitor holds" (A, C) is left.
    const refused = new Set([toHex(hashA), toHex(hashC)]);
    const reads: string[][] = [];
    const result = await readWithoutClaimReplay(stored, nodeId, async (bytes) => {
      const left = claimingPaymentHashes(bytes, nodeId);
      reads.push(left);
      return { read: bytes, monitors: [], ok: left.every((h) => !refused.has(h)) };
    });
    expect(result?.strippedClaims.sort()).toEqual([toHex(hashA), toHex(hashC)].sort());
    expect(result && claimingPaymentHashes(result.read, nodeId)).toEqual([toHex(hashB)]);
    expect(reads).toHaveLength(4); // n + 1
  });

  it('gives up when even the manager without any claim is refused, or when it has none', async () => {
    const refuseAll = async (bytes: Uint8Array) => ({ read: bytes, monitors: [], ok: false });
    expect(await readWithoutClaimReplay(manager([[hashA, claim(0xa1)]]).bytes, nodeId, refuseAll)).toBeNull();
    expect(await readWithoutClaimReplay(manager([]).bytes, nodeId, async (b) => ({ read: b, monitors: [], ok: true }))).toBeNull();
  });
});
