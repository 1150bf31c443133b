import * as ecc from 'tiny-secp256k1';

/**
 * The secp256k1 operations every update round repeats (per-commitment points, BOLT 3 key
 * tweaks, ECDSA on each commitment and second stage), over libsecp256k1 compiled to WASM
 * (tiny-secp256k1). The same operations in @noble/curves' JS bigints were most of a round's CPU
 * (docs/benchmarks.md, "RGB Lightning payments"); results are byte-identical (BOLT 3 vectors,
 * RFC 6979 signatures). Inputs are checked by libsecp256k1: a bad point or scalar throws.
 */

/** `secret · G`, compressed. */
export function publicKeyOf(secret: Uint8Array): Uint8Array {
  return nonInfinity(ecc.pointFromScalar(secret, true), 'public key');
}

/** `point + tweak · G`, compressed. */
export function addTweak(point: Uint8Array, tweak: Uint8Array): Uint8Array {
  return nonInfinity(ecc.pointAddScalar(point, tweak, true), 'tweaked point');
}

/** `a · x + b · y`, compressed. */
export function linearCombination(x: Uint8Array, a: Uint8Array, y: Uint8Array, b: Uint8Array): Uint8Array {
  const ax = nonInfinity(ecc.pointMultiply(x, a, true), 'product');
  const by = nonInfinity(ecc.pointMultiply(y, b, true), 'product');
  return nonInfinity(ecc.pointAdd(ax, by, true), 'sum');
}

/** Whether the bytes are a point on the curve (compressed or not). */
export function isPoint(bytes: Uint8Array): boolean {
  return ecc.isPoint(bytes);
}

/** ECDSA over a 32-byte digest, RFC 6979, low S: the 64-byte compact form. */
export function signDigest(digest: Uint8Array, secret: Uint8Array): Uint8Array {
  return ecc.sign(digest, secret);
}

/**
 * ECDSA verification that refuses high-S signatures (BIP 146's LOW_S, as the network's policy),
 * against a compressed key only (libsecp256k1 would also take uncompressed and hybrid forms,
 * which no key of the protocol has). Never throws.
 */
export function verifyDigest(signature: Uint8Array, digest: Uint8Array, pubkey: Uint8Array): boolean {
  if (signature.length !== 64 || pubkey.length !== 33) return false;
  try {
    return ecc.verify(digest, pubkey, signature, true);
  } catch {
    return false;
  }
}

function nonInfinity(point: Uint8Array | null, what: string): Uint8Array {
  if (!point) throw new RangeError(`the ${what} is the point at infinity`);
  return point;
}
