/** One call of a JSON-RPC batch. */
export interface RpcRequest {
  readonly method: string;
  readonly params?: readonly unknown[];
}

/** Field names follow bitcoind's so they read the same as its documentation. */
export interface BlockchainInfo {
  readonly chain: string;
  readonly blocks: number;
  readonly headers?: number;
  readonly bestblockhash: string;
  /** Core only; btcd never fills it. */
  readonly initialblockdownload?: boolean;
}

export interface BlockHeaderInfo {
  readonly hash: string;
  readonly confirmations: number;
  readonly height: number;
  readonly version: number;
  readonly merkleroot: string;
  readonly time: number;
  readonly nonce: number;
  readonly bits: string;
  readonly difficulty: number;
  /** Absent for the genesis block. */
  readonly previousblockhash?: string;
  /** Absent for the tip. */
  readonly nextblockhash?: string;
  /** Core only. */
  readonly mediantime?: number;
}

export interface TxInputInfo {
  /** Absent for a coinbase input. */
  readonly txid?: string;
  readonly vout?: number;
  /** Coinbase script hex, only on a coinbase input. */
  readonly coinbase?: string;
  readonly sequence: number;
  readonly witness: readonly string[];
}

export interface TxOutputInfo {
  readonly n: number;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
  /** Core reports `address`, btcd `addresses[0]`; absent for non-standard scripts. */
  readonly address?: string;
  readonly type?: string;
}

export interface RawTransactionInfo {
  readonly txid: string;
  /** wtxid. */
  readonly hash: string;
  readonly hex: string;
  readonly version: number;
  readonly locktime: number;
  readonly vin: readonly TxInputInfo[];
  readonly vout: readonly TxOutputInfo[];
  /** 0 while in the mempool. */
  readonly confirmations: number;
  readonly blockhash?: string;
  readonly blocktime?: number;
}

/** An unspent output as `gettxout` reports it. */
export interface TxOutInfo {
  readonly bestblock: string;
  /** 0 for an output of a mempool transaction. */
  readonly confirmations: number;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
  readonly address?: string;
  readonly coinbase: boolean;
}
