import { createHash, createHmac } from 'node:crypto';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { encodeTlvStream, type TlvRecord } from './tlv';

export interface Bolt12KeyPair {
  readonly secretKey: Uint8Array;
  /** Compressed (33 bytes), as BOLT12 writes signing keys. */
  readonly publicKey: Uint8Array;
}

/**
 * Keys of the offers and refunds this node writes, derived from the Lightning seed so that
 * nothing per offer needs storing (LDK's own scheme, which the bindings cannot drive):
 * an offer's signing key is an HMAC over the offer's fields and a nonce that only travels
 * inside the offer's encrypted blinded path. An invoice request that changes any field of the
 * offer (its amount, say) no longer matches the key the offer names, and is not ours.
 */
export class Bolt12Keys {
  private readonly secret: Buffer;

  constructor(lightningSeed: Uint8Array) {
    this.secret = createHash('sha256').update('rln/bolt12-keys/v1').update(lightningSeed).digest();
  }

  /** The signing key of an offer: its records (types 1-79 except the signing key itself, 22) and nonce. */
  offerKey(nonce: Uint8Array, offerRecords: readonly TlvRecord[]): Bolt12KeyPair {
    const fields = encodeTlvStream(offerRecords.filter((r) => r.type >= 1n && r.type <= 79n && r.type !== 22n));
    return this.keyPair('offer', nonce, fields);
  }

  /** The payer key a refund names (no signature is ever made with it). */
  refundPayerKey(paymentId: Uint8Array): Bolt12KeyPair {
    return this.keyPair('refund', paymentId);
  }

  /** 32 bytes binding a value to this node (authenticates our refund paths' context). */
  tag(label: string, ...parts: Uint8Array[]): Uint8Array {
    const hmac = createHmac('sha256', this.secret).update(label);
    for (const p of parts) hmac.update(p);
    return new Uint8Array(hmac.digest());
  }

  /** BIP340 signature of a BOLT12 tagged hash (the digest LDK's TaggedHash gives). */
  static sign(digest: Uint8Array, secretKey: Uint8Array): Uint8Array {
    return schnorr.sign(digest, secretKey);
  }

  private keyPair(label: string, ...parts: Uint8Array[]): Bolt12KeyPair {
    let secretKey = this.tag(label, ...parts);
    // An HMAC output outside the curve order has probability ~2^-128; hash again if it happens.
    while (!secp256k1.utils.isValidPrivateKey(secretKey)) secretKey = new Uint8Array(createHash('sha256').update(secretKey).digest());
    return { secretKey, publicKey: secp256k1.getPublicKey(secretKey, true) };
  }
}
