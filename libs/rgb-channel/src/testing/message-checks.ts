import { decodeTlvStream, encodeTlvStream, utf8 } from '@rln/core';
import { decodeMessage, encodeMessage, MESSAGE_TYPES, type ChannelMessage, type CommitmentSignatures } from '../lib/protocol/channel-messages';
import { decodeOpenMessage, encodeOpenMessage, OPEN_MESSAGE_TYPES, type OpenMessage, type OpeningSide } from '../lib/protocol/open-messages';
import { MalformedMessage } from '../lib/protocol/wire-fields';

/**
 * What "a well-formed message" means for the codec fuzz tests, written from the protocol text
 * (docs/design/rgb-channel-protocol.md §4, §5a) rather than from the decoder: each field within
 * the bounds the protocol gives it, and a message that our own encoder writes back and reads
 * again unchanged (so the node can store, resend and compare what it accepted).
 */

export type Decoder = 'update' | 'open';

export const U64_MAX = 2n ** 64n - 1n;
/** BOLT 3 numbers per-commitment secrets below 2^48. */
export const MAX_COMMITMENT_NUMBER = 2n ** 48n - 1n;

export type Outcome = { readonly ok: true; readonly message: ChannelMessage | OpenMessage } | { readonly ok: false; readonly error: MalformedMessage };

/**
 * Decodes and checks: returns the outcome, or throws an Error naming the broken rule (an error
 * other than MalformedMessage, a message outside the protocol's bounds, a message that does not
 * read back as itself, or one much larger than its input).
 */
export function decodeChecked(decoder: Decoder, type: number, payload: Uint8Array): Outcome {
  let message: ChannelMessage | OpenMessage;
  try {
    message = decoder === 'update' ? decodeMessage(type, payload) : decodeOpenMessage(type, payload);
  } catch (err) {
    if (err instanceof MalformedMessage) return { ok: false, error: err };
    throw new Error(`the ${decoder} decoder threw ${(err as Error)?.name}: ${(err as Error)?.message}`);
  }
  const problems = decoder === 'update' ? updateProblems(type, message as ChannelMessage) : openProblems(type, message as OpenMessage);
  if (problems.length > 0) throw new Error(`decoded a message the protocol does not allow: ${problems.join('; ')}`);
  // Nothing in a decoded message may be much larger than the bytes it came from (an integer
  // counts 8 bytes, however short its encoding).
  const size = footprint(message);
  if (size > 2 * payload.length + 128) throw new Error(`decoded ${size} bytes of fields from a ${payload.length}-byte payload`);
  roundTrip(decoder, message);
  canonical(decoder, message, payload);
  return { ok: true, message };
}

/**
 * Each message's TLVs, from the protocol's tables (§4, §6 for shutdown and closing_signed, §5a
 * and §7 for the opening): any other even type is unknown to that message and must be refused.
 */
const TLVS: Readonly<Record<string, readonly number[]>> = {
  propose: [0, 2, 4, 6, 8],
  accept: [0, 2, 4, 6, 10, 12, 14],
  commit: [0, 2, 4, 6, 10, 12, 14, 16, 18],
  revoke: [0, 2, 4, 6, 16, 18],
  reject: [0, 2, 4, 6, 20, 22],
  reestablish: [0, 24, 26, 28, 30],
  shutdown: [0, 2, 4, 6],
  closingSigned: [0, 2, 4, 6, 10, 12, 14],
  open: [0, 40, 42, 44, 46, 48, 50, 52, 54, 56, 58, 60, 62, 64, 66, 68, 74],
  acceptOpen: [0, 44, 46, 48],
  fundingCreated: [0, 10, 12, 14, 70, 72],
  fundingSigned: [0, 10, 12, 14],
};

/**
 * An accepted payload says nothing the decoded message does not: once the odd TLVs it may skip
 * are left out, it is exactly what our encoder writes for that message. A field the decoder
 * read loosely (dropped, reinterpreted, or taken from another message's table) shows here.
 */
