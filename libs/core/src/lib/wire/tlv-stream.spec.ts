import { decodeTlvStream, decodeTu64, encodeBigSize, encodeTlvStream, encodeTu64 } from './tlv-stream';

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('BOLT 1 TLV streams', () => {
  it('writes BigSize at each width boundary (BOLT1 vectors)', () => {
    expect(hex(encodeBigSize(0n))).toBe('00');
    expect(hex(encodeBigSize(252n))).toBe('fc');
    expect(hex(encodeBigSize(253n))).toBe('fd00fd');
    expect(hex(encodeBigSize(65535n))).toBe('fdffff');
    expect(hex(encodeBigSize(65536n))).toBe('fe00010000');
    expect(hex(encodeBigSize(4294967295n))).toBe('feffffffff');
    expect(hex(encodeBigSize(4294967296n))).toBe('ff0000000100000000');
    expect(hex(encodeBigSize(2n ** 64n - 1n))).toBe('ffffffffffffffffff');
  });

  it('writes truncated u64 without leading zeros', () => {
    expect(hex(encodeTu64(0n))).toBe('');
    expect(hex(encodeTu64(1n))).toBe('01');
    expect(hex(encodeTu64(256n))).toBe('0100');
    expect(decodeTu64(encodeTu64(21_000_000n * 10n ** 11n))).toBe(21_000_000n * 10n ** 11n);
  });

  it('sorts records by type and reads back what it wrote', () => {
    const records = [
      { type: 240n, value: new Uint8Array(64).fill(1) },
      { type: 10n, value: new TextEncoder().encode('coffee') },
      { type: 0n, value: new Uint8Array(0) },
      { type: 1_000_000_001n, value: Uint8Array.of(7) },
    ];
    const bytes = encodeTlvStream(records);
    expect(decodeTlvStream(bytes).map((r) => r.type)).toEqual([0n, 10n, 240n, 1_000_000_001n]);
    expect(decodeTlvStream(bytes)[1].value).toEqual(new TextEncoder().encode('coffee'));
    expect(() => decodeTlvStream(bytes.subarray(0, bytes.length - 1))).toThrow('truncated');
  });

  it('refuses streams BOLT 1 forbids: non-minimal BigSize, types not strictly increasing (BOLT1 vectors)', () => {
    expect(() => decodeTlvStream(Buffer.from('fd00fc00', 'hex'))).toThrow('non-minimal BigSize');
    expect(() => decodeTlvStream(Buffer.from('01fe0000000100', 'hex'))).toThrow('non-minimal BigSize');
    expect(() => decodeTlvStream(Buffer.from('02000100', 'hex'))).toThrow('TLV types out of order (1 after 2)');
    expect(() => decodeTlvStream(Buffer.from('01000100', 'hex'))).toThrow('TLV types out of order (1 after 1)');
    expect(() => decodeTlvStream(Buffer.from('01ff0000000000000001', 'hex'))).toThrow('non-minimal BigSize');
    expect(() => decodeTlvStream(Buffer.from('0102ff', 'hex'))).toThrow('truncated');
  });
});
