import { concat, encodeTlvStream, encodeTu64, utf8, type TlvRecord } from '@rln/core';
import type { AssetChange, ForwardInstruction, Side } from './asset-state';
import { exact, fixed, hex32, MalformedMessage, MAX_TEXT, readTlvFields, text, toHex } from './wire-fields';

export { MalformedMessage } from './wire-fields';

/**
 * The asset channel's peer messages (docs/design/rgb-channel-protocol.md). Each is a BOLT 1 TLV
 * stream carried in an odd custom message type, so a peer without the protocol ignores it.
 * Every update message carries the sender's sequence number and the last sequence it received,
 * which make delivery reliable across reconnects: unacknowledged messages are resent after
 * `rgb_reestablish`, duplicates are recognised by their sequence.
 */
export const MESSAGE_TYPES = {
  propose: 32769,
  accept: 32771,
  commit: 32773,
  revoke: 32775,
  reject: 32777,
  reestablish: 32779,
  shutdown: 32781,
  closingSigned: 32783,
} as const;

export type MessageKind = keyof typeof MESSAGE_TYPES;

/**
 * The `init` feature bit (optional, odd; bLIP 2's custom range, unregistered) by which a node says
 * it speaks this protocol. The node's custom-message handler names it (`featureBit`): the node
 * then advertises it and takes our messages, update and opening, only from peers that advertised
 * it too (protocol §20, issue 17), so a node that never claimed the protocol has no say in an
 * asset channel. A peer on a build without it is refused.
 */
export const RGB_CHANNEL_FEATURE_BIT = 1_025;

/** The peer's signatures on one of our commitments: the commitment itself and each HTLC transaction. */
export interface CommitmentSignatures {
  /** 64-byte compact ECDSA signature. */
  readonly commitment: Uint8Array;
  /** One per HTLC output, in output order. */
  readonly htlcs: readonly Uint8Array[];
  /** The RGB bundle id the signer coloured: a mismatch shows the two stocks diverged. */
  readonly bundleId: Uint8Array;
}

interface Sequenced {
  readonly channelId: string;
  /** The sender's message sequence, from 1. */
  readonly seq: bigint;
  /** The last sequence the sender received from us (0: none). */
  readonly ack: bigint;
  /** The commitment number the round produces. */
  readonly number: bigint;
}

export type ChannelMessage =
  | (Sequenced & { readonly kind: 'propose'; readonly changes: readonly AssetChange[] })
  | (Sequenced & { readonly kind: 'accept'; readonly signatures: CommitmentSignatures })
  | (Sequenced & { readonly kind: 'commit'; readonly signatures: CommitmentSignatures; readonly revocationSecret: Uint8Array; readonly nextPoint: Uint8Array })
  | (Sequenced & { readonly kind: 'revoke'; readonly revocationSecret: Uint8Array; readonly nextPoint: Uint8Array })
  | (Sequenced & { readonly kind: 'reject'; readonly code: string; readonly message: string })
  /** No state after `number` (the committed one) will be signed; the sender holds no HTLC and no round. */
  | (Sequenced & { readonly kind: 'shutdown' })
  /** The sender's signature on the closing transaction of state `number` (its `htlcs` is empty). */
  | (Sequenced & { readonly kind: 'closingSigned'; readonly signatures: CommitmentSignatures })
  | {
      readonly kind: 'reestablish';
      readonly channelId: string;
      readonly lastReceivedSeq: bigint;
      readonly committedNumber: bigint;
      /**
       * BOLT 2's data-loss protection: the newest of the receiver's per-commitment secrets the
       * sender holds, with its commitment number (absent before any revocation). It proves to a
       * receiver restored from an old backup that it revoked what it would broadcast; a claim
       * without it is not believed.
       */
      readonly yourLastSecret?: { readonly number: bigint; readonly secret: Uint8Array };
    };


const T = {
  channelId: 0n,
  seq: 2n,
  ack: 4n,
  number: 6n,
  changes: 8n,
  commitmentSig: 10n,
  htlcSigs: 12n,
  bundleId: 14n,
  revocationSecret: 16n,
  nextPoint: 18n,
  code: 20n,
  text: 22n,
  lastReceivedSeq: 24n,
  committedNumber: 26n,
  yourLastSecretNumber: 28n,
  yourLastSecret: 30n,
  /** Odd: a peer that does not forward ignores it and takes the adds as final (then fails them back). */
  forwards: 33n,
} as const;

