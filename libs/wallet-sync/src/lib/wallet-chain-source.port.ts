/**
 * What the wallet sync reads from the chain: blocks by height, and the mempool. Narrower
 * than @rln/chain's ChainSource (which has no mempool listing); the RPC adapter implements
 * it over BitcoinRpcClient, tests over a fake chain.
 */
export interface WalletChainSource {
  getTipHeight(): Promise<number>;
  /** Hash of the block at `height` on the best chain. */
  getBlockHash(height: number): Promise<string>;
  /** Serialized block with witnesses. */
  getRawBlock(hash: string): Promise<Uint8Array>;
  getMempoolTxids(): Promise<string[]>;
  /** Serialized transaction, or null when the source no longer knows it. */
  getRawTransaction(txid: string): Promise<Uint8Array | null>;
}
