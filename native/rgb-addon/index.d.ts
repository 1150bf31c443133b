// Types of the rgb-lib addon (src/*.rs; hand-written, keep in step). Every method is synchronous
// and may block for seconds (indexer round trips, stock I/O): call it from a worker thread, one
// call at a time. Failures throw an Error whose message starts with `RgbAddon(<Code>): ` (codes in
// README.md). u64 amounts are decimal strings. Optional fields of results are left out when empty;
// optional fields of arguments must be undefined (napi refuses null there).

/** rgb-lib network names, matched case-insensitively as rgb-lib's BitcoinNetwork::from_str does. */
export type RgbNetwork = 'Regtest' | 'Testnet' | 'Testnet4' | 'Signet' | 'SignetCustom' | 'Mainnet' | string;

export type RgbSchema = 'NIA' | 'CFA' | 'UDA' | 'IFA';

export interface OpenArgs {
  /** Must exist; the wallet lives in `<dataDir>/<masterFingerprint>`. */
  dataDir: string;
  network: RgbNetwork;
  mnemonic: string;
  maxAllocationsPerUtxo: number;
}

export interface WalletKeys {
  masterFingerprint: string;
  accountXpubColored: string;
  accountXpubVanilla: string;
}

export interface AssetBalance {
  settled: string;
  future: string;
  spendable: string;
}

export interface AssetInfo {
  assetId: string;
  schema: RgbSchema;
  name: string;
  ticker?: string;
  details?: string;
  precision: number;
  /** UDA: "1"; IFA: the initial supply. */
  issuedSupply: string;
  /** Genesis time, unix seconds. */
  timestamp: number;
  addedAt: number;
  balance: AssetBalance;
}

export interface Allocation {
  /** Absent while an incoming transfer has not revealed its asset. */
  assetId?: string;
  kind: 'Fungible' | 'NonFungible' | 'InflationRight' | 'Any';
  amount: string;
  settled: boolean;
}

export interface WalletUnspent {
  /** `txid:vout` */
  outpoint: string;
  btcAmountSats: string;
  colorable: boolean;
  /** The transaction creating it was broadcast (false for the outputs of a send not broadcast, or failed). */
  exists: boolean;
  derivationIndex?: number;
  allocations: Allocation[];
  pendingBlinded: number;
}

export interface IssueArgs {
  schema: RgbSchema;
  name: string;
  /** Required by NIA, UDA and IFA. */
  ticker?: string;
  details?: string;
  precision: number;
  /** u64 in asset units; UDA ignores it. */
  amount: string;
}

export interface ValidationResult {
  contractId: string;
  schema: RgbSchema;
}

/** `blinded`: a blinded UTXO of the payee; `witness`: a new output of the payer's transaction. */
export type RecipientKind = 'blinded' | 'witness';

export type TransferStatus =
  | 'Initiated'
  | 'WaitingCounterparty'
  | 'WaitingSafeHeight'
  | 'WaitingBroadcast'
  | 'WaitingConfirmations'
  | 'Settled'
  | 'Failed';

export type TransferKind = 'Issuance' | 'ReceiveBlind' | 'ReceiveWitness' | 'Send' | 'Inflation' | 'Burn';

export interface ReceiveArgs {
  kind: RecipientKind;
  /** Absent: any asset. */
  assetId?: string;
  /** u64 in asset units; "0": no amount in the invoice. */
  amount: string;
  expiryUnixSecs: number;
  /** `rpc://…` / `rpcs://…` RGB proxies, at most 3; [] is out of band. */
  transportEndpoints: string[];
  /** 0–255. */
  minConfirmations: number;
}

export interface ReceiveResult {
  invoice: string;
  recipientId: string;
  expiryUnixSecs: number;
  batchTransferIdx: number;
  /** Blinded receives: the wallet's UTXO (`txid:vout`) behind the blinded seal. */
  blindingUtxo?: string;
}

export interface InvoiceInfo {
  invoice: string;
  recipientId: string;
  kind: RecipientKind;
  assetId?: string;
  schema?: RgbSchema;
  assignmentKind: 'Fungible' | 'NonFungible' | 'InflationRight' | 'Any';
  /** Absent when the invoice names no amount (or zero). */
  amount?: string;
  /** `Regtest`, `Testnet`, `Testnet4`, `Signet`, `SignetCustom`, `Mainnet`. */
  network: string;
  expiryUnixSecs?: number;
  transportEndpoints: string[];
}

