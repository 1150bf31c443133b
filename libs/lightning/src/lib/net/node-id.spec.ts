import { secp256k1 } from '@noble/curves/secp256k1';
import { parseNodeId } from './node-id';

describe('parseNodeId', () => {
  const valid = Buffer.from(secp256k1.getPublicKey(secp256k1.utils.randomPrivateKey(), true)).toString('hex');

  it('returns the 33 bytes of a compressed key on the curve', () => {
    expect(Buffer.from(parseNodeId(valid)).toString('hex')).toBe(valid);
    expect(Buffer.from(parseNodeId(valid.toUpperCase())).toString('hex')).toBe(valid);
  });

  it.each([
    ['empty', ''],
    ['uncompressed prefix', `04${valid.slice(2)}`],
    ['too short', valid.slice(0, 64)],
    ['not hex', `02${'zz'.repeat(32)}`],
  ])('refuses a malformed id (%s)', (_name, id) => {
    expect(() => parseNodeId(id)).toThrow(expect.objectContaining({ code: 'InvalidNodeId' }));
  });

  it.each([
    ['x = 0', `02${'00'.repeat(32)}`],
    ['x = 5 (no y on secp256k1)', `03${'00'.repeat(31)}05`],
    ['x >= p', `02${'ff'.repeat(32)}`],
  ])('refuses a well-formed id that is not a point on secp256k1 (%s)', (_name, id) => {
    expect(() => parseNodeId(id)).toThrow(expect.objectContaining({ code: 'InvalidNodeId' }));
  });
});
