/**
 * Reads a BOLT 1 BigSize at `at`, with its size, from bytes LDK wrote (big-endian, minimally
 * encoded; payments/tlv.ts writes them). A non-minimal encoding is refused, as LDK's reader does:
 * when scanning raw bytes for a structure, that makes a false match less likely.
 */
export function readBigSize(bytes: Uint8Array, at: number): { value: bigint; size: number } {
  if (at >= bytes.length) throw new RangeError('BigSize past the end');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const first = view.getUint8(at);
  if (first < 0xfd) return { value: BigInt(first), size: 1 };
  const size = first === 0xfd ? 3 : first === 0xfe ? 5 : 9;
  if (at + size > bytes.length) throw new RangeError('BigSize past the end');
  const value = size === 3 ? BigInt(view.getUint16(at + 1)) : size === 5 ? BigInt(view.getUint32(at + 1)) : view.getBigUint64(at + 1);
  const floor = size === 3 ? 0xfdn : size === 5 ? 0x1_0000n : 0x1_0000_0000n;
  if (value < floor) throw new RangeError('BigSize not minimally encoded');
  return { value, size };
}
