import type { HistoryEntry } from '../index/index-records';

/** Confirmed txs per page, as Esplora's `/txs` and `/txs/chain/:last_seen_txid`. */
export const CHAIN_TXS_PER_PAGE = 25;
/** Esplora caps the mempool part of `/txs` at 50. */
export const MEMPOOL_TXS_LIMIT = 50;

/**
 * One page of confirmed history, newest first, starting after `lastSeenTxid` when given.
 * An unknown `lastSeenTxid` yields an empty page, as in electrs.
 */
export function confirmedPage(entries: readonly HistoryEntry[], lastSeenTxid?: string, limit = CHAIN_TXS_PER_PAGE): string[] {
  let start = entries.length - 1;
  if (lastSeenTxid !== undefined) {
    const seenAt = lastIndexOfTxid(entries, lastSeenTxid);
    if (seenAt < 0) return [];
    start = seenAt - 1;
  }
  const page: string[] = [];
  for (let i = start; i >= 0 && page.length < limit; i--) page.push(entries[i].txid);
  return page;
}

/** Mempool history newest first (input is oldest first), capped at `limit`. */
export function mempoolPage(txidsOldestFirst: readonly string[], limit = MEMPOOL_TXS_LIMIT): string[] {
  return [...txidsOldestFirst].reverse().slice(0, limit);
}

function lastIndexOfTxid(entries: readonly HistoryEntry[], txid: string): number {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i].txid === txid) return i;
  return -1;
}