function canonical(decoder: Decoder, message: ChannelMessage | OpenMessage, payload: Uint8Array): void {
  const table = TLVS[message.kind];
  const records = decodeTlvStream(payload);
  const foreign = records.filter((r) => !table.includes(Number(r.type)) && r.type % 2n === 0n);
  if (foreign.length > 0) throw new Error(`${message.kind} accepted even TLV ${foreign[0].type}, which is not one of its fields`);
  const kept = encodeTlvStream(records.filter((r) => table.includes(Number(r.type))));
  const written = decoder === 'update' ? encodeMessage(message as ChannelMessage).payload : encodeOpenMessage(message as OpenMessage).payload;
  if (Buffer.compare(kept, written) !== 0) throw new Error(`${message.kind} was accepted from bytes other than the ones it encodes to`);
}

function roundTrip(decoder: Decoder, message: ChannelMessage | OpenMessage): void {
  let again: unknown;
  try {
    if (decoder === 'update') {
      const e = encodeMessage(message as ChannelMessage);
      again = decodeMessage(e.type, e.payload);
    } else {
      const e = encodeOpenMessage(message as OpenMessage);
      again = decodeOpenMessage(e.type, e.payload);
    }
  } catch (err) {
    throw new Error(`a decoded message does not encode and read back: ${(err as Error).name}: ${(err as Error).message}`);
  }
  if (!sameValue(again, message)) throw new Error('a decoded message reads back differently after encoding');
}

const isU64 = (n: bigint) => typeof n === 'bigint' && n >= 0n && n <= U64_MAX;
const isHex32 = (s: string) => /^[0-9a-f]{64}$/.test(s);
const isBytes = (b: Uint8Array, n: number) => b instanceof Uint8Array && b.length === n;
const isSmall = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
const isSide = (s: string) => s === 'opener' || s === 'acceptor';

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function signatureProblems(s: CommitmentSignatures): string[] {
  const out: string[] = [];
  if (!isBytes(s.commitment, 64)) out.push('commitment signature is not 64 bytes');
  if (s.htlcs.length > 64 || !s.htlcs.every((h) => isBytes(h, 64))) out.push('HTLC signatures are not up to 64 of 64 bytes');
  if (!isBytes(s.bundleId, 32)) out.push('bundle id is not 32 bytes');
  return out;
}

export function updateProblems(type: number, m: ChannelMessage): string[] {
  const out: string[] = [];
  if (MESSAGE_TYPES[m.kind] !== type) out.push(`kind ${m.kind} from type ${type}`);
  if (!isHex32(m.channelId)) out.push('channel id');
  if (m.kind === 'reestablish') {
    if (!isU64(m.lastReceivedSeq) || !isU64(m.committedNumber)) out.push('reestablish integers');
    if (m.yourLastSecret && (!isBytes(m.yourLastSecret.secret, 32) || m.yourLastSecret.number < 0n || m.yourLastSecret.number > MAX_COMMITMENT_NUMBER)) out.push('data-loss proof');
    return out;
  }
  if (!isU64(m.seq) || m.seq < 1n || !isU64(m.ack) || !isU64(m.number)) out.push('sequence integers');
  if (m.kind === 'propose') {
    if (m.changes.length < 1 || m.changes.length > 64) out.push('1..64 changes');
    for (const c of m.changes) {
      const side = c.kind === 'add' ? c.htlc.offeredBy : c.offeredBy;
      const id = c.kind === 'add' ? c.htlc.id : c.id;
      if (!isSide(side) || !isU64(id)) out.push('change side or id');
      if (c.kind === 'add' && (!isHex32(c.htlc.paymentHash) || !isU64(c.htlc.assetAmount) || !isSmall(c.htlc.cltvExpiry, 0xffff_ffff))) out.push('add fields');
      if (c.kind === 'fulfill' && !isHex32(c.preimage)) out.push('preimage');
    }
  }
  if (m.kind === 'accept' || m.kind === 'commit' || m.kind === 'closingSigned') out.push(...signatureProblems(m.signatures));
  if ((m.kind === 'commit' || m.kind === 'revoke') && (!isBytes(m.revocationSecret, 32) || !isBytes(m.nextPoint, 33))) out.push('revocation fields');
  if (m.kind === 'reject' && (utf8(m.code).length > 64 || utf8(m.message).length > 512)) out.push('reject code ≤ 64 or text ≤ 512 bytes');
  return out;
}

