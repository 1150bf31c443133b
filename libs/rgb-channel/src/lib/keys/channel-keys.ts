import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha256';
import { secp256k1 } from '@noble/curves/secp256k1';
import { concat, utf8 } from '@rln/core';

/** One side's secrets for one asset channel. */
export interface ChannelSecrets {
  readonly fundingSecret: Uint8Array;
  readonly revocationBasepointSecret: Uint8Array;
  readonly paymentBasepointSecret: Uint8Array;
  readonly delayedPaymentBasepointSecret: Uint8Array;
  readonly htlcBasepointSecret: Uint8Array;
  /** Root of this side's per-commitment secret chain (BOLT 3 `generate_from_seed`). */
  readonly commitmentSeed: Uint8Array;
}

/** The public half of `ChannelSecrets`, sent to the peer when the channel opens. */
export interface ChannelBasepoints {
  readonly fundingPubkey: Uint8Array;
  readonly revocationBasepoint: Uint8Array;
  readonly paymentBasepoint: Uint8Array;
  readonly delayedPaymentBasepoint: Uint8Array;
  readonly htlcBasepoint: Uint8Array;
}

const LABELS = ['funding', 'revocation', 'payment', 'delayed-payment', 'htlc', 'commitment-seed'] as const;

/**
 * The asset channel's secrets, from the node's RGB channel root secret and a key index the node
 * allocates itself, once per channel and never again: HMAC-SHA256(root, "rgb-channel/v1/" ||
 * label || u64 key_index). Not from a channel id: the final id does not exist before the funding
 * transaction that must already hold the shadow script, and the temporary one is the opener's
 * choice, so a hostile opener could make us reuse a commitment seed across channels (review F4).
 * They share nothing with LDK's channel keys, so the asset channel's scripts cannot be linked to
 * the BTC channel's on chain and a leak of one key set does not open the other.
 */
export function deriveChannelSecrets(root: Uint8Array, keyIndex: bigint): ChannelSecrets {
  if (root.length !== 32) throw new RangeError('the RGB channel root secret is 32 bytes');
  if (keyIndex < 0n || keyIndex >= 2n ** 64n) throw new RangeError('a key index is a u64');
  const index = new Uint8Array(8);
  new DataView(index.buffer).setBigUint64(0, keyIndex);
  const [funding, revocation, payment, delayed, htlc, seed] = LABELS.map((label) => validKey(hmac(sha256, root, concat([utf8(`rgb-channel/v1/${label}`), index]))));
  return {
    fundingSecret: funding,
    revocationBasepointSecret: revocation,
    paymentBasepointSecret: payment,
    delayedPaymentBasepointSecret: delayed,
    htlcBasepointSecret: htlc,
    commitmentSeed: seed,
  };
}

export function basepointsOf(secrets: ChannelSecrets): ChannelBasepoints {
  const pub = (s: Uint8Array) => secp256k1.getPublicKey(s, true);
  return {
    fundingPubkey: pub(secrets.fundingSecret),
    revocationBasepoint: pub(secrets.revocationBasepointSecret),
    paymentBasepoint: pub(secrets.paymentBasepointSecret),
    delayedPaymentBasepoint: pub(secrets.delayedPaymentBasepointSecret),
    htlcBasepoint: pub(secrets.htlcBasepointSecret),
  };
}

/** An HMAC output outside the curve order (probability ~2^-128) is refused rather than reduced. */
function validKey(bytes: Uint8Array): Uint8Array {
  if (!secp256k1.utils.isValidPrivateKey(bytes)) throw new RangeError('derived channel key is not a valid secp256k1 key');
  return bytes;
}