/** Each message's TLVs (protocol §4): any other even type is unknown to it and refused. */
const FIELDS: Readonly<Record<MessageKind, ReadonlySet<bigint>>> = (() => {
  const sequenced = [T.channelId, T.seq, T.ack, T.number];
  const signed = [T.commitmentSig, T.htlcSigs, T.bundleId];
  const revocation = [T.revocationSecret, T.nextPoint];
  return {
    propose: new Set([...sequenced, T.changes, T.forwards]),
    accept: new Set([...sequenced, ...signed]),
    commit: new Set([...sequenced, ...signed, ...revocation]),
    revoke: new Set([...sequenced, ...revocation]),
    reject: new Set([...sequenced, T.code, T.text]),
    reestablish: new Set([T.channelId, T.lastReceivedSeq, T.committedNumber, T.yourLastSecretNumber, T.yourLastSecret]),
    shutdown: new Set(sequenced),
    closingSigned: new Set([...sequenced, ...signed]),
  };
})();

/** A reject's code is a short identifier (protocol §4: utf8 ≤ 64). */
const MAX_CODE = 64;
/** BOLT 3 numbers per-commitment secrets below 2^48: a larger number names no secret. */
const MAX_SECRET_NUMBER = 2n ** 48n - 1n;

const CHANGE_ADD = 1;
const CHANGE_FULFILL = 2;
const CHANGE_FAIL = 3;
/** Upper bound on changes per update: the channel's HTLC limit is far below it. */
const MAX_CHANGES = 64;

export function encodeMessage(message: ChannelMessage): { type: number; payload: Uint8Array } {
  const records: TlvRecord[] = [{ type: T.channelId, value: hex32(message.channelId, 'channel id') }];
  if (message.kind === 'reestablish') {
    records.push({ type: T.lastReceivedSeq, value: encodeTu64(message.lastReceivedSeq) }, { type: T.committedNumber, value: encodeTu64(message.committedNumber) });
    if (message.yourLastSecret) {
      records.push({ type: T.yourLastSecretNumber, value: encodeTu64(message.yourLastSecret.number) }, { type: T.yourLastSecret, value: fixed(message.yourLastSecret.secret, 32, 'secret') });
    }
  } else {
    records.push({ type: T.seq, value: encodeTu64(message.seq) }, { type: T.ack, value: encodeTu64(message.ack) }, { type: T.number, value: encodeTu64(message.number) });
    if (message.kind === 'propose') {
      records.push({ type: T.changes, value: encodeChanges(message.changes) });
      const forwards = encodeForwards(message.changes);
      if (forwards) records.push({ type: T.forwards, value: forwards });
    }
    if (message.kind === 'accept' || message.kind === 'commit' || message.kind === 'closingSigned') records.push(...signatureRecords(message.signatures));
    if (message.kind === 'commit' || message.kind === 'revoke') {
      records.push({ type: T.revocationSecret, value: fixed(message.revocationSecret, 32, 'revocation secret') }, { type: T.nextPoint, value: fixed(message.nextPoint, 33, 'next point') });
    }
    if (message.kind === 'reject') records.push({ type: T.code, value: utf8(message.code.slice(0, 64)) }, { type: T.text, value: utf8(message.message.slice(0, MAX_TEXT)) });
  }
  return { type: MESSAGE_TYPES[message.kind], payload: encodeTlvStream(records) };
}

