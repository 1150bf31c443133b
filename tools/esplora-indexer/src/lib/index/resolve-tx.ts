import type { ParsedTx, TxOutput } from '../domain/tx';
import { scriptHashOf } from '../parse/hash';
import type { ResolvedTx } from './index-records';

export type OutputLookup = (txid: string, vout: number) => TxOutput | undefined;

/** Attaches prevouts, fee and touched script hashes to a tx, looking prevouts up with `lookup`. */
export function resolveTx(tx: ParsedTx, lookup: OutputLookup): ResolvedTx {
  const prevouts = tx.inputs.map((input) => (tx.isCoinbase ? null : (lookup(input.prevTxid, input.prevVout) ?? null)));
  const outSat = tx.outputs.reduce((sum, out) => sum + out.valueSat, 0);
  const unresolved = prevouts.some((p) => p === null);
  const inSat = prevouts.reduce((sum, p) => sum + (p?.valueSat ?? 0), 0);
  const feeSat = tx.isCoinbase ? 0 : unresolved ? null : inSat - outSat;

  const scriptHashes = new Set<string>();
  for (const out of tx.outputs) scriptHashes.add(scriptHashOf(out.scriptPubKey));
  for (const prev of prevouts) if (prev) scriptHashes.add(scriptHashOf(prev.scriptPubKey));
  return { tx, prevouts, feeSat, scriptHashes: [...scriptHashes] };
}
