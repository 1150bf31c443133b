import { hex } from '@scure/base';
import { dustThresholdSats, isDust } from './dust';

const p2wpkh = hex.decode('0014' + '11'.repeat(20));
const p2pkh = hex.decode('76a914' + '11'.repeat(20) + '88ac');
const p2wsh = hex.decode('0020' + '22'.repeat(32));
const p2tr = hex.decode('5120' + '33'.repeat(32));
const p2sh = hex.decode('a914' + '44'.repeat(20) + '87');
const opReturn = hex.decode('6a0401020304');

describe('dust threshold', () => {
  it.each([
    ['p2wpkh', p2wpkh, 294n],
    ['p2pkh', p2pkh, 546n],
    ['p2sh', p2sh, 540n],
    ['p2wsh', p2wsh, 330n],
    ['p2tr', p2tr, 330n],
    ['op_return', opReturn, 0n],
  ])('%s is %p sats', (_name, script, threshold) => {
    expect(dustThresholdSats(script)).toBe(threshold);
  });

  it('flags values below the threshold', () => {
    expect(isDust(p2wpkh, 293n)).toBe(true);
    expect(isDust(p2wpkh, 294n)).toBe(false);
    expect(isDust(p2pkh, 545n)).toBe(true);
  });
});
