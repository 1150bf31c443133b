import { hexToBytes } from '@noble/hashes/utils';
import { decodeTransaction, type DecodedTransaction } from '@rln/btc-wallet';
import type { ParsedTx, TxOutput } from '../domain/tx';

/** A transaction in the indexer's terms, read by the node's one transaction parser (@rln/btc-wallet). */
export function parseRawTx(raw: Uint8Array | string): ParsedTx {
  return indexedTx(decodeTransaction(typeof raw === 'string' ? hexToBytes(raw) : raw));
}

export function indexedTx(tx: DecodedTransaction): ParsedTx {
  return {
    txid: tx.txid,
    version: tx.version,
    locktime: tx.locktime,
    inputs: tx.inputs,
    outputs: tx.outputs.map((o): TxOutput => ({ valueSat: satsAsNumber(o.valueSats), scriptPubKey: o.scriptPubKey })),
    isCoinbase: tx.isCoinbase,
    raw: tx.raw,
    sizeBytes: tx.sizeBytes,
    weight: tx.weight,
  };
}

/** Esplora amounts are JSON numbers: every real amount fits (21e14 sat < 2^53). */
function satsAsNumber(sats: bigint): number {
  if (sats > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('amount exceeds 2^53');
  return Number(sats);
}
