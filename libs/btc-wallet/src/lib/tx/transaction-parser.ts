import { sha256 } from '@noble/hashes/sha256';
import { concatBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { ByteReader, MalformedChainDataError } from './byte-reader';

/**
 * The node's one reader of serialized transactions (the plain wallet's sync, Lightning's
 * block listeners and sweeper, the test indexer). `decodeTransaction` gives every field;
 * `parseTransaction` the plain wallet's narrower view of it.
 */
export interface DecodedTxInput {
  /** Display (byte-reversed) hex, as RPC and Esplora show txids. */
  readonly prevTxid: string;
  readonly prevVout: number;
  readonly scriptSig: Uint8Array;
  readonly sequence: number;
  /** Empty for a legacy serialization. */
  readonly witness: readonly Uint8Array[];
}

export interface DecodedTxOutput {
  readonly valueSats: bigint;
  readonly scriptPubKey: Uint8Array;
}

export interface DecodedTransaction {
  readonly txid: string;
  readonly version: number;
  readonly locktime: number;
  readonly isCoinbase: boolean;
  readonly inputs: readonly DecodedTxInput[];
  readonly outputs: readonly DecodedTxOutput[];
  /**
   * The serialization as read, witnesses included (a copy). The scripts and witnesses above are
   * views into the buffer that was read, so a kept transaction keeps that buffer alive.
   */
  readonly raw: Uint8Array;
  /** Without marker, flag and witnesses: what the txid hashes (equal to `raw` for a legacy transaction). */
  readonly stripped: Uint8Array;
  readonly sizeBytes: number;
  /** BIP141: 3 × stripped size + total size. */
  readonly weight: number;
}

export interface ParsedTxInput {
  readonly prevTxid: string;
  readonly prevVout: number;
}

export interface ParsedTxOutput {
  readonly vout: number;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
}

/** What the plain wallet's chain scan reads of a transaction. */
export interface ParsedTransaction {
  readonly txid: string;
  readonly isCoinbase: boolean;
  readonly inputs: readonly ParsedTxInput[];
  readonly outputs: readonly ParsedTxOutput[];
}

const COINBASE_PREV_TXID = '0'.repeat(64);
const COINBASE_PREV_VOUT = 0xffffffff;

/** One serialized transaction (BIP144 witness serialization or legacy), nothing after it. */
export function decodeTransaction(bytes: Uint8Array): DecodedTransaction {
  const reader = new ByteReader(bytes);
  const tx = readTransaction(reader);
  if (reader.remaining !== 0) throw new MalformedChainDataError(`transaction has ${reader.remaining} trailing bytes`);
  return tx;
}

export function parseTransaction(bytes: Uint8Array): ParsedTransaction {
  return walletTransactionView(decodeTransaction(bytes));
}

export function walletTransactionView(tx: DecodedTransaction): ParsedTransaction {
  return {
    txid: tx.txid,
    isCoinbase: tx.isCoinbase,
    inputs: tx.inputs.map((i) => ({ prevTxid: i.prevTxid, prevVout: i.prevVout })),
    outputs: tx.outputs.map((o, vout) => ({ vout, valueSats: o.valueSats, scriptPubKeyHex: hex.encode(o.scriptPubKey) })),
  };
}

/** The transaction at the reader's position (a block reads its transactions one after another). */
export function readTransaction(r: ByteReader): DecodedTransaction {
  const start = r.offset;
  const version = r.i32();
  // BIP144: marker 0x00 then a non-zero flag; a legacy transaction never has 0 inputs.
  const segwit = r.peek(0) === 0x00 && r.peek(1) !== undefined && r.peek(1) !== 0x00;
  if (segwit) r.bytes(2);
  const bodyStart = r.offset;
  const inputCount = r.count();
  const partial: Omit<DecodedTxInput, 'witness'>[] = [];
  for (let i = 0; i < inputCount; i++) {
    partial.push({ prevTxid: displayHex(r.bytes(32)), prevVout: r.u32(), scriptSig: r.varBytes(), sequence: r.u32() });
  }
  const outputCount = r.count();
  const outputs: DecodedTxOutput[] = [];
  for (let i = 0; i < outputCount; i++) outputs.push({ valueSats: r.u64(), scriptPubKey: r.varBytes() });
  const bodyEnd = r.offset;
  const inputs: DecodedTxInput[] = partial.map((input) => {
    const witness: Uint8Array[] = [];
    if (segwit) for (let n = r.count(); n > 0; n--) witness.push(r.varBytes());
    return { ...input, witness };
  });
  const locktimeStart = r.offset;
  const locktime = r.u32();
  const raw = Uint8Array.from(r.source.subarray(start, r.offset));
  const stripped = segwit ? concatBytes(r.source.subarray(start, start + 4), r.source.subarray(bodyStart, bodyEnd), r.source.subarray(locktimeStart, r.offset)) : raw;
  const isCoinbase = inputs.length === 1 && inputs[0].prevTxid === COINBASE_PREV_TXID && inputs[0].prevVout === COINBASE_PREV_VOUT;
  // Hashed on first read: splitting a block for LDK's monitors and listing spent outpoints
  // never need the txid, and they run on every block.
  let txid: string | undefined;
  return {
    get txid(): string {
      return (txid ??= displayHex(sha256d(stripped)));
    },
    version,
    locktime,
    isCoinbase,
    inputs,
    outputs,
    raw,
    stripped,
    sizeBytes: raw.length,
    weight: stripped.length * 3 + raw.length,
  };
}

export function sha256d(data: Uint8Array): Uint8Array {
  return sha256(sha256(data));
}

/** Hashes are shown byte-reversed (txids, block hashes). */
export function displayHex(bytes: Uint8Array): string {
  return hex.encode(Uint8Array.from(bytes).reverse());
}
