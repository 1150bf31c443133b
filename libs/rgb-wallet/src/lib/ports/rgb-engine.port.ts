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
  /**
   * Its transaction was broadcast. rgb-lib also lists the outputs a send prepared and has not
   * broadcast (yet: a send waiting for its payee's ack; or ever: a send that failed), whose
   * pending allocations count towards balances but which are no carrier.
   */
  readonly exists: boolean;
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

/** How a receive names its seal: a blinded UTXO of the payee, or a new output of the payer's witness transaction. */
export type RgbRecipientKind = 'blinded' | 'witness';

export interface RgbReceiveRequest {
  readonly kind: RgbRecipientKind;
  /** rgb-lib id (`rgb:<id>`); null accepts any asset. */
  readonly assetId: string | null;
  /** Fungible amount (raw units) embedded in the invoice; 0n names none (any amount). */
  readonly amount: bigint;
  readonly expiryUnixSecs: number;
  /** RGB proxy endpoints (`rpc://host:port/path`, `rpcs://...`); empty means out of band. */
  readonly transportEndpoints: readonly string[];
  readonly minConfirmations: number;
}

export interface RgbReceiveData {
  readonly invoice: string;
  readonly recipientId: string;
  readonly expiryUnixSecs: number;
  readonly batchTransferIdx: number;
  /** A blinded receive's UTXO (`txid:vout`) behind the blinded seal (its carrier must stay unspent); null for witness. */
  readonly blindingUtxo: string | null;
  /** A witness receive's output script (hex) the payer pays; null for blinded. */
  readonly scriptPubkeyHex: string | null;
}

/** An RGB invoice as rgb-lib decodes it (no network access). */
export interface RgbInvoiceData {
  readonly invoice: string;
  readonly recipientId: string;
  readonly kind: RgbRecipientKind;
  readonly assetId: string | null;
  /** Fungible amount; null when the invoice names none. */
  readonly amount: bigint | null;
  /** rgb-lib network name (`Regtest`, `Mainnet`, ...). */
  readonly network: string;
  readonly expiryUnixSecs: number | null;
  readonly transportEndpoints: readonly string[];
}

export interface RgbSendRequest {
  readonly assetId: string;
  readonly recipientId: string;
  readonly amount: bigint;
  /** BTC of the new output a witness recipient gets; null for a blinded recipient. */
  readonly witnessAmountSats: bigint | null;
  /** A fixed blinding for the witness recipient's seal (an asset channel's funding); absent: rgb-lib draws one. */
  readonly witnessBlinding?: bigint;
  readonly transportEndpoints: readonly string[];
  /** sat/vB; rgb-lib takes whole numbers. */
  readonly feeRateSatPerVb: number;
  readonly minConfirmations: number;
  /** Broadcast at once, the signed transaction travelling in the consignment (out-of-band sends). */
  readonly donation: boolean;
  /** The invoice's expiry: past it the send is never broadcast; null for none. */
  readonly expiryUnixSecs: number | null;
}

/** rgb-lib's TransferStatus. */
export type RgbTransferStatus =
  | 'Initiated'
  | 'WaitingCounterparty'
  | 'WaitingSafeHeight'
  | 'WaitingBroadcast'
  | 'WaitingConfirmations'
  | 'Settled'
  | 'Failed';

/** rgb-lib's TransferKind. */
export type RgbTransferKind = 'Issuance' | 'ReceiveBlind' | 'ReceiveWitness' | 'Send' | 'Inflation' | 'Burn';

/** One transfer of rgb-lib's wallet (`listTransfers`). */
export interface RgbTransferView {
  readonly idx: number;
  readonly batchTransferIdx: number;
  readonly assetId: string | null;
  readonly kind: RgbTransferKind;
  readonly status: RgbTransferStatus;
  readonly createdAtUnixSecs: number;
  readonly updatedAtUnixSecs: number;
  /** Sum of the fungible assignments moved (received, or sent to others). */
  readonly amount: bigint;
  readonly requestedAmount: bigint | null;
  readonly txid: string | null;
  readonly recipientId: string | null;
  readonly receiveUtxo: string | null;
  readonly changeUtxo: string | null;
  readonly expiryUnixSecs: number | null;
  readonly invoice: string | null;
  /** Where rgb-lib keeps the consignment file of this transfer, once there is one. */
  readonly consignmentPath: string | null;
  readonly transportEndpoints: readonly string[];
}

/** An input of a carrier operation's transaction and the output it spends (taproot signatures commit to every input's). */
export interface CarrierTxInput {
  readonly outpoint: string;
  readonly valueSats: bigint;
  readonly scriptPubKeyHex: string;
}

export interface CarrierTxOutput {
  readonly scriptPubKeyHex: string;
  readonly valueSats: bigint;
}

/** POST /rgb/utxos/top_up as rgb-lib builds it: the carrier is input 0, the plain inputs follow. */
export interface CarrierTopUpRequest {
  readonly carrier: CarrierTxInput;
  readonly plainInputs: readonly CarrierTxInput[];
  readonly newCarrier: CarrierTxOutput;
  readonly change: CarrierTxOutput | null;
}

