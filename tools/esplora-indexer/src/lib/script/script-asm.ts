import { bytesToHex } from '@noble/hashes/utils';

// Names as rust-bitcoin prints them, which is what electrs puts in `*_asm` fields.
const NAMED: Record<number, string> = {
  0x00: 'OP_0', 0x4f: 'OP_PUSHNUM_NEG1', 0x50: 'OP_RESERVED', 0x61: 'OP_NOP', 0x62: 'OP_VER',
  0x63: 'OP_IF', 0x64: 'OP_NOTIF', 0x65: 'OP_VERIF', 0x66: 'OP_VERNOTIF', 0x67: 'OP_ELSE',
  0x68: 'OP_ENDIF', 0x69: 'OP_VERIFY', 0x6a: 'OP_RETURN', 0x6b: 'OP_TOALTSTACK',
  0x6c: 'OP_FROMALTSTACK', 0x6d: 'OP_2DROP', 0x6e: 'OP_2DUP', 0x6f: 'OP_3DUP', 0x70: 'OP_2OVER',
  0x71: 'OP_2ROT', 0x72: 'OP_2SWAP', 0x73: 'OP_IFDUP', 0x74: 'OP_DEPTH', 0x75: 'OP_DROP',
  0x76: 'OP_DUP', 0x77: 'OP_NIP', 0x78: 'OP_OVER', 0x79: 'OP_PICK', 0x7a: 'OP_ROLL', 0x7b: 'OP_ROT',
  0x7c: 'OP_SWAP', 0x7d: 'OP_TUCK', 0x7e: 'OP_CAT', 0x7f: 'OP_SUBSTR', 0x80: 'OP_LEFT',
  0x81: 'OP_RIGHT', 0x82: 'OP_SIZE', 0x83: 'OP_INVERT', 0x84: 'OP_AND', 0x85: 'OP_OR',
  0x86: 'OP_XOR', 0x87: 'OP_EQUAL', 0x88: 'OP_EQUALVERIFY', 0x89: 'OP_RESERVED1',
  0x8a: 'OP_RESERVED2', 0x8b: 'OP_1ADD', 0x8c: 'OP_1SUB', 0x8d: 'OP_2MUL', 0x8e: 'OP_2DIV',
  0x8f: 'OP_NEGATE', 0x90: 'OP_ABS', 0x91: 'OP_NOT', 0x92: 'OP_0NOTEQUAL', 0x93: 'OP_ADD',
  0x94: 'OP_SUB', 0x95: 'OP_MUL', 0x96: 'OP_DIV', 0x97: 'OP_MOD', 0x98: 'OP_LSHIFT',
  0x99: 'OP_RSHIFT', 0x9a: 'OP_BOOLAND', 0x9b: 'OP_BOOLOR', 0x9c: 'OP_NUMEQUAL',
  0x9d: 'OP_NUMEQUALVERIFY', 0x9e: 'OP_NUMNOTEQUAL', 0x9f: 'OP_LESSTHAN', 0xa0: 'OP_GREATERTHAN',
  0xa1: 'OP_LESSTHANOREQUAL', 0xa2: 'OP_GREATERTHANOREQUAL', 0xa3: 'OP_MIN', 0xa4: 'OP_MAX',
  0xa5: 'OP_WITHIN', 0xa6: 'OP_RIPEMD160', 0xa7: 'OP_SHA1', 0xa8: 'OP_SHA256', 0xa9: 'OP_HASH160',
  0xaa: 'OP_HASH256', 0xab: 'OP_CODESEPARATOR', 0xac: 'OP_CHECKSIG', 0xad: 'OP_CHECKSIGVERIFY',
  0xae: 'OP_CHECKMULTISIG', 0xaf: 'OP_CHECKMULTISIGVERIFY', 0xb0: 'OP_NOP1', 0xb1: 'OP_CLTV',
  0xb2: 'OP_CSV', 0xba: 'OP_CHECKSIGADD', 0xff: 'OP_INVALIDOPCODE',
};

function opcodeName(op: number): string {
  if (NAMED[op] !== undefined) return NAMED[op];
  if (op >= 0x51 && op <= 0x60) return `OP_PUSHNUM_${op - 0x50}`;
  if (op >= 0xb3 && op <= 0xb9) return `OP_NOP${op - 0xb3 + 4}`;
  return `OP_RETURN_${op}`;
}

/** Human-readable script, informational only (clients do not parse it). */
export function scriptToAsm(script: Uint8Array): string {
  const parts: string[] = [];
  let i = 0;
  while (i < script.length) {
    const op = script[i++];
    let dataLength: number | undefined;
    let name: string;
    if (op >= 0x01 && op <= 0x4b) {
      name = `OP_PUSHBYTES_${op}`;
      dataLength = op;
    } else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4;
      name = `OP_PUSHDATA${width}`;
      if (i + width > script.length) return [...parts, '<unexpected end>'].join(' ');
      dataLength = 0;
      for (let b = width - 1; b >= 0; b--) dataLength = dataLength * 256 + script[i + b];
      i += width;
    } else {
      parts.push(opcodeName(op));
      continue;
    }
    if (i + dataLength > script.length) return [...parts, '<push past end>'].join(' ');
    parts.push(`${name} ${bytesToHex(script.subarray(i, i + dataLength))}`);
    i += dataLength;
  }
  return parts.join(' ');
}
