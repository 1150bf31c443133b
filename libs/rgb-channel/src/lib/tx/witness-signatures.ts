import { secp256k1 } from '@noble/curves/secp256k1';
import { SigHash, type Transaction } from '@scure/btc-signer';

/**
 * SIGHASH_ALL signatures on a P2WSH input (BIP 143), as 64-byte compact signatures (the form the
 * channel messages carry; the witness gets the DER form plus the sighash byte). RFC 6979, so a
 * resend after a restart repeats the same bytes.
 */
export function signWitnessInput(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint, secret: Uint8Array): Uint8Array {
  return secp256k1.sign(sighash(tx, input, witnessScript, amount), secret, { lowS: true }).toCompactRawBytes();
}

export function verifyWitnessInput(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint, signature: Uint8Array, pubkey: Uint8Array): boolean {
  if (signature.length !== 64) return false;
  try {
    return secp256k1.verify(signature, sighash(tx, input, witnessScript, amount), pubkey, { lowS: true });
  } catch {
    return false;
  }
}

function sighash(tx: Transaction, input: number, witnessScript: Uint8Array, amount: bigint): Uint8Array {
  return tx.preimageWitnessV0(input, witnessScript, SigHash.ALL, amount);
}
