import { sha256 } from '@noble/hashes/sha256';
import { hex } from '@scure/base';

export interface ParsedTxInput {
  readonly prevTxid: string;
  readonly prevVout: number;
}

export interface ParsedTxOutput {
  readonly vout: number;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
}

export interface ParsedTransaction {
  readonly txid: string;
  readonly isCoinbase: boolean;
  readonly inputs: readonly ParsedTxInput[];
  readonly outputs: readonly ParsedTxOutput[];
}

export interface ParsedBlock {
  readonly hash: string;
  readonly previousHash: string;
  readonly transactions: readonly ParsedTransaction[];
}

export class MalformedChainDataError extends Error {
  override readonly name = 'MalformedChainDataError';
}

const COINBASE_PREV_TXID = '0'.repeat(64);
const COINBASE_PREV_VOUT = 0xffffffff;
const HEADER_LENGTH = 80;

/** A serialized block (with witnesses): its hash, parent and transactions. */
export function parseBlock(bytes: Uint8Array): ParsedBlock {
  const reader = new ByteReader(bytes);
  const header = reader.bytes(HEADER_LENGTH);
  const previousHash = displayHex(header.subarray(4, 36));
  const count = reader.compactSize();
  const transactions: ParsedTransaction[] = [];
  for (let i = 0; i < count; i++) transactions.push(readTransaction(reader));
  if (!reader.done()) throw new MalformedChainDataError(`block has ${bytes.length - reader.offset} trailing bytes`);
  return { hash: displayHex(sha256d(header)), previousHash, transactions };
}

/** One serialized transaction (legacy or segwit). */
export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  const reader = new ByteReader(bytes);
  const tx = readTransaction(reader);
  if (!reader.done()) throw new MalformedChainDataError(`transaction has ${bytes.length - reader.offset} trailing bytes`);
  return tx;
}

function readTransaction(r: ByteReader): ParsedTransaction {
  const start = r.offset;
  r.skip(4); // version
  let segwit = false;
  if (r.peek(0) === 0x00 && r.peek(1) !== 0x00) {
    segwit = true;
    r.skip(2);
  }
  const ioStart = r.offset;
  const inputCount = r.compactSize();
  const inputs: ParsedTxInput[] = [];
  for (let i = 0; i < inputCount; i++) {
    const prevTxid = displayHex(r.bytes(32));
    const prevVout = r.u32();
    r.skip(r.compactSize()); // scriptSig
    r.skip(4); // sequence
    inputs.push({ prevTxid, prevVout });
  }
  const outputCount = r.compactSize();
  const outputs: ParsedTxOutput[] = [];
  for (let vout = 0; vout < outputCount; vout++) {
    const valueSats = r.u64();
    const script = r.bytes(r.compactSize());
    outputs.push({ vout, valueSats, scriptPubKeyHex: hex.encode(script) });
  }
  const ioEnd = r.offset;
  if (segwit) {
    for (let i = 0; i < inputCount; i++) {
      const items = r.compactSize();
      for (let j = 0; j < items; j++) r.skip(r.compactSize());
    }
  }
  const lockTimeStart = r.offset;
  r.skip(4);
  const all = r.source;
  // The txid hashes the serialization without marker, flag and witnesses.
  const stripped = concat(all.subarray(start, start + 4), all.subarray(ioStart, ioEnd), all.subarray(lockTimeStart, lockTimeStart + 4));
  const isCoinbase = inputs.length === 1 && inputs[0].prevTxid === COINBASE_PREV_TXID && inputs[0].prevVout === COINBASE_PREV_VOUT;
  return { txid: displayHex(sha256d(stripped)), isCoinbase, inputs, outputs };
}

class ByteReader {
  offset = 0;

  constructor(readonly source: Uint8Array) {}

  done(): boolean {
    return this.offset === this.source.length;
  }

  peek(ahead: number): number | undefined {
    return this.source[this.offset + ahead];
  }

  skip(n: number): void {
    this.need(n);
    this.offset += n;
  }

  bytes(n: number): Uint8Array {
    this.need(n);
    const out = this.source.subarray(this.offset, this.offset + n);
    this.offset += n;
    return out;
  }

  u32(): number {
    const b = this.bytes(4);
    return (b[0] | (b[1] << 8) | (b[2] << 16)) + b[3] * 0x1000000;
  }

  u64(): bigint {
    const low = BigInt(this.u32());
    return (BigInt(this.u32()) << 32n) + low;
  }

  compactSize(): number {
    const first = this.bytes(1)[0];
    if (first < 0xfd) return first;
    if (first === 0xfd) {
      const b = this.bytes(2);
      return b[0] | (b[1] << 8);
    }
    if (first === 0xfe) return this.u32();
    const value = this.u64();
    if (value > BigInt(this.source.length)) throw new MalformedChainDataError(`compact size ${value} exceeds the data`);
    return Number(value);
  }

  private need(n: number): void {
    if (n < 0 || this.offset + n > this.source.length) {
      throw new MalformedChainDataError(`truncated data: need ${n} bytes at offset ${this.offset} of ${this.source.length}`);
    }
  }
}

function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

/** Hashes are shown byte-reversed (txids, block hashes). */
function displayHex(bytes: Uint8Array): string {
  return hex.encode(Uint8Array.from(bytes).reverse());
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