/** Reads a peer message; throws MalformedMessage on anything the protocol does not allow. */
export function decodeMessage(type: number, payload: Uint8Array): ChannelMessage {
  const kind = (Object.keys(MESSAGE_TYPES) as MessageKind[]).find((k) => MESSAGE_TYPES[k] === type);
  if (!kind) throw new MalformedMessage(`unknown message type ${type}`);
  const { has, get, u64 } = readTlvFields(payload, FIELDS[kind], kind);
  const channelId = toHex(exact(get(T.channelId), 32, 'channel id'));
  if (kind === 'reestablish') {
    const base = { kind, channelId, lastReceivedSeq: u64(T.lastReceivedSeq), committedNumber: u64(T.committedNumber) } as const;
    if (has(T.yourLastSecretNumber) !== has(T.yourLastSecret)) throw new MalformedMessage('your_last_secret and its number come both or neither');
    if (!has(T.yourLastSecret)) return base;
    return { ...base, yourLastSecret: { number: u64(T.yourLastSecretNumber, MAX_SECRET_NUMBER), secret: exact(get(T.yourLastSecret), 32, 'secret') } };
  }
  const base = { channelId, seq: u64(T.seq), ack: u64(T.ack), number: u64(T.number) };
  if (base.seq === 0n) throw new MalformedMessage('sequence numbers start at 1');
  const signatures = () => readSignatures(get);
  const revocation = () => ({ revocationSecret: exact(get(T.revocationSecret), 32, 'revocation secret'), nextPoint: exact(get(T.nextPoint), 33, 'next point') });
  switch (kind) {
    case 'propose':
      return { ...base, kind, changes: withForwards(decodeChanges(get(T.changes)), has(T.forwards) ? get(T.forwards) : null) };
    case 'accept':
      return { ...base, kind, signatures: signatures() };
    case 'commit':
      return { ...base, kind, signatures: signatures(), ...revocation() };
    case 'revoke':
      return { ...base, kind, ...revocation() };
    case 'reject':
      return { ...base, kind, code: text(get(T.code), MAX_CODE), message: text(get(T.text)) };
    case 'shutdown':
      return { ...base, kind };
    case 'closingSigned':
      return { ...base, kind, signatures: signatures() };
  }
}

/** Reads TLVs 10, 12 and 14 (see `signatureRecords`). */
export function readSignatures(get: (type: bigint) => Uint8Array): CommitmentSignatures {
  return {
    commitment: exact(get(T.commitmentSig), 64, 'commitment signature'),
    htlcs: splitSignatures(get(T.htlcSigs)),
    bundleId: exact(get(T.bundleId), 32, 'bundle id'),
  };
}

/** TLVs 10, 12 and 14: a commitment signature, the HTLC signatures, the bundle id. */
export function signatureRecords(s: CommitmentSignatures): TlvRecord[] {
  return [
    { type: T.commitmentSig, value: fixed(s.commitment, 64, 'commitment signature') },
    { type: T.htlcSigs, value: concat(s.htlcs.map((h) => fixed(h, 64, 'HTLC signature'))) },
    { type: T.bundleId, value: fixed(s.bundleId, 32, 'bundle id') },
  ];
}

export function splitSignatures(bytes: Uint8Array): Uint8Array[] {
  if (bytes.length % 64 !== 0 || bytes.length / 64 > MAX_CHANGES) throw new MalformedMessage('HTLC signatures are a list of 64-byte signatures');
  return Array.from({ length: bytes.length / 64 }, (_, i) => bytes.slice(i * 64, (i + 1) * 64));
}

const SIDE_BYTE: Record<Side, number> = { opener: 0, acceptor: 1 };

function encodeChanges(changes: readonly AssetChange[]): Uint8Array {
  if (changes.length === 0 || changes.length > MAX_CHANGES) throw new RangeError(`an update carries 1..${MAX_CHANGES} changes`);
  const parts: Uint8Array[] = [];
  for (const c of changes) {
    if (c.kind === 'add') {
      const b = new Uint8Array(1 + 1 + 8 + 32 + 8 + 4);
      const v = new DataView(b.buffer);
      b[0] = CHANGE_ADD;
      b[1] = SIDE_BYTE[c.htlc.offeredBy];
      v.setBigUint64(2, c.htlc.id);
      b.set(hex32(c.htlc.paymentHash, 'payment hash'), 10);
      v.setBigUint64(42, c.htlc.assetAmount);
      v.setUint32(50, c.htlc.cltvExpiry);
      parts.push(b);
    } else {
      const b = new Uint8Array(c.kind === 'fulfill' ? 42 : 10);
      b[0] = c.kind === 'fulfill' ? CHANGE_FULFILL : CHANGE_FAIL;
      b[1] = SIDE_BYTE[c.offeredBy];
      new DataView(b.buffer).setBigUint64(2, c.id);
      if (c.kind === 'fulfill') b.set(hex32(c.preimage, 'preimage'), 10);
      parts.push(b);
    }
  }
  return concat(parts);
}

