import { bytesToHex } from '@noble/hashes/utils';
import { fromDisplayHex, sha256d, toDisplayHex } from '../parse/hash';
import { parseRawTx } from '../parse/raw-tx.parser';
import { merkleRoot } from '../query/merkle-branch';
import { u32, varInt } from './raw-tx.builder';

export interface BuiltBlock {
  readonly hash: string;
  readonly hex: string;
  readonly txids: readonly string[];
}

/** Serializes a block over `txs` (raw tx bytes, coinbase first) extending `prevHash`. */
export function buildBlock(prevHash: string, txs: readonly Uint8Array[], timestamp: number, nonce = 0): BuiltBlock {
  const txids = txs.map((raw) => parseRawTx(raw).txid);
  const header = Uint8Array.from([
    ...u32(0x20000000),
    ...fromDisplayHex(prevHash),
    ...fromDisplayHex(merkleRoot(txids)),
    ...u32(timestamp),
    ...u32(0x207fffff),
    ...u32(nonce),
  ]);
  const body = txs.flatMap((raw) => [...raw]);
  return { hash: toDisplayHex(sha256d(header)), hex: bytesToHex(Uint8Array.from([...header, ...varInt(txs.length), ...body])), txids };
}
