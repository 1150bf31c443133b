import type { ScriptType } from '../script/script-type';

// JSON shapes exactly as Blockstream's Esplora (electrs REST) serializes them.

/** Confirmed only when all three block fields are present (what esplora-client checks). */
export interface TxStatusView {
  confirmed: boolean;
  block_height?: number;
  block_hash?: string;
  block_time?: number;
}

export interface TxOutView {
  scriptpubkey: string;
  scriptpubkey_asm: string;
  scriptpubkey_type: ScriptType;
  scriptpubkey_address?: string;
  value: number;
}

export interface TxInView {
  txid: string;
  vout: number;
  prevout: TxOutView | null;
  scriptsig: string;
  scriptsig_asm: string;
  /** Omitted when empty, as electrs does (esplora-client defaults it to []). */
  witness?: string[];
  is_coinbase: boolean;
  sequence: number;
}

export interface TxView {
  txid: string;
  version: number;
  locktime: number;
  vin: TxInView[];
  vout: TxOutView[];
  size: number;
  weight: number;
  fee: number;
  status: TxStatusView;
}

export interface BlockView {
  id: string;
  height: number;
  version: number;
  timestamp: number;
  tx_count: number;
  size: number;
  weight: number;
  merkle_root: string;
  previousblockhash: string | null;
  mediantime: number;
  nonce: number;
  bits: number;
  difficulty: number;
}

export interface BlockStatusView {
  in_best_chain: boolean;
  height?: number;
  next_best?: string | null;
}

export interface OutspendView {
  spent: boolean;
  txid?: string;
  vin?: number;
  status?: TxStatusView;
}

export interface UtxoView {
  txid: string;
  vout: number;
  status: TxStatusView;
  value: number;
}

export interface ScriptStatsPart {
  funded_txo_count: number;
  funded_txo_sum: number;
  spent_txo_count: number;
  spent_txo_sum: number;
  tx_count: number;
}

export interface ScriptStatsView {
  scripthash?: string;
  address?: string;
  chain_stats: ScriptStatsPart;
  mempool_stats: ScriptStatsPart;
}

export interface MerkleProofView {
  block_height: number;
  merkle: string[];
  pos: number;
}
