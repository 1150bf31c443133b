import type { BlockHeader } from '../domain/block';
import type { ParsedTx, TxOutput } from '../domain/tx';

export interface BlockRecord {
  readonly header: BlockHeader;
  readonly height: number;
  readonly txids: readonly string[];
  readonly sizeBytes: number;
  readonly weight: number;
  /** Median of the last 11 block timestamps (BIP113). */
  readonly medianTime: number;
}

/** A transaction with its inputs' prevouts resolved; `prevouts[i]` is null for a coinbase input. */
export interface ResolvedTx {
  readonly tx: ParsedTx;
  readonly prevouts: readonly (TxOutput | null)[];
  /** Null when a prevout could not be resolved (should not happen on a consistent node). */
  readonly feeSat: number | null;
  /** Script hashes this tx funds or spends from, each once. */
  readonly scriptHashes: readonly string[];
}

export interface ConfirmedTx extends ResolvedTx {
  readonly block: BlockRecord;
  readonly position: number;
}

export interface SpendRef {
  readonly txid: string;
  readonly vin: number;
}

export interface HistoryEntry {
  readonly txid: string;
  readonly height: number;
  readonly position: number;
}

export function outpointKey(txid: string, vout: number): string {
  return `${txid}:${vout}`;
}