export interface SendArgs {
  assetId: string;
  recipientId: string;
  /** u64 in asset units. */
  amount: string;
  /** u64 sats of the witness recipient's new output; absent for a blinded recipient. */
  witnessAmountSats?: string;
  transportEndpoints: string[];
  /** Whole sat/vB, at least 1. */
  feeRateSatPerVb: number;
  /** 0–255. */
  minConfirmations: number;
  /** Broadcast in sendEnd without waiting for the recipient's ack. */
  donation: boolean;
  /** The invoice's expiry; absent: no deadline. */
  expiryUnixSecs?: number;
}

export interface SendBegun {
  /** Unsigned PSBT (base64). */
  psbt: string;
  txid: string;
  batchTransferIdx: number;
}

export interface SendEnded {
  txid: string;
  batchTransferIdx: number;
}

export interface TransferUpdate {
  batchTransferIdx: number;
  /** Absent when the status did not change. */
  status?: TransferStatus;
  /** `RgbAddon(<Code>): …` of a refresh failure of this transfer. */
  failure?: string;
}

export interface TransferView {
  idx: number;
  batchTransferIdx: number;
  /** The asset asked for; absent for a transfer not bound to an asset yet. */
  assetId?: string;
  kind: TransferKind;
  status: TransferStatus;
  createdAt: number;
  updatedAt: number;
  /** u64: what a Send gave its recipient; else the fungible units received or issued. */
  amount: string;
  requestedAmount?: string;
  txid?: string;
  recipientId?: string;
  /** `txid:vout` */
  receiveUtxo?: string;
  changeUtxo?: string;
  expiryUnixSecs?: number;
  invoice?: string;
  consignmentPath?: string;
  transportEndpoints: string[];
}

/** An input of a carrier transaction and the output it spends. */
export interface CarrierTxInput {
  /** `txid:vout` */
  outpoint: string;
  valueSats: string;
  /** Hex scriptPubKey. */
  scriptPubkey: string;
}

export interface CarrierTxOutput {
  scriptPubkey: string;
  valueSats: string;
}

export interface TopUpBeginArgs {
  /** A colourable UTXO of rgb-lib's wallet (input 0). */
  carrier: CarrierTxInput;
  /** The plain wallet's inputs (signed by the caller). */
  plainInputs: CarrierTxInput[];
  newCarrier: CarrierTxOutput;
  change?: CarrierTxOutput;
}

export interface TopUpBegun {
  /** Base64 PSBT for topUpEnd: coloured, every spent output set, nothing signed. */
  psbt: string;
  /** Hex transaction without witnesses (its txid is final). */
  unsignedTx: string;
  txid: string;
  /** Absent when the carrier holds no RGB state. */
  commitmentVout?: number;
  newCarrierVout: number;
  changeVout?: number;
  /** Per asset: fungible units, or "1" for a UDA token. */
  moved: { assetId: string; amount: string }[];
}

export interface InputWitness {
  inputIndex: number;
  /** Hex stack items. */
  witness: string[];
}

export interface TopUpEnded {
  txid: string;
  /** Absent when no RGB state moved. */
  batchTransferIdx?: number;
  /** Transfer consignments (`RGB\0TFR`) to the new carrier, one per asset. */
  consignments: { assetId: string; consignment: Buffer }[];
}

export interface SweepArgs {
  inputs: CarrierTxInput[];
  destination: CarrierTxOutput;
}

/** What open did to an RGB stock that did not load (a kill truncated or removed a file). */
export interface StockRestored {
  /** The snapshot generation put back; absent when a first open's stock was discarded (no database yet). */
  generation?: number;
  /** The files that did not load. */
  damaged: string[];
  /** Where the files found were copied before the restore. */
  damagedDir: string;
}

/** A transaction of ours on chain that rgb-lib's database had lost, recorded by goOnline. */
export interface RepairedSpend {
  txid: string;
  /** The batch transfer now WaitingConfirmations; absent for a sweep. */
  batchTransferIdx?: number;
  kind: 'send' | 'topup' | 'sweep';
}

