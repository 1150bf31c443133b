/**
 * Transaction weights (BIP141) for the plain wallet, whose inputs are all P2WPKH. A P2WPKH
 * input is 41 bytes outside the witness (outpoint, empty scriptSig, sequence) and a witness
 * of 2 items: a signature of at most 72 bytes (DER, low-S, with the sighash byte) and a
 * 33-byte key: 164 + 108 = 272 WU, 68 vB.
 */
export const P2WPKH_INPUT_WEIGHT = 272;
export const P2WPKH_SCRIPT_LENGTH = 22;

/**
 * A P2TR key-path input (rgb-lib's coloured keychain): 41 bytes outside the witness and a
 * witness of one 64-byte Schnorr signature (SIGHASH_DEFAULT, as BDK signs): 164 + 66 = 230 WU.
 */
export const P2TR_KEY_PATH_INPUT_WEIGHT = 230;
export const P2TR_SCRIPT_LENGTH = 34;

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
  return segwitTxWeight(new Array<number>(inputCount).fill(P2WPKH_INPUT_WEIGHT), outputScriptLengths);
}

/** Weight of a segwit transaction whose inputs weigh `inputWeights` (marker and flag included). */
export function segwitTxWeight(inputWeights: readonly number[], outputScriptLengths: readonly number[]): number {
  const fixed = (4 + 4 + compactSizeLength(inputWeights.length) + compactSizeLength(outputScriptLengths.length)) * 4 + 2;
  return fixed + inputWeights.reduce((sum, w) => sum + w, 0) + outputScriptLengths.reduce((sum, len) => sum + outputWeight(len), 0);
}

export function weightToVsize(weight: number): number {
  return Math.ceil(weight / 4);
}

/** The fee for `vsize` at `feeRateSatPerVb`, rounded up to whole sats. */
export function feeForVsize(vsize: number, feeRateSatPerVb: number): bigint {
  return BigInt(Math.ceil(vsize * feeRateSatPerVb));
}
