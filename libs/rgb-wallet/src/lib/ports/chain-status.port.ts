export type TxConfirmation = { readonly status: 'confirmed'; readonly height: number } | { readonly status: 'mempool' };

/** What the indexer says about transactions; RGB UTXO confirmation comes from here. */
export interface RgbChainView {
  /** Null when the indexer has never seen the transaction (a send that never left the node). */
  txConfirmation(txid: string): Promise<TxConfirmation | null>;
  /** The indexer's tip height; throws when it does not answer within `timeoutMs`. */
  tipHeight(timeoutMs?: number): Promise<number>;
  /** Broadcasts a raw transaction (hex); returns its txid. */
  broadcast(txHex: string): Promise<string>;
}
