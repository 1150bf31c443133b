import type { Keychain } from '../domain/keychain';
import { formatOutpoint } from '../domain/outpoint';
import type { ChainEffects, ReceivedOutput, SpentOutpoint } from '../domain/wallet-utxo';
import type { ParsedTransaction } from './transaction-parser';

/** Which address a watched script belongs to. */
export interface ScriptOwner {
  readonly keychain: Keychain;
  readonly index: number;
}

/** scriptPubKey hex → owner, for every derived address (lookahead included). */
export type WatchedScripts = ReadonlyMap<string, ScriptOwner>;

/**
 * What some transactions (one block's, or a batch from the mempool) mean to the wallet:
 * outputs paying a watched script, and inputs spending an output in `trackedOutpoints`
 * ("txid:vout") or one received in the same batch. All outputs are read before any input,
 * so a child seen before its parent in a batch still counts.
 */
export function scanTransactions(
  txs: readonly ParsedTransaction[],
  watched: WatchedScripts,
  trackedOutpoints: ReadonlySet<string>,
): ChainEffects {
  const received: ReceivedOutput[] = [];
  const receivedKeys = new Set<string>();
  for (const tx of txs) {
    for (const out of tx.outputs) {
      const owner = watched.get(out.scriptPubKeyHex);
      if (!owner) continue;
      const outpoint = { txid: tx.txid, vout: out.vout };
      received.push({
        outpoint,
        valueSats: out.valueSats,
        scriptPubKeyHex: out.scriptPubKeyHex,
        keychain: owner.keychain,
        derivationIndex: owner.index,
        isCoinbase: tx.isCoinbase,
      });
      receivedKeys.add(formatOutpoint(outpoint));
    }
  }
  const spent: SpentOutpoint[] = [];
  for (const tx of txs) {
    if (tx.isCoinbase) continue;
    for (const input of tx.inputs) {
      const key = `${input.prevTxid}:${input.prevVout}`;
      if (trackedOutpoints.has(key) || receivedKeys.has(key)) {
        spent.push({ outpoint: { txid: input.prevTxid, vout: input.prevVout }, spendingTxid: tx.txid });
      }
    }
  }
  return { received, spent };
}

/** The highest derivation index the effects pay on each keychain (for the gap limit). */
export function highestUsedIndices(effects: ChainEffects): Partial<Record<Keychain, number>> {
  const used: Partial<Record<Keychain, number>> = {};
  for (const r of effects.received) used[r.keychain] = Math.max(used[r.keychain] ?? -1, r.derivationIndex);
  return used;
}
