/**
 * Splits a serialized block into its 80-byte header and its transactions (each as the exact
 * bytes it was serialized with, witness included). LDK's `ChannelMonitor.block_connected`
 * wants `(index, tx)` pairs, and a single monitor has no `Listen` of its own to parse for it.
 */
export interface ParsedBlock {
  readonly header: Uint8Array;
  readonly transactions: readonly Uint8Array[];
}

export function parseBlock(block: Uint8Array): ParsedBlock {
  const reader = new Reader(block);
  const header = reader.take(80);
  const count = reader.varint();
  const transactions: Uint8Array[] = [];
  for (let i = 0; i < count; i++) transactions.push(readTransaction(reader).bytes);
  if (!reader.done()) throw new Error(`block has ${block.length - reader.offset} trailing bytes`);
  return { header, transactions };
}

/** The transaction without marker, flag and witnesses: what its txid hashes. */
export function strippedTransaction(tx: Uint8Array): Uint8Array {
  const reader = new Reader(tx);
  const { stripped } = readTransaction(reader);
  if (!reader.done()) throw new Error('transaction has trailing bytes');
  return stripped;
}

/** The outpoints a transaction spends, as `txid:vout` (txid in display hex). */
export function spentOutpoints(tx: Uint8Array): string[] {
  const reader = new Reader(tx);
  const { inputs } = readTransaction(reader);
  return inputs;
}

function readTransaction(reader: Reader): { bytes: Uint8Array; stripped: Uint8Array; inputs: string[] } {
  const start = reader.offset;
  const version = reader.take(4);
  let segwit = false;
  if (reader.peek() === 0x00) {
    reader.take(1);
    if (reader.take(1)[0] !== 0x01) throw new Error('bad segwit flag');
    segwit = true;
  }
  const bodyStart = reader.offset;
  const inputs = reader.varint();
  const spent: string[] = [];
  for (let i = 0; i < inputs; i++) {
    const outpoint = reader.take(36); // previous outpoint: txid (internal order), vout LE
    const raw = Buffer.from(outpoint);
    spent.push(`${Buffer.from(raw.subarray(0, 32)).reverse().toString('hex')}:${raw.readUInt32LE(32)}`);
    reader.take(reader.varint()); // scriptSig
    reader.take(4); // sequence
  }
  const outputs = reader.varint();
  for (let i = 0; i < outputs; i++) {
    reader.take(8); // value
    reader.take(reader.varint()); // scriptPubKey
  }
  const bodyEnd = reader.offset;
  if (segwit) {
    for (let i = 0; i < inputs; i++) {
      const items = reader.varint();
      for (let j = 0; j < items; j++) reader.take(reader.varint());
    }
  }
  const locktime = reader.take(4);
  const bytes = reader.bytes.slice(start, reader.offset);
  const stripped = segwit ? Buffer.concat([version, reader.bytes.subarray(bodyStart, bodyEnd), locktime]) : bytes;
  return { bytes, stripped, inputs: spent };
}

class Reader {
  offset = 0;

  constructor(readonly bytes: Uint8Array) {}

  peek(): number {
    const value = this.bytes[this.offset];
    if (value === undefined) throw new Error('block truncated');
    return value;
  }

  take(n: number): Uint8Array {
    if (this.offset + n > this.bytes.length) throw new Error('block truncated');
    const out = this.bytes.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  varint(): number {
    const first = this.peek();
    this.offset++;
    if (first < 0xfd) return first;
    const size = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    const raw = this.take(size);
    let value = 0;
    for (let i = size - 1; i >= 0; i--) value = value * 256 + (raw[i] ?? 0);
    if (!Number.isSafeInteger(value)) throw new Error('varint too large');
    return value;
  }

  done(): boolean {
    return this.offset === this.bytes.length;
  }
}
