/** Bytes that are not a valid serialization (truncated, trailing data, impossible counts). */
export class MalformedChainDataError extends Error {
  override readonly name = 'MalformedChainDataError';
}

/** Sequential little-endian reader over the Bitcoin wire format; throws on truncation. */
export class ByteReader {
  private at = 0;
  private readonly view: DataView;

  constructor(readonly source: Uint8Array) {
    this.view = new DataView(source.buffer, source.byteOffset, source.byteLength);
  }

  get offset(): number {
    return this.at;
  }

  get remaining(): number {
    return this.source.length - this.at;
  }

  peek(ahead = 0): number | undefined {
    return this.source[this.at + ahead];
  }

  bytes(n: number): Uint8Array {
    this.need(n);
    const out = this.source.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }

  i32(): number {
    this.need(4);
    const value = this.view.getInt32(this.at, true);
    this.at += 4;
    return value;
  }

  u32(): number {
    this.need(4);
    const value = this.view.getUint32(this.at, true);
    this.at += 4;
    return value;
  }

  u64(): bigint {
    this.need(8);
    const value = this.view.getBigUint64(this.at, true);
    this.at += 8;
    return value;
  }

  compactSize(): number {
    const first = this.bytes(1)[0];
    if (first < 0xfd) return first;
    if (first === 0xfd) {
      this.need(2);
      const value = this.view.getUint16(this.at, true);
      this.at += 2;
      return value;
    }
    if (first === 0xfe) return this.u32();
    const value = this.u64();
    if (value > BigInt(this.source.length)) throw new MalformedChainDataError(`compact size ${value} exceeds the data`);
    return Number(value);
  }

  /** A count of items each at least one byte long: more than the bytes left is malformed. */
  count(): number {
    const n = this.compactSize();
    if (n > this.remaining) throw new MalformedChainDataError(`list of ${n} items exceeds the ${this.remaining} bytes left`);
    return n;
  }

  varBytes(): Uint8Array {
    return this.bytes(this.compactSize());
  }

  private need(n: number): void {
    if (n < 0 || this.at + n > this.source.length) {
      throw new MalformedChainDataError(`truncated data: unexpected end at byte ${this.at} of ${this.source.length} (need ${n})`);
    }
  }
}
