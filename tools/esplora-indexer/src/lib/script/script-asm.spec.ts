import { scripts } from '../testing/raw-tx.builder';
import { scriptToAsm } from './script-asm';

describe('scriptToAsm', () => {
  it('prints standard scripts as rust-bitcoin does', () => {
    expect(scriptToAsm(scripts.p2wpkh(0xab))).toBe(`OP_0 OP_PUSHBYTES_20 ${'ab'.repeat(20)}`);
    expect(scriptToAsm(scripts.p2tr(1))).toBe(`OP_PUSHNUM_1 OP_PUSHBYTES_32 ${'01'.repeat(32)}`);
    expect(scriptToAsm(scripts.p2pkh(2))).toBe(`OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'02'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`);
    expect(scriptToAsm(Uint8Array.of(0x6a, 0x4c, 2, 0xde, 0xad))).toBe('OP_RETURN OP_PUSHDATA1 dead');
    expect(scriptToAsm(Uint8Array.of(0xb1, 0xb2, 0xb3, 0xba, 0xbb))).toBe('OP_CLTV OP_CSV OP_NOP4 OP_CHECKSIGADD OP_RETURN_187');
  });

  it('flags pushes past the end instead of throwing', () => {
    expect(scriptToAsm(Uint8Array.of(0x6a, 5, 1))).toBe('OP_RETURN <push past end>');
    expect(scriptToAsm(Uint8Array.of(0x4d, 1))).toBe('<unexpected end>');
  });
});
