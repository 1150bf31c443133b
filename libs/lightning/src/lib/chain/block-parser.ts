import { decodeBlock, decodeTransaction } from '@rln/btc-wallet';

/**
 * Splits a serialized block into its 80-byte header and its transactions (each as the exact
 * bytes it was serialized with, witness included). LDK's `ChannelMonitor.block_connected`
 * wants `(index, tx)` pairs, and a single monitor has no `Listen` of its own to parse for it.
 * The reading itself is the node's one transaction parser (@rln/btc-wallet).
 */
export interface ParsedBlock {
  readonly header: Uint8Array;
  readonly transactions: readonly Uint8Array[];
}

export function parseBlock(block: Uint8Array): ParsedBlock {
  const { header, transactions } = decodeBlock(block);
  return { header: header.raw, transactions: transactions.map((tx) => tx.raw) };
}

/** The transaction without marker, flag and witnesses: what its txid hashes. */
export function strippedTransaction(tx: Uint8Array): Uint8Array {
  return decodeTransaction(tx).stripped;
}

/** The outpoints a transaction spends, as `txid:vout` (txid in display hex). */
export function spentOutpoints(tx: Uint8Array): string[] {
  return decodeTransaction(tx).inputs.map((input) => `${input.prevTxid}:${input.prevVout}`);
}
