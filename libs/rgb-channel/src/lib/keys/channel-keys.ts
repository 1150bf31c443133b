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
 * The asset channel's secrets, from the node's RGB channel root secret and the channel id:
 * HMAC-SHA256(root, "rgb-channel/v1/" || label || channel_id). They share nothing with LDK's
 * channel keys, so the asset channel's scripts cannot be linked to the BTC channel's on chain
 * and a leak of one key set does not open the other.
 */
export function deriveChannelSecrets(root: Uint8Array, channelId: Uint8Array): ChannelSecrets {
  if (root.length !== 32) throw new RangeError('the RGB channel root secret is 32 bytes');
  if (channelId.length !== 32) throw new RangeError('a channel id is 32 bytes');
  const [funding, revocation, payment, delayed, htlc, seed] = LABELS.map((label) => validKey(hmac(sha256, root, concat([utf8(`rgb-channel/v1/${label}`), channelId]))));
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
