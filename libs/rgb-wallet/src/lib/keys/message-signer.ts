import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha2';
import { base64, hex } from '@scure/base';

export type SignAlgorithm = 'bitcoin_signed_message' | 'ecdsa';
export type SignatureEncoding = 'hex' | 'base64';

export interface MessageSignature {
  readonly message: string;
  readonly algorithm: SignAlgorithm;
  readonly signature: string;
  readonly pubkey: string;
  readonly derivationPath: string;
  readonly digestHex: string;
  readonly encoding: SignatureEncoding;
  readonly compact: boolean;
}

const MAGIC = new TextEncoder().encode('Bitcoin Signed Message:\n');

/** The digest each algorithm signs: BIP137's double SHA-256 of the magic-prefixed message, or SHA-256. */
export function messageDigest(algorithm: SignAlgorithm, message: string): Uint8Array {
  const body = new TextEncoder().encode(message);
  if (algorithm === 'ecdsa') return sha256(body);
  return sha256(sha256(concat(varint(MAGIC.length), MAGIC, varint(body.length), body)));
}

/**
 * Signs with secp256k1 (RFC 6979, low-S).
 * - bitcoin_signed_message, compact: the 65-byte BIP137 signature (header 31 + recovery id,
 *   compressed key, P2PKH), what `verifymessage` and bitcoinjs-message check; not compact: DER.
 * - ecdsa over SHA-256(message), compact: 64-byte r‖s; not compact: DER.
 */
export function signMessage(input: {
  readonly message: string;
  readonly algorithm: SignAlgorithm;
  readonly encoding: SignatureEncoding;
  readonly compact: boolean;
  readonly privateKey: Uint8Array;
  readonly publicKey: Uint8Array;
  readonly derivationPath: string;
}): MessageSignature {
  const digest = messageDigest(input.algorithm, input.message);
  const sig = secp256k1.sign(digest, input.privateKey, { lowS: true });
  let bytes: Uint8Array;
  if (!input.compact) bytes = sig.toDERRawBytes();
  else if (input.algorithm === 'bitcoin_signed_message') bytes = concat(Uint8Array.of(31 + sig.recovery), sig.toCompactRawBytes());
  else bytes = sig.toCompactRawBytes();
  return {
    message: input.message,
    algorithm: input.algorithm,
    signature: input.encoding === 'hex' ? hex.encode(bytes) : base64.encode(bytes),
    pubkey: hex.encode(input.publicKey),
    derivationPath: input.derivationPath,
    digestHex: hex.encode(digest),
    encoding: input.encoding,
    compact: input.compact,
  };
}

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
