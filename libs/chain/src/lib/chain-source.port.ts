/** The best block the chain source knows. */
export interface ChainTip {
  readonly height: number;
  readonly hash: string;
}

/** What the node needs to follow the chain (connect/disconnect blocks) and to broadcast. */
export interface ChainBlockHeader {
  readonly hash: string;
  readonly height: number;
  /** Absent only for the genesis block. */
  readonly previousHash?: string;
  /** Block timestamp, seconds since the epoch. */
  readonly time: number;
}

/**
 * Port for the chain backend (bitcoind-style RPC today, Esplora later). Consumers walk back
 * from the tip through `previousHash` to find a fork point after a reorg.
 */
export interface ChainSource {
  getTip(): Promise<ChainTip>;
  /** Hash of the block at `height` on the best chain. */
  getBlockHash(height: number): Promise<string>;
  getBlockHeader(hash: string): Promise<ChainBlockHeader>;
  /** Serialized block with witnesses. */
  getRawBlock(hash: string): Promise<Uint8Array>;
  /** Serialized transaction, or null when the source does not know it. */
  getRawTransaction(txid: string): Promise<Uint8Array | null>;
  /** Returns the txid; throws when the node rejects the transaction. */
  broadcastTransaction(rawTx: Uint8Array): Promise<string>;
  /** sat/vB to confirm within `targetBlocks`, or null when the source has no estimate yet. */
  estimateFeeSatPerVb(targetBlocks: number): Promise<number | null>;
}

/** Injection token for the ChainSource port. */
export const CHAIN_SOURCE = Symbol('ChainSource');
