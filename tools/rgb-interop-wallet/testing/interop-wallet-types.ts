// The typed results of rgb-interop-wallet's commands (tools/rgb-interop-wallet/src/*.rs print
// snake_case JSON with amounts as decimal strings; these are camelCase with bigint amounts).

export type TransferStatus =
  | 'Initiated'
  | 'WaitingCounterparty'
  | 'WaitingSafeHeight'
  | 'WaitingBroadcast'
  | 'WaitingConfirmations'
  | 'Settled'
  | 'Failed';

export type TransferKind = 'Issuance' | 'ReceiveBlind' | 'ReceiveWitness' | 'Send' | 'Inflation' | 'Burn';

export type Assignment =
  | { readonly type: 'Fungible' | 'InflationRight'; readonly amount: bigint }
  | { readonly type: 'NonFungible' | 'Any' };

export interface InitResult {
  readonly masterFingerprint: string;
  readonly xpub: string;
  readonly accountXpubVanilla: string;
  readonly accountXpubColored: string;
}

export interface Balance {
  readonly settled: bigint;
  readonly future: bigint;
  readonly spendable: bigint;
}

export interface IssuedAsset {
  readonly assetId: string;
  readonly ticker: string;
  readonly name: string;
  readonly precision: number;
  readonly issuedSupply: bigint;
}

export interface AssetListing {
  readonly assetId: string;
  readonly schema: 'Nia' | 'Cfa' | 'Uda' | 'Ifa';
  readonly ticker: string | null;
  readonly name: string;
  readonly precision: number;
  readonly balance: Balance;
}

export interface ReceiveResult {
  readonly invoice: string;
  readonly recipientId: string;
  readonly batchTransferIdx: number;
  /** Unix seconds. */
  readonly expiration: number;
}

export interface SendResult {
  readonly txid: string;
  readonly batchTransferIdx: number;
  readonly assetId: string;
}

export interface RefreshedTransfer {
  readonly batchTransferIdx: number;
  readonly updatedStatus: TransferStatus | null;
  readonly failure: { readonly code: string; readonly error: string } | null;
}

export interface TransferListing {
  readonly idx: number;
  readonly batchTransferIdx: number;
  readonly assetId: string | null;
  readonly kind: TransferKind;
  readonly status: TransferStatus;
  readonly txid: string | null;
  readonly recipientId: string | null;
  readonly requestedAssignment: Assignment | null;
  readonly assignments: readonly Assignment[];
  readonly receiveUtxo: string | null;
  readonly changeUtxo: string | null;
  readonly expiration: number | null;
  readonly invoice: string | null;
  readonly consignmentPath: string | null;
  readonly transportEndpoints: readonly string[];
}

export interface UnspentListing {
  /** `txid:vout`. */
  readonly outpoint: string;
  readonly btcAmount: bigint;
  readonly colorable: boolean;
  readonly exists: boolean;
  readonly allocations: readonly { readonly assetId: string | null; readonly assignment: Assignment; readonly settled: boolean }[];
}

export interface AckResult {
  readonly broadcast: boolean;
  readonly txid?: string;
  readonly batchTransferIdx?: number;
}

// ---- wire → typed ----

type Json = Record<string, unknown>;

export function toBalance(j: Json): Balance {
  return { settled: BigInt(j['settled'] as string), future: BigInt(j['future'] as string), spendable: BigInt(j['spendable'] as string) };
}

export function toAssignment(j: Json): Assignment {
  const type = j['type'] as Assignment['type'];
  return type === 'Fungible' || type === 'InflationRight' ? { type, amount: BigInt(j['amount'] as string) } : { type };
}

export function toTransfer(j: Json): TransferListing {
  return {
    idx: j['idx'] as number,
    batchTransferIdx: j['batch_transfer_idx'] as number,
    assetId: j['asset_id'] as string | null,
    kind: j['kind'] as TransferKind,
    status: j['status'] as TransferStatus,
    txid: j['txid'] as string | null,
    recipientId: j['recipient_id'] as string | null,
    requestedAssignment: j['requested_assignment'] ? toAssignment(j['requested_assignment'] as Json) : null,
    assignments: (j['assignments'] as Json[]).map(toAssignment),
    receiveUtxo: j['receive_utxo'] as string | null,
    changeUtxo: j['change_utxo'] as string | null,
    expiration: j['expiration'] as number | null,
    invoice: j['invoice'] as string | null,
    consignmentPath: j['consignment_path'] as string | null,
    transportEndpoints: j['transport_endpoints'] as string[],
  };
}

export function toRefreshed(j: Json): RefreshedTransfer[] {
  return (j['transfers'] as Json[]).map((t) => ({
    batchTransferIdx: t['batch_transfer_idx'] as number,
    updatedStatus: t['updated_status'] as TransferStatus | null,
    failure: (t['failure'] as RefreshedTransfer['failure']) ?? null,
  }));
}

export function toUnspent(j: Json): UnspentListing {
  return {
    outpoint: j['outpoint'] as string,
    btcAmount: BigInt(j['btc_amount'] as string),
    colorable: j['colorable'] as boolean,
    exists: j['exists'] as boolean,
    allocations: (j['rgb_allocations'] as Json[]).map((a) => ({
      assetId: a['asset_id'] as string | null,
      assignment: toAssignment(a['assignment'] as Json),
      settled: a['settled'] as boolean,
    })),
  };
}
