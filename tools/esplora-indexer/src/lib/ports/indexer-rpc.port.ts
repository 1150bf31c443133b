/**
 * The node calls the indexer needs: bitcoind-style names, satisfied by btcd (and Core).
 * Declared here, narrow, so tests can fake it and any RPC client can be passed in.
 */
export interface IndexerRpc {
  getBlockCount(): Promise<number>;
  getBlockHash(height: number): Promise<string>;
  /** Serialized block hex (`getblock <hash> 0`). */
  getRawBlock(hash: string): Promise<string>;
  getRawMempool(): Promise<readonly string[]>;
  /** Serialized tx hex (`getrawtransaction <txid> 0`); mempool txs are enough. */
  getRawTransaction(txid: string): Promise<string>;
  /** Resolves to the txid; rejects with the node's error message on refusal. */
  sendRawTransaction(hex: string): Promise<string>;
  /** Fee rate in sat/vB for confirmation within `targetBlocks`, or null when the node has none. */
  estimateFeeSatPerVb(targetBlocks: number): Promise<number | null>;
}
