import { bech32 } from '@scure/base';
import { bech32NoChecksum } from './tlv';

describe('BOLT12 text form', () => {
  it('writes BOLT12 text as bech32 data without a checksum', () => {
    const data = Uint8Array.from({ length: 37 }, (_, i) => (i * 53) & 0xff);
    const withChecksum = bech32.encode('lno', bech32.toWords(data), false);
    expect(bech32NoChecksum('lno', data)).toBe(withChecksum.slice(0, -6));
  });
});
