import { ByteReader, MalformedChainDataError } from './byte-reader';
import { displayHex, readTransaction, sha256d, walletTransactionView, type DecodedTransaction, type ParsedTransaction } from './transaction-parser';

export interface DecodedBlockHeader {
  /** The 80 header bytes (a copy). */
  readonly raw: Uint8Array;
  readonly hash: string;
  readonly version: number;
  readonly previousHash: string;
  readonly merkleRoot: string;
  readonly timestamp: number;
  readonly bits: number;
  readonly nonce: number;
}

export interface DecodedBlock {
  readonly header: DecodedBlockHeader;
  readonly transactions: readonly DecodedTransaction[];
  readonly sizeBytes: number;
  readonly weight: number;
}

/** What the plain wallet's sync reads of a block. */
export interface ParsedBlock {
  readonly hash: string;
  readonly previousHash: string;
  readonly transactions: readonly ParsedTransaction[];
}

const HEADER_LENGTH = 80;

export function decodeBlockHeader(header: Uint8Array): DecodedBlockHeader {
  if (header.length !== HEADER_LENGTH) throw new MalformedChainDataError(`a block header is ${HEADER_LENGTH} bytes, not ${header.length}`);
  const r = new ByteReader(header);
  return {
    version: r.i32(),
    previousHash: displayHex(r.bytes(32)),
    merkleRoot: displayHex(r.bytes(32)),
    timestamp: r.u32(),
    bits: r.u32(),
    nonce: r.u32(),
    hash: displayHex(sha256d(header)),
    raw: Uint8Array.from(header),
  };
}

/** A serialized block (with witnesses): header, then its transactions through the one transaction reader. */
export function decodeBlock(bytes: Uint8Array): DecodedBlock {
  const reader = new ByteReader(bytes);
  const header = decodeBlockHeader(reader.bytes(HEADER_LENGTH));
  const countStart = reader.offset;
  const count = reader.count();
  const countLength = reader.offset - countStart;
  const transactions: DecodedTransaction[] = [];
  for (let i = 0; i < count; i++) transactions.push(readTransaction(reader));
  if (reader.remaining !== 0) throw new MalformedChainDataError(`block has ${reader.remaining} trailing bytes`);
  // Header and transaction count are non-witness data: 4 weight units a byte.
  const weight = (HEADER_LENGTH + countLength) * 4 + transactions.reduce((sum, tx) => sum + tx.weight, 0);
  return { header, transactions, sizeBytes: bytes.length, weight };
}

export function parseBlock(bytes: Uint8Array): ParsedBlock {
  const block = decodeBlock(bytes);
  return { hash: block.header.hash, previousHash: block.header.previousHash, transactions: block.transactions.map(walletTransactionView) };
}
