/** Sequential little-endian reader over the Bitcoin wire format; throws on truncation. */
export class ByteReader {
  private offset = 0;
  private readonly view: DataView;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get position(): number {
    return this.offset;
  }

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  peekByte(ahead = 0): number {
    this.need(ahead + 1);
    return this.bytes[this.offset + ahead];
  }

  take(length: number): Uint8Array {
    this.need(length);
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.offset++];
  }

  u32(): number {
    this.need(4);
    const value = this.view.getUint32(this.offset, true);
    this.offset += 4;
    return value;
  }

  i32(): number {
    this.need(4);
    const value = this.view.getInt32(this.offset, true);
    this.offset += 4;
    return value;
  }

  u64AsNumber(): number {
    this.need(8);
    const value = this.view.getBigUint64(this.offset, true);
    this.offset += 8;
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount exceeds 2^53');
    return Number(value);
  }

  varInt(): number {
    const first = this.u8();
    if (first < 0xfd) return first;
    if (first === 0xfd) {
      this.need(2);
      const value = this.view.getUint16(this.offset, true);
      this.offset += 2;
      return value;
    }
    if (first === 0xfe) return this.u32();
    return this.u64AsNumber();
  }

  varBytes(): Uint8Array {
    return this.take(this.varInt());
  }

  slice(from: number, to: number): Uint8Array {
    return this.bytes.subarray(from, to);
  }

  private need(length: number): void {
    if (this.offset + length > this.bytes.length) {
      throw new RangeError(`unexpected end of data at byte ${this.offset} (need ${length})`);
    }
  }
}
