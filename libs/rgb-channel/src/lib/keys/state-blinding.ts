import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { secp256k1 } from '@noble/curves/secp256k1';
import { concat, utf8 } from '@rln/core';

/**
 * The transactions of an asset channel state that both peers colour: each needs its own blinding
 * and MPC nonce, identical on both sides (the peers must build byte-identical transitions) and
 * unpredictable to anyone else (rgb-lib blinds every output of a transition with one value, so a
 * constant would let any later recipient unblind the siblings of its seal in every state).
 */
export type ColouredTx =
  /** The opener's send to the shadow output: only the seal blinding is used (the acceptor names the seal with it). */
  | 'funding'
  | 'opener-commitment'
  | 'acceptor-commitment'
  | 'opener-htlc-success'
  | 'opener-htlc-timeout'
  | 'acceptor-htlc-success'
  | 'acceptor-htlc-timeout'
  | 'closing'
  /** A sweep of our own outputs after a close on chain: blinded with a secret only we hold (`sweepBlindingSecret`). */
  | 'sweep';

export interface StateBlinding {
  /** rgb-lib's `static_blinding` (u64). */
  readonly blinding: bigint;
  /** rgb-lib's MPC `nonce` (u64). */
  readonly nonce: bigint;
}

/**
 * The secret both peers share for the channel's blindings: SHA256 of the ECDH point of the two
 * funding keys (BOLT 8's ECDH), domain-separated. Either side computes it from its own funding
 * secret and the peer's funding pubkey; nobody else can.
 */
export function channelBlindingSecret(localFundingSecret: Uint8Array, remoteFundingPubkey: Uint8Array): Uint8Array {
  const shared = sha256(secp256k1.getSharedSecret(localFundingSecret, remoteFundingPubkey, true));
  return hmac(sha256, shared, utf8('rgb-channel/v1/blinding'));
}

/**
 * Blinding and nonce of one coloured transaction: HMAC-SHA256(channel secret, kind || u64 n ||
 * u32 index), the first 8 bytes for the blinding and the next 8 for the nonce. `index` tells
 * apart the several HTLC transactions of one state (the HTLC's position in the commitment); the
 * kind names the holder, so the two sides' commitments of one number share no blinding (F13).
 * Closing transactions re-signed at another fee within one negotiation take the round as `index`.
 */
export function stateBlinding(channelSecret: Uint8Array, kind: ColouredTx, commitmentNumber: bigint, index = 0): StateBlinding {
  if (commitmentNumber < 0n || commitmentNumber >= 2n ** 64n) throw new RangeError(`commitment number ${commitmentNumber} out of range`);
  if (!Number.isInteger(index) || index < 0 || index > 0xffff_ffff) throw new RangeError(`index ${index} out of range`);
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setBigUint64(0, commitmentNumber);
  view.setUint32(8, index);
  const mac = hmac(sha256, channelSecret, concat([utf8(kind), Uint8Array.of(0), data]));
  const out = new DataView(mac.buffer, mac.byteOffset, mac.byteLength);
  return { blinding: out.getBigUint64(0), nonce: out.getBigUint64(8) };
}

/** The secret of our own sweeps' blindings: nobody but us colours them, so the peer need not know it. */
export function sweepBlindingSecret(localFundingSecret: Uint8Array): Uint8Array {
  return hmac(sha256, localFundingSecret, utf8('rgb-channel/v1/sweep-blinding'));
}
