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
}
