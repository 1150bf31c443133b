import type { ParsedTx } from './tx';

export interface BlockHeader {
  readonly hash: string;
  readonly version: number;
  readonly prevHash: string;
  readonly merkleRoot: string;
  readonly timestamp: number;
  readonly bits: number;
  readonly nonce: number;
  readonly raw: Uint8Array;
}

export interface ParsedBlock {
  readonly header: BlockHeader;
  readonly txs: readonly ParsedTx[];
  readonly sizeBytes: number;
  readonly weight: number;
}
