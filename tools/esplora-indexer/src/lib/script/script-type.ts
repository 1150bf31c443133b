/** Esplora's `scriptpubkey_type` values, classified the way electrs does. */
export type ScriptType =
  | 'empty'
  | 'op_return'
  | 'p2pk'
  | 'p2pkh'
  | 'p2sh'
  | 'v0_p2wpkh'
  | 'v0_p2wsh'
  | 'v1_p2tr'
  | 'provably_unspendable'
  | 'unknown';

const OP_RETURN = 0x6a;
const OP_DUP = 0x76;
const OP_HASH160 = 0xa9;
const OP_EQUAL = 0x87;
const OP_EQUALVERIFY = 0x88;
const OP_CHECKSIG = 0xac;
const OP_0 = 0x00;
const OP_1 = 0x51;

export function classifyScript(s: Uint8Array): ScriptType {
  if (s.length === 0) return 'empty';
  if (s[0] === OP_RETURN) return 'op_return';
  if ((s.length === 35 && s[0] === 33 && s[34] === OP_CHECKSIG) || (s.length === 67 && s[0] === 65 && s[66] === OP_CHECKSIG)) {
    return 'p2pk';
  }
  if (s.length === 25 && s[0] === OP_DUP && s[1] === OP_HASH160 && s[2] === 20 && s[23] === OP_EQUALVERIFY && s[24] === OP_CHECKSIG) {
    return 'p2pkh';
  }
  if (s.length === 23 && s[0] === OP_HASH160 && s[1] === 20 && s[22] === OP_EQUAL) return 'p2sh';
  if (s.length === 22 && s[0] === OP_0 && s[1] === 20) return 'v0_p2wpkh';
  if (s.length === 34 && s[0] === OP_0 && s[1] === 32) return 'v0_p2wsh';
  if (s.length === 34 && s[0] === OP_1 && s[1] === 32) return 'v1_p2tr';
  // Scripts over 10,000 bytes can never be executed (consensus limit).
  if (s.length > 10_000) return 'provably_unspendable';
  return 'unknown';
}

/** Witness version and program when the script is a segwit output (BIP141: OP_n <2..40 bytes>). */
export function witnessProgram(s: Uint8Array): { version: number; program: Uint8Array } | undefined {
  if (s.length < 4 || s.length > 42 || s[1] !== s.length - 2) return undefined;
  if (s[0] === OP_0) return { version: 0, program: s.subarray(2) };
  if (s[0] >= OP_1 && s[0] <= OP_1 + 15) return { version: s[0] - OP_1 + 1, program: s.subarray(2) };
  return undefined;
}