function sideProblems(s: OpeningSide): string[] {
  const b = s.basepoints;
  const keys = [b.fundingPubkey, b.revocationBasepoint, b.paymentBasepoint, b.delayedPaymentBasepoint, b.htlcBasepoint, ...s.points];
  const out: string[] = [];
  if (keys.length !== 7 || !keys.every((k) => isBytes(k, 33))) out.push('keys and points are 33 bytes');
  if (s.closingScript.length < 1 || s.closingScript.length > 64) out.push('closing script 1..64 bytes');
  return out;
}

export function openProblems(type: number, m: OpenMessage): string[] {
  const out: string[] = [];
  if (OPEN_MESSAGE_TYPES[m.kind] !== type) out.push(`kind ${m.kind} from type ${type}`);
  if (!isHex32(m.channelId)) out.push('channel id');
  switch (m.kind) {
    case 'open': {
      const contract = utf8(m.contractId).length;
      if (contract < 1 || contract > 128) out.push('contract id 1..128 bytes');
      if (!isU64(m.assetAmount) || !isU64(m.policy.assetReserve)) out.push('amounts');
      if (![m.policy.maxHtlcs, m.policy.minExpiryDelta, m.policy.maxExpiryDelta, m.budget.toSelfDelay].every((n) => isSmall(n, 0xffff))) out.push('u16 fields');
      const sats = [m.budget.fundingSats, m.budget.assetOutputSats, m.budget.htlcOutputSats];
      if (!sats.every((n) => isU64(n) && n <= 21_000_000n * 100_000_000n) || !isU64(m.budget.feeratePerKw) || m.budget.feeratePerKw > 0xffff_ffffn) out.push('budget');
      if (!isBytes(m.consignmentNonce, 32)) out.push('nonce');
      if (utf8(m.consignmentUrl).length > 512 || !isHttpUrl(m.consignmentUrl.replace('{txid}', '0'.repeat(64))) || !m.consignmentUrl.includes('{txid}')) out.push('consignment URL');
      out.push(...sideProblems(m.opener));
      break;
    }
    case 'acceptOpen':
      out.push(...sideProblems(m.acceptor));
      break;
    case 'fundingCreated':
      if (!isHex32(m.fundingTxid) || !isSmall(m.fundingVout, 0xffff)) out.push('funding outpoint');
      out.push(...signatureProblems(m.signatures));
      break;
    case 'fundingSigned':
      out.push(...signatureProblems(m.signatures));
      break;
  }
  return out;
}

/** Bytes of field content a message holds (hex counts half, text its UTF-8 length, integers 8). */
function footprint(value: unknown, key = ''): number {
  if (value instanceof Uint8Array) return value.length;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + footprint(v, key), 0);
  if (typeof value === 'bigint' || typeof value === 'number') return 8;
  if (typeof value === 'string') return key === 'kind' || key === 'offeredBy' ? 0 : /^[0-9a-f]*$/.test(value) && value.length % 2 === 0 ? value.length / 2 : utf8(value).length;
  if (value && typeof value === 'object') return Object.entries(value).reduce((n, [k, v]) => n + footprint(v, k), 0);
  return 0;
}

/** Deep equality over the message model (bigints, byte arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Uint8Array || b instanceof Uint8Array) return a instanceof Uint8Array && b instanceof Uint8Array && Buffer.compare(a, b) === 0;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
    const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}
