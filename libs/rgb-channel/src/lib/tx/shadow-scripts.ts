import { ripemd160 } from '@noble/hashes/ripemd160';
import { sha256 } from '@noble/hashes/sha256';
import { Script } from '@scure/btc-signer';

/**
 * The witness scripts of the asset channel's shadow transactions: BOLT 3's anchor-channel scripts
 * (`option_anchors`: every non-anchor output CSV-locked, 330-sat anchors keyed to the funding
 * keys), on the asset channel's own keys. Tested against BOLT 3 Appendices C and F.
 */

/** BOLT 3 funding output: 2-of-2 of the funding pubkeys in lexicographic order. */
export function fundingScript(a: Uint8Array, b: Uint8Array): Uint8Array {
  const [first, second] = Buffer.compare(a, b) <= 0 ? [a, b] : [b, a];
  return Script.encode([2, key(first), key(second), 2, 'CHECKMULTISIG']);
}

/** `to_local`: the revocation key at once, or the holder's delayed key after `toSelfDelay` blocks. */
export function toLocalScript(revocationPubkey: Uint8Array, toSelfDelay: number, localDelayedPubkey: Uint8Array): Uint8Array {
  if (!Number.isInteger(toSelfDelay) || toSelfDelay < 1 || toSelfDelay > 0xffff) throw new RangeError('to_self_delay must be 1..65535 blocks');
  return Script.encode(['IF', key(revocationPubkey), 'ELSE', toSelfDelay, 'CHECKSEQUENCEVERIFY', 'DROP', key(localDelayedPubkey), 'ENDIF', 'CHECKSIG']);
}

/** `to_remote` with `option_anchors`: the peer's key after one confirmation. */
export function toRemoteScript(remotePubkey: Uint8Array): Uint8Array {
  return Script.encode([key(remotePubkey), 'CHECKSIGVERIFY', 1, 'CHECKSEQUENCEVERIFY']);
}

/** An anchor: its funding key's owner at once, anyone after 16 blocks (so anchors do not linger). */
export function anchorScript(fundingPubkey: Uint8Array): Uint8Array {
  return Script.encode([key(fundingPubkey), 'CHECKSIG', 'IFDUP', 'NOTIF', 16, 'CHECKSEQUENCEVERIFY', 'ENDIF']);
}

export interface HtlcKeys {
  readonly revocationPubkey: Uint8Array;
  readonly localHtlcPubkey: Uint8Array;
  readonly remoteHtlcPubkey: Uint8Array;
  /** 32 bytes */
  readonly paymentHash: Uint8Array;
}

/** An HTLC the commitment's holder offered: the peer claims with the preimage, the holder times out through HTLC-timeout. */
export function offeredHtlcScript(k: HtlcKeys): Uint8Array {
  return Script.encode([
    'DUP', 'HASH160', hash160(k.revocationPubkey), 'EQUAL',
    'IF', 'CHECKSIG',
    'ELSE', key(k.remoteHtlcPubkey), 'SWAP', 'SIZE', 32, 'EQUAL',
    'NOTIF', 'DROP', 2, 'SWAP', key(k.localHtlcPubkey), 2, 'CHECKMULTISIG',
    'ELSE', 'HASH160', ripemd160(hash32(k.paymentHash)), 'EQUALVERIFY', 'CHECKSIG',
    'ENDIF',
    1, 'CHECKSEQUENCEVERIFY', 'DROP',
    'ENDIF',
  ]);
}

/** An HTLC offered to the commitment's holder: the holder claims through HTLC-success, the peer times out after `cltvExpiry`. */
export function receivedHtlcScript(k: HtlcKeys & { readonly cltvExpiry: number }): Uint8Array {
  if (!Number.isInteger(k.cltvExpiry) || k.cltvExpiry < 0 || k.cltvExpiry >= 500_000_000) throw new RangeError('cltv_expiry must be a block height');
  return Script.encode([
    'DUP', 'HASH160', hash160(k.revocationPubkey), 'EQUAL',
    'IF', 'CHECKSIG',
    'ELSE', key(k.remoteHtlcPubkey), 'SWAP', 'SIZE', 32, 'EQUAL',
    'IF', 'HASH160', ripemd160(hash32(k.paymentHash)), 'EQUALVERIFY', 2, 'SWAP', key(k.localHtlcPubkey), 2, 'CHECKMULTISIG',
    'ELSE', 'DROP', k.cltvExpiry, 'CHECKLOCKTIMEVERIFY', 'DROP', 'CHECKSIG',
    'ENDIF',
    1, 'CHECKSEQUENCEVERIFY', 'DROP',
    'ENDIF',
  ]);
}

/** The P2WSH output script (`OP_0 <sha256(script)>`) of a witness script. */
export function p2wshOutputScript(witnessScript: Uint8Array): Uint8Array {
  return Script.encode(['OP_0', sha256(witnessScript)]);
}

function hash160(bytes: Uint8Array): Uint8Array {
  return ripemd160(sha256(bytes));
}

function key(pubkey: Uint8Array): Uint8Array {
  if (pubkey.length !== 33 || (pubkey[0] !== 2 && pubkey[0] !== 3)) throw new RangeError('a compressed public key is 33 bytes starting 02 or 03');
  return pubkey;
}

function hash32(hash: Uint8Array): Uint8Array {
  if (hash.length !== 32) throw new RangeError('a payment hash is 32 bytes');
  return hash;
}
