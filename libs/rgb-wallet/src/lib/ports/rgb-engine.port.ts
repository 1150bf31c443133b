/** The RGB schemas rgb-lib 0.3 implements (RGB v0.11 names). */
export const RGB_SCHEMAS = ['NIA', 'CFA', 'UDA', 'IFA'] as const;
export type RgbSchema = (typeof RGB_SCHEMAS)[number];

/** rgb-lib's account keys, as restored from the node mnemonic (never the mnemonic itself). */
export interface RgbWalletKeys {
  readonly masterFingerprint: string;
  readonly accountXpubColored: string;
  readonly accountXpubVanilla: string;
}

export interface RgbAllocation {
  /** rgb-lib's id (`rgb:<id>`). */
  readonly assetId: string;
  readonly amount: bigint;
  /** rgb-lib's "settled": the allocation is final (not a pending incoming or outgoing transfer). */
  readonly settled: boolean;
}

/** One UTXO of rgb-lib's wallet (`listUnspents`). */
export interface RgbUnspent {
  readonly outpoint: string;
  readonly valueSats: bigint;
  /** On rgb-lib's colored keychain: it may carry RGB state. */
  readonly colorable: boolean;
  readonly derivationIndex: number;
  readonly allocations: readonly RgbAllocation[];
  readonly pendingBlinded: number;
}

export interface RgbAssetInfo {
  readonly assetId: string;
  readonly schema: RgbSchema;
  readonly name: string;
  readonly ticker: string | null;
  readonly precision: number;
  readonly issuedSupply: bigint;
  readonly details: string | null;
  /** Genesis timestamp (unix secs). */
  readonly timestamp: number;
}

export interface RgbAssetBalance {
  readonly settled: bigint;
  readonly future: bigint;
  readonly spendable: bigint;
}

export interface IssueAssetRequest {
  readonly schema: RgbSchema;
  readonly name: string;
  readonly ticker: string | null;
  readonly details: string | null;
  readonly precision: number;
  readonly amount: bigint;
}

/**
 * The RGB engine: one rgb-lib wallet per node. Every call is serialised and runs off the
 * HTTP event loop (the adapter uses a worker thread); rgb-lib types never cross this port.
 */
export interface RgbEngine {
  /** Opens (creating on first use) the wallet from the node mnemonic; returns its account keys. */
  open(): Promise<RgbWalletKeys>;
  /** Connects to the indexer (Esplora or Electrum URL). */
  goOnline(indexerUrl: string): Promise<void>;
  /** Scans the colored keychain with the indexer. */
  sync(): Promise<void>;
  /** Unspent outputs as of the last sync (no network access). */
  listUnspents(): Promise<RgbUnspent[]>;
  listAssets(): Promise<RgbAssetInfo[]>;
  assetBalance(assetId: string): Promise<RgbAssetBalance>;
  issue(request: IssueAssetRequest): Promise<RgbAssetInfo>;
  /** A binary RGB contract consignment (`RGB\0CON`: genesis, schema, types, scripts) of a contract rgb-lib holds. */
  exportContract(assetId: string): Promise<Uint8Array>;
  /**
   * RGB validation of a consignment against the chain (rgb-lib's validator, through the
   * indexer). Throws ConsignmentInvalidError when it is not a valid RGB consignment.
   */
  validateConsignment(bytes: Uint8Array): Promise<{ assetId: string; schema: RgbSchema }>;
  /**
   * Validates, then makes rgb-lib know the contract (idempotent). The contract id must be
   * `expectedAssetId`: an altered genesis is still a valid contract, under another id.
   */
  importContract(bytes: Uint8Array, expectedAssetId: string): Promise<void>;
  close(): Promise<void>;
}
