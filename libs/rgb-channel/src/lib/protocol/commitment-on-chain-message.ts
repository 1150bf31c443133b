import { concat, encodeTlvStream, encodeTu64, type TlvRecord } from '@rln/core';
import type { AssetHtlc, AssetState } from './asset-state';
import { exact, MalformedMessage, readTlvFields, toHex } from './wire-fields';

/**
 * `rgb_commitment_on_chain` (type 32793): "my commitment of this state is on chain". Sent by the
 * side whose commitment closed the channel, to its peer, when it finds it on chain and again at
 * every reconnect. A peer that lost its state (restored from an old backup, protocol §5 "lost
 * state") cannot recognise a commitment newer than anything it knows, nor colour a spend of its
 * own output on it; with the state and the sender's point it rebuilds the commitment and colours
 * it from its own stock. Nothing in it is trusted: the receiver uses it only when the
 * transaction it rebuilds has the txid the chain shows (rgb-lightning.md §10, recovery).
 */
export const COMMITMENT_ON_CHAIN_TYPE = 32793;

export interface CommitmentOnChain {
  readonly channelId: string;
  readonly txid: string;
  readonly state: AssetState;
  /** The sender's (the holder's) per-commitment point for `state.number`, hex. */
  readonly holderPoint: string;
}

const T = { channelId: 0n, txid: 2n, number: 4n, point: 6n, openerAssets: 8n, acceptorAssets: 10n, htlcs: 12n, nextHtlcIds: 14n } as const;
const KNOWN = new Set<bigint>(Object.values(T));
const HTLC_BYTES = 8 + 1 + 32 + 8 + 4;
/** More HTLCs than any channel policy allows (checkShadowBudget bounds them far lower). */
const MAX_HTLCS = 483;

export function encodeCommitmentOnChain(message: CommitmentOnChain): Uint8Array {
  const { state } = message;
  const ids = new Uint8Array(16);
  new DataView(ids.buffer).setBigUint64(0, state.nextHtlcId.opener);
  new DataView(ids.buffer).setBigUint64(8, state.nextHtlcId.acceptor);
  const records: TlvRecord[] = [
    { type: T.channelId, value: bytes32(message.channelId, 'channel id') },
    { type: T.txid, value: bytes32(message.txid, 'txid') },
    { type: T.number, value: encodeTu64(state.number) },
    { type: T.point, value: Uint8Array.from(Buffer.from(message.holderPoint, 'hex')) },
    { type: T.openerAssets, value: encodeTu64(state.openerAssets) },
    { type: T.acceptorAssets, value: encodeTu64(state.acceptorAssets) },
    { type: T.htlcs, value: concat(state.htlcs.map(encodeHtlc)) },
    { type: T.nextHtlcIds, value: ids },
  ];
  return encodeTlvStream(records);
}

/** Throws MalformedMessage on anything but a well-formed message. */
export function decodeCommitmentOnChain(payload: Uint8Array): CommitmentOnChain {
  const f = readTlvFields(payload, KNOWN, 'rgb_commitment_on_chain');
  const point = exact(f.get(T.point), 33, 'holder point');
  if (point[0] !== 2 && point[0] !== 3) throw new MalformedMessage('holder point is not a compressed key');
  const htlcBytes = f.get(T.htlcs);
  if (htlcBytes.length % HTLC_BYTES !== 0 || htlcBytes.length / HTLC_BYTES > MAX_HTLCS) throw new MalformedMessage('htlcs field has a bad length');
  const htlcs: AssetHtlc[] = [];
  for (let at = 0; at < htlcBytes.length; at += HTLC_BYTES) htlcs.push(decodeHtlc(htlcBytes.subarray(at, at + HTLC_BYTES)));
  const ids = exact(f.get(T.nextHtlcIds), 16, 'next HTLC ids');
  const view = new DataView(ids.buffer, ids.byteOffset, 16);
  return {
    channelId: toHex(exact(f.get(T.channelId), 32, 'channel id')),
    txid: toHex(exact(f.get(T.txid), 32, 'txid')),
    holderPoint: toHex(point),
    state: {
      number: f.u64(T.number, 2n ** 48n - 1n),
      openerAssets: f.u64(T.openerAssets),
      acceptorAssets: f.u64(T.acceptorAssets),
      htlcs,
      nextHtlcId: { opener: view.getBigUint64(0), acceptor: view.getBigUint64(8) },
    },
  };
}

function encodeHtlc(h: AssetHtlc): Uint8Array {
  const out = new Uint8Array(HTLC_BYTES);
  const view = new DataView(out.buffer);
  view.setBigUint64(0, h.id);
  out[8] = h.offeredBy === 'opener' ? 0 : 1;
  out.set(bytes32(h.paymentHash, 'payment hash'), 9);
  view.setBigUint64(41, h.assetAmount);
  view.setUint32(49, h.cltvExpiry);
  return out;
}

function decodeHtlc(b: Uint8Array): AssetHtlc {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  if (b[8] > 1) throw new MalformedMessage('an HTLC is offered by the opener (0) or the acceptor (1)');
  const cltvExpiry = view.getUint32(49);
  if (cltvExpiry >= 500_000_000) throw new MalformedMessage('an HTLC expiry is a block height');
  return { id: view.getBigUint64(0), offeredBy: b[8] === 0 ? 'opener' : 'acceptor', paymentHash: toHex(b.subarray(9, 41)), assetAmount: view.getBigUint64(41), cltvExpiry };
}

function bytes32(hex: string, what: string): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new RangeError(`${what} must be 32 bytes of hex`);
  return Uint8Array.from(Buffer.from(hex, 'hex'));
}
