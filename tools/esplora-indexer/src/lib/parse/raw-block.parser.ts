import { hexToBytes } from '@noble/hashes/utils';
import { decodeBlock } from '@rln/btc-wallet';
import type { ParsedBlock } from '../domain/block';
import { indexedTx } from './raw-tx.parser';

/** Parses a serialized block as returned by `getblock <hash> 0`. */
export function parseRawBlock(raw: Uint8Array | string): ParsedBlock {
  const block = decodeBlock(typeof raw === 'string' ? hexToBytes(raw) : raw);
  const { header } = block;
  return {
    header: {
      hash: header.hash,
      version: header.version,
      prevHash: header.previousHash,
      merkleRoot: header.merkleRoot,
      timestamp: header.timestamp,
      bits: header.bits,
      nonce: header.nonce,
      raw: header.raw,
    },
    txs: block.transactions.map(indexedTx),
    sizeBytes: block.sizeBytes,
    weight: block.weight,
  };
}
