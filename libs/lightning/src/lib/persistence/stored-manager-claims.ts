import { readBigSize } from '../ldk/big-size';
import { toHex } from '../ldk/bytes';
import { concat, decodeTlvStream, encodeBigSize, encodeTlvStream, type TlvRecord } from '../payments/tlv';

/**
 * The in-flight inbound claims (`pending_claiming_payments`) of a serialised LDK 0.1
 * ChannelManager, read and removed without deserialising it in LDK.
 *
 * Why: LDK 0.1.0 refuses (DecodeError::InvalidValue) a manager written while an inbound claim
 * was in flight when a monitor already holds that claim's preimage: its load-time replay finds
 * the payment already being claimed (channelmanager.rs, 0.1.0 read, fixed upstream in 0.1.4 by
 * 50e1d15c2). Our manager-first order passes every claim through that stored state. With the
 * entry removed, 0.1.0 rebuilds it from the monitor's own copy, treats the claim as a duplicate
 * and emits PaymentClaimed, which is what 0.1.4 does (docs/ldk-0.1-fixes.md, finding A).
 *
 * Layout (LDK 0.1 `impl Writeable for ChannelManager`): the manager ends with a TLV stream,
 * `BigSize(total length)` then records `BigSize(type) BigSize(length) value` in increasing
 * type order; type 1 always comes first and type 5 is our node id (33 bytes). Type 4, present
 * only when non-empty, is `HashMap<PaymentHash, ClaimingPayment>`: a u16 count (0xffff escapes
 * to a u64 added to it), then per entry a 32-byte hash and a ClaimingPayment, itself a
 * BigSize-length-prefixed TLV stream. Nothing else refers to these bytes, so one entry can be
 * dropped by rewriting the count and two lengths.
 */
const CLAIMING_PAYMENTS = 4n;
const NODE_ID = 5n;

interface TrailingStream {
  /** Offset of the stream's length prefix. */
  readonly start: number;
  readonly records: TlvRecord[];
}

/** Hex payment hashes of the claims in flight in the stored manager (empty when none). */
export function claimingPaymentHashes(manager: Uint8Array, nodeId: Uint8Array): string[] {
  const claims = findTrailingStream(manager, nodeId).records.find((r) => r.type === CLAIMING_PAYMENTS);
  return claims ? claimEntries(claims.value).map((e) => e.hash) : [];
}

/** The manager without the in-flight claims of `hashes`; throws when one of them is absent. */
export function withoutClaimingPayments(manager: Uint8Array, nodeId: Uint8Array, hashes: ReadonlySet<string>): Uint8Array {
  const stream = findTrailingStream(manager, nodeId);
  const records: TlvRecord[] = [];
  let removed = 0;
  for (const record of stream.records) {
    if (record.type !== CLAIMING_PAYMENTS) {
      records.push(record);
      continue;
    }
    const entries = claimEntries(record.value);
    const kept = entries.filter((e) => !hashes.has(e.hash));
    removed += entries.length - kept.length;
    // LDK writes no type 4 record for an empty map.
    if (kept.length > 0) records.push({ type: CLAIMING_PAYMENTS, value: concat([encodeCount(kept.length), ...kept.map((e) => e.bytes)]) });
  }
  if (removed !== hashes.size) throw new Error(`the stored manager has ${removed} of the ${hashes.size} claims to remove`);
  const encoded = encodeTlvStream(records);
  return concat([manager.subarray(0, stream.start), encodeBigSize(BigInt(encoded.length)), encoded]);
}

/**
 * Finds the trailing stream: a length prefix at `start` whose stream ends exactly at the end of
 * the bytes, starts with type 1, parses in increasing type order and holds our node id as type
 * 5. Scanned from the end, so the first match is the shortest such stream.
 */
function findTrailingStream(manager: Uint8Array, nodeId: Uint8Array): TrailingStream {
  for (let start = manager.length - 1; start >= 0; start--) {
    let prefix: { value: bigint; size: number };
    try {
      prefix = readBigSize(manager, start);
    } catch {
      continue;
    }
    const body = start + prefix.size;
    if (BigInt(manager.length - body) !== prefix.value || manager[body] !== 1) continue;
    const records = parseRecords(manager.subarray(body));
    if (records?.some((r) => r.type === NODE_ID && equal(r.value, nodeId))) return { start, records };
  }
  throw new Error("the stored manager's trailing TLV stream was not found");
}

/** The records of a TLV stream without its length prefix, or null when it is not one. */
function parseRecords(bytes: Uint8Array): TlvRecord[] | null {
  try {
    return decodeTlvStream(bytes);
  } catch {
    return null;
  }
}

/** The entries of a type 4 value, each with its bytes (hash and ClaimingPayment). */
function claimEntries(value: Uint8Array): { hash: string; bytes: Uint8Array }[] {
  if (value.length < 2) throw new Error('claiming payments: truncated count');
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength);
  let count = BigInt(view.getUint16(0));
  let at = 2;
  if (count === 0xffffn) {
    if (value.length < 10) throw new Error('claiming payments: truncated count');
    count += view.getBigUint64(2);
    at = 10;
  }
  const entries: { hash: string; bytes: Uint8Array }[] = [];
  for (let i = 0n; i < count; i++) {
    const start = at;
    if (at + 32 > value.length) throw new Error('claiming payments: truncated entry');
    const length = readBigSize(value, at + 32);
    at += 32 + length.size;
    if (length.value > BigInt(value.length - at)) throw new Error('claiming payments: truncated entry');
    at += Number(length.value);
    entries.push({ hash: toHex(value.subarray(start, start + 32)), bytes: value.subarray(start, at) });
  }
  if (at !== value.length) throw new Error('claiming payments: bytes after the last entry');
  return entries;
}

function encodeCount(count: number): Uint8Array {
  const out = new Uint8Array(count < 0xffff ? 2 : 10);
  const view = new DataView(out.buffer);
  if (count < 0xffff) view.setUint16(0, count);
  else {
    view.setUint16(0, 0xffff);
    view.setBigUint64(2, BigInt(count - 0xffff));
  }
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
