import { secp256k1 } from '@noble/curves/secp256k1';
import { bytesToNumberBE, numberToBytesBE } from '@noble/curves/abstract/utils';
import { sha256 } from '@noble/hashes/sha256';
import { concat } from '@rln/core';
import { addTweak, linearCombination, publicKeyOf } from './curve';

/**
 * BOLT 3 key derivation for the asset channel's commitments (point arithmetic over libsecp256k1,
 * `./curve`; scalar arithmetic in bigints): each
 * commitment's keys are the basepoints tweaked by that commitment's per-commitment point, and
 * the revocation key needs both the holder's per-commitment secret and the peer's revocation
 * basepoint secret. The asset channel uses its own basepoints (derived apart from LDK's keys).
 */
const N = secp256k1.CURVE.n;

/** The per-commitment point of a secret (secret · G), compressed. */
export function perCommitmentPoint(secret: Uint8Array): Uint8Array {
  return publicKeyOf(secret);
}

/** `pubkey = basepoint + SHA256(per_commitment_point || basepoint) · G`. */
export function derivePublicKey(basepoint: Uint8Array, point: Uint8Array): Uint8Array {
  return remembered('pub', basepoint, point, () => {
    const tweak = sha256(concat([point, basepoint]));
    scalar(tweak);
    return addTweak(basepoint, tweak);
  });
}

/** `privkey = basepoint_secret + SHA256(per_commitment_point || basepoint)`. */
export function derivePrivateKey(basepointSecret: Uint8Array, point: Uint8Array): Uint8Array {
  const basepoint = publicKeyOf(basepointSecret);
  const tweak = scalar(sha256(concat([point, basepoint])));
  return toKey((bytesToNumberBE(basepointSecret) + tweak) % N);
}

/**
 * `revocationpubkey = revocation_basepoint · SHA256(revocation_basepoint || per_commitment_point)
 *  + per_commitment_point · SHA256(per_commitment_point || revocation_basepoint)`.
 */
export function revocationPublicKey(revocationBasepoint: Uint8Array, point: Uint8Array): Uint8Array {
  return remembered('revocation', revocationBasepoint, point, () => {
    const a = sha256(concat([revocationBasepoint, point]));
    const b = sha256(concat([point, revocationBasepoint]));
    scalar(a);
    scalar(b);
    return linearCombination(revocationBasepoint, a, point, b);
  });
}

/** The revocation private key, once the holder revealed its per-commitment secret. */
export function revocationPrivateKey(revocationBasepointSecret: Uint8Array, perCommitmentSecret: Uint8Array): Uint8Array {
  const basepoint = publicKeyOf(revocationBasepointSecret);
  const point = perCommitmentPoint(perCommitmentSecret);
  const a = scalar(sha256(concat([basepoint, point])));
  const b = scalar(sha256(concat([point, basepoint])));
  return toKey((bytesToNumberBE(revocationBasepointSecret) * a + bytesToNumberBE(perCommitmentSecret) * b) % N);
}

/**
 * Public keys derived lately, by kind, basepoint and point. A signing round derives the same keys
 * for a commitment and again for each of its second stages, on both sides. Only public inputs
 * and outputs are kept.
 */
const derived = new Map<string, Uint8Array>();
const MAX_DERIVED = 512;

function remembered(kind: string, basepoint: Uint8Array, point: Uint8Array, derive: () => Uint8Array): Uint8Array {
  const key = `${kind}:${Buffer.from(basepoint).toString('hex')}:${Buffer.from(point).toString('hex')}`;
  const known = derived.get(key);
  if (known) return Uint8Array.from(known);
  const value = derive();
  if (derived.size >= MAX_DERIVED) derived.clear();
  derived.set(key, Uint8Array.from(value));
  return value;
}

/** A hash as a curve scalar; a hash at or above the order (probability ~2^-128) is refused, not reduced. */
function scalar(hash: Uint8Array): bigint {
  const s = bytesToNumberBE(hash);
  if (s === 0n || s >= N) throw new RangeError('tweak out of the curve order');
  return s;
}

function toKey(s: bigint): Uint8Array {
  if (s === 0n) throw new RangeError('derived key is zero');
  return numberToBytesBE(s, 32);
}
