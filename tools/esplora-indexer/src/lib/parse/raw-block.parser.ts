import { hexToBytes } from '@noble/hashes/utils';
import type { BlockHeader, ParsedBlock } from '../domain/block';
import type { ParsedTx } from '../domain/tx';
import { ByteReader } from './byte-reader';
import { sha256d, toDisplayHex } from './hash';
import { readTx } from './raw-tx.parser';

const HEADER_BYTES = 80;

export function parseBlockHeader(raw: Uint8Array): BlockHeader {
  if (raw.length !== HEADER_BYTES) throw new RangeError(`block header must be ${HEADER_BYTES} bytes`);
  const reader = new ByteReader(raw);
  return {
    version: reader.i32(),
    prevHash: toDisplayHex(reader.take(32)),
    merkleRoot: toDisplayHex(reader.take(32)),
    timestamp: reader.u32(),
    bits: reader.u32(),
    nonce: reader.u32(),
    hash: toDisplayHex(sha256d(raw)),
    raw: Uint8Array.from(raw),
  };
}

/** Parses a serialized block as returned by `getblock <hash> 0`. */
export function parseRawBlock(raw: Uint8Array | string): ParsedBlock {
  const bytes = typeof raw === 'string' ? hexToBytes(raw) : raw;
  const reader = new ByteReader(bytes);
  const header = parseBlockHeader(reader.take(HEADER_BYTES));
  const countStart = reader.position;
  const count = reader.varInt();
  const countBytes = reader.position - countStart;
  const txs: ParsedTx[] = [];
  for (let i = 0; i < count; i++) txs.push(readTx(reader));
  if (reader.remaining !== 0) throw new RangeError(`${reader.remaining} trailing bytes after block`);
  // Header and tx count are non-witness data: weight 4 per byte.
  const weight = (HEADER_BYTES + countBytes) * 4 + txs.reduce((sum, tx) => sum + tx.weight, 0);
  return { header, txs, sizeBytes: bytes.length, weight };
}