function decodeChanges(bytes: Uint8Array): AssetChange[] {
  const changes: AssetChange[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const need = (n: number) => {
    if (at + n > bytes.length) throw new MalformedMessage('truncated change list');
  };
  while (at < bytes.length) {
    if (changes.length === MAX_CHANGES) throw new MalformedMessage(`more than ${MAX_CHANGES} changes`);
    need(10);
    const tag = bytes[at];
    const sideByte = bytes[at + 1];
    if (sideByte > 1) throw new MalformedMessage(`bad side ${sideByte}`);
    const side: Side = sideByte === 0 ? 'opener' : 'acceptor';
    const id = view.getBigUint64(at + 2);
    if (tag === CHANGE_ADD) {
      need(54);
      changes.push({
        kind: 'add',
        htlc: { id, offeredBy: side, paymentHash: toHex(bytes.subarray(at + 10, at + 42)), assetAmount: view.getBigUint64(at + 42), cltvExpiry: view.getUint32(at + 50) },
      });
      at += 54;
    } else if (tag === CHANGE_FULFILL) {
      need(42);
      changes.push({ kind: 'fulfill', offeredBy: side, id, preimage: toHex(bytes.subarray(at + 10, at + 42)) });
      at += 42;
    } else if (tag === CHANGE_FAIL) {
      changes.push({ kind: 'fail', offeredBy: side, id });
      at += 10;
    } else {
      throw new MalformedMessage(`unknown change tag ${tag}`);
    }
  }
  if (changes.length === 0) throw new MalformedMessage('an update carries at least one change');
  return changes;
}

/** Per forwarded add: its HTLC id (u64), the next node (33), the amount to forward (u64), the outgoing expiry (u32). */
const FORWARD_BYTES = 8 + 33 + 8 + 4;

function encodeForwards(changes: readonly AssetChange[]): Uint8Array | null {
  const parts: Uint8Array[] = [];
  for (const c of changes) {
    if (c.kind !== 'add' || !c.forward) continue;
    const b = new Uint8Array(FORWARD_BYTES);
    const v = new DataView(b.buffer);
    v.setBigUint64(0, c.htlc.id);
    if (!/^0[23][0-9a-f]{64}$/.test(c.forward.nextNodeId)) throw new RangeError('a forward\'s next node id must be a compressed public key in lowercase hex');
    b.set(Uint8Array.from(Buffer.from(c.forward.nextNodeId, 'hex')), 8);
    v.setBigUint64(41, c.forward.assetAmount);
    v.setUint32(49, c.forward.cltvExpiry);
    parts.push(b);
  }
  return parts.length > 0 ? concat(parts) : null;
}

/** The adds of `changes`, each with the forward the `forwards` TLV names for its HTLC id (at most one, and only for an add of this message). */
function withForwards(changes: AssetChange[], bytes: Uint8Array | null): AssetChange[] {
  if (bytes === null) return changes;
  if (bytes.length === 0 || bytes.length % FORWARD_BYTES !== 0) throw new MalformedMessage(`forwards are a list of ${FORWARD_BYTES}-byte entries`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byId = new Map<bigint, ForwardInstruction>();
  for (let at = 0; at < bytes.length; at += FORWARD_BYTES) {
    const id = view.getBigUint64(at);
    const nextNodeId = toHex(bytes.subarray(at + 8, at + 41));
    if (bytes[at + 8] !== 2 && bytes[at + 8] !== 3) throw new MalformedMessage('a forward names a next node that is not a compressed public key');
    if (byId.has(id)) throw new MalformedMessage(`two forwards for HTLC ${id}`);
    byId.set(id, { nextNodeId, assetAmount: view.getBigUint64(at + 41), cltvExpiry: view.getUint32(at + 49) });
  }
  const out = changes.map((c) => {
    if (c.kind !== 'add') return c;
    const forward = byId.get(c.htlc.id);
    if (!forward) return c;
    byId.delete(c.htlc.id);
    return { ...c, forward };
  });
  if (byId.size > 0) throw new MalformedMessage('a forward names no add of this message');
  return out;
}
