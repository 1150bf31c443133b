import { scripts } from '../testing/raw-tx.builder';
import { classifyScript, witnessProgram } from './script-type';

describe('classifyScript', () => {
  it.each([
    ['empty', new Uint8Array()],
    ['op_return', scripts.opReturn([1])],
    ['p2pk', Uint8Array.of(33, ...new Array<number>(33).fill(2), 0xac)],
    ['p2pkh', scripts.p2pkh(1)],
    ['p2sh', scripts.p2sh(1)],
    ['v0_p2wpkh', scripts.p2wpkh(1)],
    ['v0_p2wsh', Uint8Array.of(0x00, 32, ...new Array<number>(32).fill(1))],
    ['v1_p2tr', scripts.p2tr(1)],
    ['unknown', Uint8Array.of(0x52, 2, 0xaa, 0xbb)],
  ])('%s', (expected, script) => {
    expect(classifyScript(script)).toBe(expected);
  });

  it('reads witness programs of any version', () => {
    expect(witnessProgram(Uint8Array.of(0x52, 2, 0xaa, 0xbb))).toEqual({ version: 2, program: Uint8Array.of(0xaa, 0xbb) });
    expect(witnessProgram(scripts.p2pkh(1))).toBeUndefined();
  });
});
