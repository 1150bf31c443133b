import { SigHash, type Transaction } from '@scure/btc-signer';
import { signDigest, verifyDigest } from '../keys/curve';

/**
 * SIGHASH_ALL signatures on a P2WSH input (BIP 143), as 64-byte compact signatures (the form the
 * channel messages carry; the witness gets the DER form plus the sighash byte). RFC 6979, so a
 * resend after a restart repeats the same bytes.
 */
export function signWitnessInput(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint, secret: Uint8Array): Uint8Array {
  return signDigest(sighash(tx, input, witnessScript, amount), secret);
}

export function verifyWitnessInput(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint, signature: Uint8Array, pubkey: Uint8Array): boolean {
  return signature.length === 64 && verifyDigest(signature, sighash(tx, input, witnessScript, amount), pubkey);
}

function sighash(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint): Uint8Array {
  return tx.preimageWitnessV0(input, witnessScript, SigHash.ALL, amount);
}
