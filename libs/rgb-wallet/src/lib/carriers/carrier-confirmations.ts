import type { TxConfirmation } from '../ports/chain-status.port';

/** A carrier the indexer has not been asked about (or does not know) counts as in the mempool. */
export function confirmationOf(confirmations: ReadonlyMap<string, TxConfirmation | null>, key: string): TxConfirmation {
  return confirmations.get(key) ?? { status: 'mempool' };
}

/** The transaction that created an outpoint (`<txid>:<vout>`). */
export function txidOf(outpoint: string): string {
  return outpoint.split(':')[0];
}

/** Every carrier's confirmation from its transaction's (one indexer answer per txid). */
export function confirmationsByCarrier(outpoints: readonly string[], byTxid: ReadonlyMap<string, TxConfirmation | null>): Map<string, TxConfirmation> {
  return new Map(outpoints.map((o) => [o, confirmationOf(byTxid, txidOf(o))]));
}

/** The local reconcile: confirmations of outpoints that are no longer carriers are dropped. */
export function prunedConfirmations(confirmations: ReadonlyMap<string, TxConfirmation>, liveOutpoints: readonly string[]): Map<string, TxConfirmation> {
  const live = new Set(liveOutpoints);
  return new Map([...confirmations].filter(([outpoint]) => live.has(outpoint)));
}
