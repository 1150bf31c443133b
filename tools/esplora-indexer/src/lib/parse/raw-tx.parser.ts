import { hexToBytes } from '@noble/hashes/utils';
import type { ParsedTx, TxInput, TxOutput } from '../domain/tx';
import { ByteReader } from './byte-reader';
import { sha256d, toDisplayHex } from './hash';

const COINBASE_PREV_TXID = '0'.repeat(64);
const COINBASE_PREV_VOUT = 0xffffffff;

/** Parses one transaction at the reader's position (BIP144 witness serialization or legacy). */
export function readTx(reader: ByteReader): ParsedTx {
  const start = reader.position;
  const version = reader.i32();
  const hasWitness = reader.remaining >= 2 && reader.peekByte() === 0 && reader.peekByte(1) !== 0;
  if (hasWitness) reader.take(2);

  const bodyStart = reader.position;
  const partialInputs = readList(reader, () => ({
    prevTxid: toDisplayHex(reader.take(32)),
    prevVout: reader.u32(),
    scriptSig: reader.varBytes(),
    sequence: reader.u32(),
  }));
  const outputs = readList(reader, (): TxOutput => ({
    valueSat: reader.u64AsNumber(),
    scriptPubKey: reader.varBytes(),
  }));
  const bodyEnd = reader.position;

  const witnesses = partialInputs.map(() => (hasWitness ? readList(reader, () => reader.varBytes()) : []));
  const locktimeStart = reader.position;
  const locktime = reader.u32();
  const end = reader.position;

  const raw = reader.slice(start, end);
  // The txid commits to the legacy serialization only: version, inputs, outputs, locktime.
  const base = concat([
    reader.slice(start, start + 4),
    reader.slice(bodyStart, bodyEnd),
    reader.slice(locktimeStart, end),
  ]);
  const inputs: TxInput[] = partialInputs.map((input, i) => ({ ...input, witness: witnesses[i] }));
  const isCoinbase =
    inputs.length === 1 && inputs[0].prevTxid === COINBASE_PREV_TXID && inputs[0].prevVout === COINBASE_PREV_VOUT;

  return {
    txid: toDisplayHex(sha256d(base)),
    version,
    locktime,
    inputs,
    outputs,
    isCoinbase,
    raw: Uint8Array.from(raw),
    sizeBytes: raw.length,
    weight: base.length * 3 + raw.length,
  };
}

export function parseRawTx(raw: Uint8Array | string): ParsedTx {
  const reader = new ByteReader(typeof raw === 'string' ? hexToBytes(raw) : raw);
  const tx = readTx(reader);
  if (reader.remaining !== 0) throw new RangeError(`${reader.remaining} trailing bytes after transaction`);
  return tx;
}

function readList<T>(reader: ByteReader, readItem: () => T): T[] {
  const count = reader.varInt();
  // A count larger than the bytes left is malformed; refuse before allocating.
  if (count > reader.remaining) throw new RangeError(`list of ${count} items exceeds the data`);
  const items: T[] = [];
  for (let i = 0; i < count; i++) items.push(readItem());
  return items;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
