/** The slice of the plain BTC wallet that funds RGB UTXOs (PlainWallet satisfies it). */
export interface CarrierFundingWallet {
  buildAndSignTransaction(req: {
    readonly outputs: readonly { readonly address: string; readonly valueSats: bigint }[];
    readonly feeRateSatPerVb: number;
    readonly inputs: readonly string[];
    readonly changeAddress: string;
    readonly lockFor: string;
  }): Promise<{
    readonly txHex: string;
    readonly txid: string;
    readonly feeSats: bigint;
    readonly change: { readonly vout: number; readonly address: string; readonly valueSats: bigint } | null;
  }>;
  unlockUtxos(selector: { readonly operationId: string }): Promise<number>;

  /** Every script of the wallet (derived addresses, lookahead included): where change may go. */
  watchedScripts(): Promise<ReadonlyMap<string, unknown>>;
  /** Unspent outputs (top_up reads its l1_inputs' values and addresses here). */
  listUtxos(): Promise<readonly { readonly outpoint: string; readonly valueSats: bigint; readonly address: string }[]>;
  /** Holds outputs for an operation: all or none (409 when another holds one, 404 for a foreign one). */
  lockUtxos(outpoints: readonly string[], options: { readonly operationId: string }): Promise<unknown>;
  /** Final witnesses of the wallet's inputs (held by `operationId`) of a transaction built elsewhere. */
  signInputs(req: {
    readonly unsignedTxHex: string;
    readonly prevouts: readonly { readonly scriptPubKeyHex: string; readonly valueSats: bigint }[];
    readonly operationId: string;
  }): Promise<readonly { readonly inputIndex: number; readonly witness: readonly string[] }[]>;
}
