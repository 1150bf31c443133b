/**
 * Transaction weights (BIP141) for the plain wallet, whose inputs are all P2WPKH. A P2WPKH
 * input is 41 bytes outside the witness (outpoint, empty scriptSig, sequence) and a witness
 * of 2 items: a signature of at most 72 bytes (DER, low-S, with the sighash byte) and a
 * 33-byte key: 164 + 108 = 272 WU, 68 vB.
 */
export const P2WPKH_INPUT_WEIGHT = 272;
export const P2WPKH_SCRIPT_LENGTH = 22;

export function compactSizeLength(n: number): number {
  if (n < 0xfd) return 1;
  if (n <= 0xffff) return 3;
  if (n <= 0xffffffff) return 5;
  return 9;
}

export function outputWeight(scriptLength: number): number {
  return (8 + compactSizeLength(scriptLength) + scriptLength) * 4;
}

/** Weight of a segwit transaction with `inputCount` P2WPKH inputs and these output scripts. */
export function p2wpkhTxWeight(inputCount: number, outputScriptLengths: readonly number[]): number {
  const fixed = (4 + 4 + compactSizeLength(inputCount) + compactSizeLength(outputScriptLengths.length)) * 4 + 2;
  return fixed + inputCount * P2WPKH_INPUT_WEIGHT + outputScriptLengths.reduce((sum, len) => sum + outputWeight(len), 0);
}

export function weightToVsize(weight: number): number {
  return Math.ceil(weight / 4);
}

/** The fee for `vsize` at `feeRateSatPerVb`, rounded up to whole sats. */
export function feeForVsize(vsize: number, feeRateSatPerVb: number): bigint {
  return BigInt(Math.ceil(vsize * feeRateSatPerVb));
}