/** The coloured, unsigned top-up: sign the plain inputs of `unsignedTxHex`, then `topUpEnd`. */
export interface CarrierTopUpBegun {
  /** Base64 PSBT for `topUpEnd`. */
  readonly psbt: string;
  /** The transaction without witnesses; its txid is final. */
  readonly unsignedTxHex: string;
  readonly txid: string;
  /** The OP_RETURN RGB commitment; null when the carrier holds no RGB state. */
  readonly commitmentVout: number | null;
  readonly newCarrierVout: number;
  readonly changeVout: number | null;
  /** What moves, per asset (rgb-lib id): fungible units, or 1 for a UDA token. */
  readonly moved: readonly { readonly assetId: string; readonly amount: bigint }[];
}

export interface CarrierTopUpEnded {
  readonly txid: string;
  /** rgb-lib's batch transfer recording the move; null when no RGB state moved. */
  readonly batchTransferIdx: number | null;
  /** One transfer consignment per asset moved, to the new carrier. */
  readonly consignments: readonly { readonly assetId: string; readonly bytes: Uint8Array }[];
}

/**
 * A transaction of ours the chain has but rgb-lib had not recorded (the process was killed
 * between rgb-lib's broadcast and its database commit), which `goOnline` proved ours and recorded.
 */
export interface RgbRepairedSpend {
  readonly txid: string;
  /** rgb-lib's batch transfer, now WaitingConfirmations; null for a sweep. */
  readonly batchTransferIdx: number | null;
  /** `send`: an rgb-lib send; `topup` / `sweep`: carrier maintenance (the addon's journal). */
  readonly kind: 'send' | 'topup' | 'sweep';
}

/**
 * The RGB engine: one rgb-lib wallet per node. Every call is serialised and runs off the
 * HTTP event loop (the adapter uses a worker thread); rgb-lib types never cross this port.
 */
export interface RgbEngine {
  /** Opens (creating on first use) the wallet from the node mnemonic; returns its account keys. */
  open(): Promise<RgbWalletKeys>;
  /**
   * Connects to the indexer (Esplora or Electrum URL) once rgb-lib's consistency check passes,
   * after recording any unrecorded spend of ours it could prove (`repaired`, usually empty). A
   * disagreement it cannot prove ours fails, and the engine stays offline.
   */
  goOnline(indexerUrl: string): Promise<{ readonly repaired: readonly RgbRepairedSpend[] }>;
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
  /** A blinded or witness receive: an invoice and rgb-lib's pending incoming transfer. */
  receive(request: RgbReceiveRequest): Promise<RgbReceiveData>;
  /** Decodes an RGB invoice; InvalidRequestError when it is not one (a zero amount decodes as null). */
  decodeInvoice(invoice: string): Promise<RgbInvoiceData>;
  /**
   * Selects inputs, colours the transaction and records the outgoing transfer as Initiated
   * (its inputs reserved). Nothing leaves the node: sendEnd does that.
   */
  sendBegin(request: RgbSendRequest): Promise<{ psbt: string; txid: string; batchTransferIdx: number }>;
  /** Signs the PSBT of sendBegin and finishes: posts the consignment to the transport, or broadcasts (donation). */
  sendEnd(psbt: string): Promise<{ txid: string; batchTransferIdx: number }>;
  /** Advances every transfer (fetch/validate/ack consignments, read acks and broadcast, confirmations). */
  refresh(): Promise<void>;
  listTransfers(assetId: string | null): Promise<RgbTransferView[]>;
  /**
   * Fails a transfer that has not left the node (or whose invoice expired), releasing what it
   * reserved; false when rgb-lib refuses. NotFoundError for an unknown batch transfer.
   */
  /** Fails every transfer whose expiry passed while it still waited (rgb-lib's refresh leaves them open); whether any changed. */
  failExpiredTransfers(): Promise<boolean>;
  failTransfer(batchTransferIdx: number): Promise<boolean>;
  /** Bytes of a file rgb-lib wrote (a consignment at `consignmentPath`); paths outside its transfers directory are refused. */
  readConsignment(consignmentPath: string): Promise<Uint8Array>;
  /**
   * Accepts a transfer consignment received out of band for pending incoming transfers: validates it
   * (ConsignmentInvalidError, nothing changed, when invalid) and returns the matched batch transfers
   * (status null when unchanged). NoMatchingRgbTransferError, nothing changed, when it pays none of them.
   */
  acceptConsignment(bytes: Uint8Array): Promise<{ batchTransferIdx: number; status: RgbTransferStatus | null }[]>;
  /**
   * Builds the top-up transaction and, when the carrier holds RGB state, colours it: every
   * allocation moves to the new carrier. Refuses (ConflictError) a carrier that is spent, seals
   * an open blinded receive, or holds state that cannot move (unsettled, inflation rights, or
   * rgb-lib's database and stock disagreeing). Nothing is signed, stored or broadcast.
   */
  topUpBegin(request: CarrierTopUpRequest): Promise<CarrierTopUpBegun>;
  /**
   * Adds the plain inputs' witnesses, signs the carrier, broadcasts through rgb-lib (the carrier
   * marked spent, the move recorded pending until mined), then stores the move in rgb-lib's stock.
   */
  topUpEnd(psbt: string, witnesses: readonly { readonly inputIndex: number; readonly witness: readonly string[] }[]): Promise<CarrierTopUpEnded>;
  /**
   * Spends carriers without RGB state to one output and broadcasts through rgb-lib (which marks
   * them spent); ConflictError for a carrier with any RGB state, an open blinded receive, or spent.
   */
  sweepCarriers(request: { readonly inputs: readonly CarrierTxInput[]; readonly destination: CarrierTxOutput }): Promise<{ readonly txid: string; readonly txHex: string }>;
  close(): Promise<void>;
}