export interface OnlineResult {
  repaired: RepairedSpend[];
}

/** The node's rgb-lib wallet (taproot singlesig, Sqlite, schemas NIA/CFA/UDA/IFA). */
export class RgbWallet {
  /**
   * Opens (creating on first use) the wallet of the mnemonic, offline. A stock that does not load
   * is restored from its snapshot and audited first; with no snapshot it throws `Internal`.
   */
  static open(args: OpenArgs): RgbWallet;
  /** Absent unless open restored the stock. */
  stockRestored(): StockRestored | null;
  keys(): WalletKeys;
  /**
   * Connects to the Esplora indexer; needed by every call below that reaches the chain. Goes
   * online only once rgb-lib's consistency check passes: our own spends a kill left unrecorded
   * are proven and recorded first (`repaired`); anything unproven is `Inconsistent`, offline.
   */
  goOnline(indexerUrl: string): OnlineResult;
  /** Full scan of the colored keychain. */
  sync(): void;
  /** As of the last sync; needs goOnline. */
  listUnspents(): WalletUnspent[];
  listAssets(): AssetInfo[];
  assetBalance(assetId: string): AssetBalance;
  /** The whole supply as one allocation on a free colorable UTXO rgb-lib picks. */
  issue(args: IssueArgs): AssetInfo;
  /** Binary contract consignment (`RGB\0CON` + strict encoding) from the wallet's stock. */
  exportContract(assetId: string): Buffer;
  /** Full RGB validation (contract or transfer consignment) against the chain; needs goOnline. */
  validateConsignment(bytes: Buffer): ValidationResult;
  /** Validates, checks the contract id, registers the asset; returns its id. Idempotent; needs goOnline. */
  importContract(bytes: Buffer, expectedAssetId: string): string;
  /** A blinded or witness receive (rgb-lib's pending incoming transfer and its invoice). */
  receive(args: ReceiveArgs): ReceiveResult;
  /** rgb-lib's invoice decoding; `InvalidRequest` when the string is not an RGB invoice. */
  decodeInvoice(invoice: string): InvoiceInfo;
  /** Colours a transaction and records the send as Initiated (inputs reserved); needs goOnline. */
  sendBegin(args: SendArgs): SendBegun;
  /** Signs sendBegin's PSBT with the wallet's keys, posts the consignment or broadcasts; needs goOnline. */
  sendEnd(psbt: string): SendEnded;
  /** Advances every pending transfer; needs goOnline. */
  refresh(): TransferUpdate[];
  /** One asset's transfers, or (no id) every transfer. */
  listTransfers(assetId?: string): TransferView[];
  /** false when rgb-lib cannot fail it; needs goOnline. */
  failTransfer(batchTransferIdx: number): boolean;
  /** Fails every batch transfer whose expiry passed while it still waited; whether any changed. */
  failExpiredTransfers(): boolean;
  /** A consignment file of the wallet (under its `transfers` or `assets` directory only). */
  readConsignment(path: string): Buffer;
  /** Validates, then hands it to the matching out-of-band receives; needs goOnline. */
  acceptConsignment(bytes: Buffer): TransferUpdate[];
  /**
   * Carrier top-up, step 1: builds the transaction (carrier, then plain inputs; the RGB commitment
   * first when state moves, new carrier, change) and colours it. `CarrierHasState` when the carrier
   * is spent, seals an open blinded receive, or holds state that cannot move. Needs goOnline.
   */
  topUpBegin(args: TopUpBeginArgs): TopUpBegun;
  /** Step 2: the plain inputs' witnesses, rgb-lib's signature, broadcast and bookkeeping through rgb-lib. */
  topUpEnd(psbt: string, witnesses: InputWitness[]): TopUpEnded;
  /** Spends carriers without RGB state to `destination` and broadcasts through rgb-lib; `CarrierHasState` otherwise. */
  sweepCarriers(args: SweepArgs): { txid: string; tx: string };
  /** Releases the wallet's files; later calls throw `RgbAddon(Closed)`. */
  close(): void;
}
