import { secp256k1 } from '@noble/curves/secp256k1';
import { sha256 } from '@noble/hashes/sha256';
import { concat, utf8 } from '@rln/core';

/** The headers an acceptor's consignment request carries (protocol §7). */
export const CONSIGNMENT_REQUEST_HEADERS = {
  node: 'x-rgb-channel-node',
  requestNonce: 'x-rgb-channel-request-nonce',
  signature: 'x-rgb-channel-signature',
} as const;

export interface ConsignmentRequestProof {
  /** The requesting node's id (compressed public key, hex). */
  readonly nodeId: string;
  /** 32 fresh bytes (hex) per request: the opener refuses one it has seen, so a captured request cannot be replayed. */
  readonly requestNonce: string;
  /** Compact ECDSA signature (hex) by the node key over `consignmentRequestDigest`. */
  readonly signature: string;
}

/**
 * SHA256("rgb-channel-consignment:" || funding txid || opening nonce || request nonce): the
 * opening nonce ties the request to this opening, the request nonce to this request.
 */
export function consignmentRequestDigest(txid: string, openingNonce: Uint8Array, requestNonce: Uint8Array): Uint8Array {
  if (!/^[0-9a-f]{64}$/.test(txid)) throw new RangeError('a txid is 32 bytes of hex');
  if (openingNonce.length !== 32 || requestNonce.length !== 32) throw new RangeError('nonces are 32 bytes');
  return sha256(concat([utf8('rgb-channel-consignment:'), Uint8Array.from(Buffer.from(txid, 'hex')), openingNonce, requestNonce]));
}

export function signConsignmentRequest(nodeSecret: Uint8Array, txid: string, openingNonce: Uint8Array, requestNonce: Uint8Array): ConsignmentRequestProof {
  const digest = consignmentRequestDigest(txid, openingNonce, requestNonce);
  return {
    nodeId: Buffer.from(secp256k1.getPublicKey(nodeSecret, true)).toString('hex'),
    requestNonce: Buffer.from(requestNonce).toString('hex'),
    signature: Buffer.from(secp256k1.sign(digest, nodeSecret, { lowS: true }).toCompactRawBytes()).toString('hex'),
  };
}

/** True when `proof` is `expectedNodeId`'s signature over this request; false for anything malformed. */
export function verifyConsignmentRequest(expectedNodeId: string, txid: string, openingNonce: Uint8Array, proof: ConsignmentRequestProof): boolean {
  if (proof.nodeId !== expectedNodeId || !/^[0-9a-f]{64}$/.test(proof.requestNonce) || !/^[0-9a-f]{128}$/.test(proof.signature)) return false;
  try {
    const digest = consignmentRequestDigest(txid, openingNonce, Uint8Array.from(Buffer.from(proof.requestNonce, 'hex')));
    return secp256k1.verify(Buffer.from(proof.signature, 'hex'), digest, Buffer.from(expectedNodeId, 'hex'), { lowS: true });
  } catch {
    return false;
  }
}
