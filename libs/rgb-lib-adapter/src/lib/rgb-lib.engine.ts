import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { ConflictError, InvalidRequestError, NodeNotReadyError, NotFoundError } from '@rln/core';
import {
  ConsignmentInvalidError,
  InsufficientAssetBalanceError,
  NoMatchingRgbTransferError,
  RgbOperationFailedError,
  type CarrierTopUpBegun,
  type CarrierTopUpEnded,
  type CarrierTopUpRequest,
  type CarrierTxInput,
  type CarrierTxOutput,
  type IssueAssetRequest,
  type RgbAssetBalance,
  type RgbAssetInfo,
  type RgbEngine,
  type RgbInvoiceData,
  type RgbReceiveData,
  type RgbReceiveRequest,
  type RgbRepairedSpend,
  type RgbRecipientKind,
  type RgbSchema,
  type RgbSendRequest,
  type RgbTransferKind,
  type RgbTransferStatus,
  type RgbTransferView,
  type RgbUnspent,
  type RgbWalletKeys,
} from '@rln/rgb-wallet';
import { clearStaleRuntimeLocks } from './stale-runtime-lock';

export interface ShadowColourRequest {
  /** The unsigned transaction, its last output an empty OP_RETURN. */
  readonly txHex: string;
  readonly contractId: string;
  /** Must move exactly what the inputs hold. */
  readonly allocations: readonly { readonly vout: number; readonly amount: bigint }[];
  readonly blinding: bigint;
  readonly nonce: bigint;
  readonly consume: boolean;
}

export interface ShadowColoured {
  readonly txHex: string;
  readonly txid: string;
  /** The 32 bytes the OP_RETURN commits to. */
  readonly commitmentHex: string;
}

export interface ShadowFundingAccepted {
  readonly contractId: string;
  readonly amount: bigint;
  /** The consignment's funding transaction, for the O1 checks of its output. */
  readonly witnessTxHex: string;
  /** Every input spends a witness output (checked on the indexer), so the txid cannot change. */
  readonly allInputsSegwit: boolean;
}

export interface RgbLibEngineOptions {
  /**
   * rgb-lib's data directory (its SQLite database and RGB stash live under it); a function is
   * asked once, at the first open (a replica learns its directory when it takes the engine lease).
   */
  readonly dataDir: string | (() => string);
  /** Checked before each call reaches rgb-lib; throws to refuse it (the engine lease's fence). */
  readonly gate?: () => void;
  readonly network: 'regtest' | 'testnet' | 'signet' | 'bitcoin';
  /** The node mnemonic; read once at open, never stored by the engine. */
  readonly mnemonic: () => string;
  /** RGB allocations one UTXO may carry; 1 keeps contracts on separate carriers. */
  readonly maxAllocationsPerUtxo?: number;
  /** Told of each rgb-lib runtime lock a killed process had left and `open` removed. */
  readonly onStaleLock?: (path: string) => void;
  /** Told when `open` found the RGB stock undecodable (a kill mid-write) and restored its snapshot. */
  readonly onStockRestored?: (restored: RgbStockRestored) => void;
}

/**
 * native/rgb-addon's StockRestored: `generation` is the snapshot put back, or null when a first
 * open's stock was discarded before rgb-lib had a database.
 */
export interface RgbStockRestored {
  readonly generation: number | null;
  readonly damaged: readonly string[];
  readonly damagedDir: string;
}

const NETWORKS = { regtest: 'Regtest', testnet: 'Testnet', signet: 'Signet', bitcoin: 'Mainnet' } as const;

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/** What native/rgb-addon's RgbWallet returns (index.d.ts there); u64 amounts as decimal strings. */
interface AddonUnspent {
  outpoint: string;
  btcAmountSats: string;
  colorable: boolean;
  exists: boolean;
  derivationIndex?: number | null;
  allocations: { assetId?: string | null; kind: string; amount: string; settled: boolean }[];
  pendingBlinded: number;
}

interface AddonAsset {
  assetId: string;
  schema: RgbSchema;
  name: string;
  ticker?: string | null;
  details?: string | null;
  precision: number;
  issuedSupply: string;
  timestamp: number;
}

/** index.d.ts's TransferView: optional fields are absent, not null. */
interface AddonTransfer {
  idx: number;
  batchTransferIdx: number;
  assetId?: string;
  kind: RgbTransferKind;
  status: RgbTransferStatus;
  createdAt: number;
  updatedAt: number;
  amount: string;
  requestedAmount?: string;
  txid?: string;
  recipientId?: string;
  receiveUtxo?: string;
  changeUtxo?: string;
  expiryUnixSecs?: number;
  invoice?: string;
  consignmentPath?: string;
  transportEndpoints: string[];
}

interface AddonInvoice {
  invoice: string;
  recipientId: string;
  kind: RgbRecipientKind;
  assetId?: string;
  amount?: string;
  network: string;
  expiryUnixSecs?: number;
  transportEndpoints: string[];
}

interface AddonTransferUpdate {
  batchTransferIdx: number;
  status?: RgbTransferStatus;
}

/**
 * rgb-lib through our addon (native/rgb-addon) in a worker thread: one wallet, calls strictly serialised
 * (a queue here, one thread there), the event loop never blocked by rgb-lib's synchronous calls.
 */
export class RgbLibEngine implements RgbEngine {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private queue: Promise<unknown> = Promise.resolve();
  private opened = false;
  private reservedScripts: () => Promise<readonly string[]> = async () => [];

  private dataDir_: string | null = null;

  constructor(private readonly options: RgbLibEngineOptions) {}

  private get dataDir(): string {
    this.dataDir_ ??= typeof this.options.dataDir === 'string' ? this.options.dataDir : this.options.dataDir();
    return this.dataDir_;
  }

  async open(): Promise<RgbWalletKeys> {
    // One rgb-lib per process owns dataDir (the worker's rule; the node also holds its data-dir
    // lock), so until the wallet is open no rgb-lib call can be running: a runtime lock there is
    // stale (a killed process's, or one rgb-lib's own failed open left: it does not release the
    // lock when loading the stock fails).
    if (!this.opened) for (const lock of clearStaleRuntimeLocks(this.dataDir)) this.options.onStaleLock?.(lock);
    const { keys, stockRestored } = await this.call<{ keys: RgbWalletKeys; stockRestored: { generation?: number | null; damaged: string[]; damagedDir: string } | null }>('open', {
      dataDir: this.dataDir,
      network: NETWORKS[this.options.network],
      mnemonic: this.options.mnemonic(),
      maxAllocationsPerUtxo: this.options.maxAllocationsPerUtxo ?? 1,
    });
    this.opened = true;
    if (stockRestored) this.options.onStockRestored?.({ generation: stockRestored.generation ?? null, damaged: stockRestored.damaged, damagedDir: stockRestored.damagedDir });
    return keys;
  }

  async goOnline(indexerUrl: string): Promise<{ repaired: RgbRepairedSpend[] }> {
    const { repaired } = await this.call<{ repaired: { txid: string; batchTransferIdx?: number; kind: RgbRepairedSpend['kind'] }[] }>('goOnline', { indexerUrl });
    return { repaired: repaired.map((r) => ({ txid: r.txid, batchTransferIdx: r.batchTransferIdx ?? null, kind: r.kind })) };
  }

  async sync(): Promise<void> {
    await this.call('sync');
  }

  async listUnspents(): Promise<RgbUnspent[]> {
    const raw = await this.call<AddonUnspent[]>('listUnspents');
    return raw.map((u) => ({
      outpoint: u.outpoint,
      valueSats: BigInt(u.btcAmountSats),
      colorable: u.colorable,
      exists: u.exists,
      derivationIndex: u.derivationIndex as number,
      pendingBlinded: u.pendingBlinded,
      allocations: u.allocations
        .filter((a) => typeof a.assetId === 'string')
        // An inflation right carries no asset amount.
        .map((a) => ({ assetId: a.assetId as string, amount: a.kind === 'InflationRight' ? 0n : BigInt(a.amount), settled: a.settled })),
    }));
  }

  async listAssets(): Promise<RgbAssetInfo[]> {
    return (await this.call<AddonAsset[]>('listAssets')).map(assetInfo);
  }

  async assetBalance(assetId: string): Promise<RgbAssetBalance> {
    const b = await this.call<{ settled: string; future: string; spendable: string }>('assetBalance', { assetId });
    return { settled: BigInt(b.settled), future: BigInt(b.future), spendable: BigInt(b.spendable) };
  }

  async issue(request: IssueAssetRequest): Promise<RgbAssetInfo> {
    // The addon's optional fields take undefined, not null.
    const { ticker, details } = request;
    const raw = await this.call<AddonAsset>('issue', { ...request, ticker: ticker ?? undefined, details: details ?? undefined, amount: request.amount.toString() });
    return assetInfo(raw);
  }

  async exportContract(assetId: string): Promise<Uint8Array> {
    return new Uint8Array(await this.call<Uint8Array>('exportContract', { assetId }));
  }

  async validateConsignment(bytes: Uint8Array): Promise<{ assetId: string; schema: RgbSchema }> {
    const { contractId, schema } = await this.call<{ contractId: string; schema: string }>('validateConsignment', { bytes });
    return { assetId: contractId, schema: schema.toUpperCase() as RgbSchema };
  }

  async importContract(bytes: Uint8Array, expectedAssetId: string): Promise<void> {
    await this.call('importContract', { bytes, expectedAssetId });
  }

  async receive(request: RgbReceiveRequest): Promise<RgbReceiveData> {
    const raw = await this.call<{ invoice: string; recipientId: string; expiryUnixSecs: number; batchTransferIdx: number; blindingUtxo?: string; scriptPubkey?: string }>('receive', {
      kind: request.kind,
      assetId: request.assetId ?? undefined,
      amount: request.amount.toString(),
      expiryUnixSecs: request.expiryUnixSecs,
      transportEndpoints: [...request.transportEndpoints],
      minConfirmations: request.minConfirmations,
    });
    const { scriptPubkey, ...rest } = raw;
    return { ...rest, blindingUtxo: raw.blindingUtxo ?? null, scriptPubkeyHex: scriptPubkey ?? null };
  }

  async decodeInvoice(invoice: string): Promise<RgbInvoiceData> {
    const d = await this.call<AddonInvoice>('decodeInvoice', { invoice });
    return {
      invoice: d.invoice,
      recipientId: d.recipientId,
      kind: d.kind,
      assetId: d.assetId ?? null,
      amount: d.amount === undefined ? null : BigInt(d.amount),
      network: d.network,
      expiryUnixSecs: d.expiryUnixSecs ?? null,
      transportEndpoints: d.transportEndpoints,
    };
  }

  async sendBegin(request: RgbSendRequest): Promise<{ psbt: string; txid: string; batchTransferIdx: number }> {
    if (!Number.isInteger(request.feeRateSatPerVb)) throw new InvalidRequestError(`rgb-lib takes whole sat/vB fee rates, not ${request.feeRateSatPerVb}`);
    return this.call('sendBegin', {
      assetId: request.assetId,
      recipientId: request.recipientId,
      amount: request.amount.toString(),
      witnessAmountSats: request.witnessAmountSats?.toString(),
      witnessBlinding: request.witnessBlinding?.toString(),
      transportEndpoints: [...request.transportEndpoints],
      feeRateSatPerVb: request.feeRateSatPerVb,
      minConfirmations: request.minConfirmations,
      donation: request.donation,
      expiryUnixSecs: request.expiryUnixSecs ?? undefined,
    });
  }

  async sendEnd(psbt: string): Promise<{ txid: string; batchTransferIdx: number }> {
    return this.call('sendEnd', { psbt });
  }

  async refresh(): Promise<void> {
    await this.call('refresh');
  }

  async listTransfers(assetId: string | null): Promise<RgbTransferView[]> {
    return (await this.call<AddonTransfer[]>('listTransfers', { assetId: assetId ?? undefined })).map(transferView);
  }

  async failExpiredTransfers(): Promise<boolean> {
    return this.call<boolean>('failExpiredTransfers');
  }

  async failTransfer(batchTransferIdx: number): Promise<boolean> {
    return this.call<boolean>('failTransfer', { batchTransferIdx });
  }

  async readConsignment(consignmentPath: string): Promise<Uint8Array> {
    return new Uint8Array(await this.call<Uint8Array>('readConsignment', { path: consignmentPath }));
  }

  async acceptConsignment(bytes: Uint8Array, options: { readonly closing?: boolean } = {}): Promise<{ batchTransferIdx: number; status: RgbTransferStatus | null }[]> {
    // Only an asset channel's own closing may use its closing receive (review CL-3).
    const refusedScripts = options.closing ? [] : [...(await this.reservedScripts())];
    const updates = await this.call<AddonTransferUpdate[]>('acceptConsignment', { bytes, refusedScripts });
    return updates.map((u) => ({ batchTransferIdx: u.batchTransferIdx, status: u.status ?? null }));
  }

  /**
   * Output scripts of this wallet's receives that only one consignment may use (the asset
   * channels' closing receives): `acceptConsignment` refuses any other consignment paying one.
   */
  reserveScripts(provider: () => Promise<readonly string[]>): void {
    this.reservedScripts = provider;
  }

  async topUpBegin(request: CarrierTopUpRequest): Promise<CarrierTopUpBegun> {
    const raw = await this.call<AddonTopUpBegun>('topUpBegin', {
      carrier: txInput(request.carrier),
      plainInputs: request.plainInputs.map(txInput),
      newCarrier: txOutput(request.newCarrier),
      change: request.change ? txOutput(request.change) : undefined,
    });
    return {
      psbt: raw.psbt,
      unsignedTxHex: raw.unsignedTx,
      txid: raw.txid,
      commitmentVout: raw.commitmentVout ?? null,
      newCarrierVout: raw.newCarrierVout,
      changeVout: raw.changeVout ?? null,
      moved: raw.moved.map((m) => ({ assetId: m.assetId, amount: BigInt(m.amount) })),
    };
  }

  async topUpEnd(psbt: string, witnesses: readonly { readonly inputIndex: number; readonly witness: readonly string[] }[]): Promise<CarrierTopUpEnded> {
    const raw = await this.call<AddonTopUpEnded>('topUpEnd', { psbt, witnesses: witnesses.map((w) => ({ inputIndex: w.inputIndex, witness: [...w.witness] })) });
    return {
      txid: raw.txid,
      batchTransferIdx: raw.batchTransferIdx ?? null,
      consignments: raw.consignments.map((c) => ({ assetId: c.assetId, bytes: new Uint8Array(c.consignment) })),
    };
  }

  async sweepCarriers(request: { readonly inputs: readonly CarrierTxInput[]; readonly destination: CarrierTxOutput }): Promise<{ txid: string; txHex: string }> {
    const raw = await this.call<{ txid: string; tx: string }>('sweepCarriers', { inputs: request.inputs.map(txInput), destination: txOutput(request.destination) });
    return { txid: raw.txid, txHex: raw.tx };
  }

  /** Colours a shadow transaction of an asset channel (native/rgb-addon src/shadow.rs); `consume` also takes it into the stock (for a broadcast). */
  async colourShadowTx(request: ShadowColourRequest): Promise<ShadowColoured> {
    const raw = await this.call<{ tx: string; txid: string; commitment: string }>('colourShadowTx', {
      tx: request.txHex,
      contractId: request.contractId,
      allocations: request.allocations.map((a) => ({ vout: a.vout, amount: a.amount.toString() })),
      blinding: request.blinding.toString(),
      nonce: request.nonce.toString(),
      consume: request.consume,
    });
    return { txHex: raw.tx, txid: raw.txid, commitmentHex: raw.commitment };
  }

  /**
   * The consignment of a broadcast cooperative closing (`signedTxHex`) to our output `vout`, for
   * `acceptConsignment`: the closing is coloured again as it was signed and taken into the stock.
   */
  async closingConsignment(request: Omit<ShadowColourRequest, 'consume'> & { signedTxHex: string; vout: number }): Promise<Uint8Array> {
    return new Uint8Array(
      await this.call<Uint8Array>('closingConsignment', {
        tx: request.txHex,
        contractId: request.contractId,
        allocations: request.allocations.map((a) => ({ vout: a.vout, amount: a.amount.toString() })),
        blinding: request.blinding.toString(),
        nonce: request.nonce.toString(),
        signedTx: request.signedTxHex,
        vout: request.vout,
      }),
    );
  }

  /** The witness recipient id of rgb-lib's send for a P2WSH output script: how an asset channel's funding pays the shadow 2-of-2. */
  async recipientIdForScript(scriptPubKeyHex: string): Promise<string> {
    return this.call<string>('recipientIdForScript', { scriptPubkey: scriptPubKeyHex });
  }

  /** The consignment of a begun (not ended) send to output `vout`, for the peer to check before anything is broadcast. */
  async sendConsignment(psbt: string, contractId: string, vout: number): Promise<Uint8Array> {
    return new Uint8Array(await this.call<Uint8Array>('sendConsignment', { psbt, contractId, vout }));
  }

  /** Takes a begun send's transition into the stock before it is broadcast, so transactions spending its outputs can be coloured. */
  async consumeBegunSend(psbt: string): Promise<void> {
    await this.call('consumeBegunSend', { psbt });
  }

  /** The acceptor's side of an asset channel's funding: validates the consignment and takes the funding output's state into the stock. */
  /** `expected` (the agreed contract, shadow script and sats) is checked on the consignment before anything of it is imported (review R2). */
  async acceptShadowFunding(request: {
    consignment: Uint8Array;
    txid: string;
    vout: number;
    blinding: bigint;
    expected: { contractId: string; outputScript: Uint8Array; sats: bigint };
  }): Promise<ShadowFundingAccepted> {
    const raw = await this.call<{ contractId: string; amount: string; witnessTx: string; allInputsSegwit: boolean }>('acceptShadowFunding', {
      consignment: request.consignment,
      txid: request.txid,
      vout: request.vout,
      blinding: request.blinding.toString(),
      contractId: request.expected.contractId,
      scriptPubkey: Buffer.from(request.expected.outputScript).toString('hex'),
      sats: request.expected.sats.toString(),
    });
    return { contractId: raw.contractId, amount: BigInt(raw.amount), witnessTxHex: raw.witnessTx, allInputsSegwit: raw.allInputsSegwit };
  }

  async close(): Promise<void> {
    if (!this.worker) return;
    await this.call('close').catch(() => undefined);
    await this.worker?.terminate();
    this.worker = null;
    this.opened = false;
  }

  private call<T>(op: string, args?: object): Promise<T> {
    const run = this.queue.then(() => this.send(op, args));
    this.queue = run.catch(() => undefined);
    return run as Promise<T>;
  }

  private send(op: string, args?: object): Promise<unknown> {
    this.options.gate?.();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject: (e) => reject(e) });
      worker.postMessage({ id, op, args });
    }).catch((error: Error) => {
      throw mapError(op, error.message);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(join(__dirname, 'rgb-lib.worker.js'));
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiter.resolve(reply.value);
      else waiter.reject(new Error(reply.error));
    });
    worker.on('error', (error) => this.failAll(`worker error: ${error.message}`));
    worker.on('exit', (code) => {
      this.failAll(`worker exited (${code})`);
      this.worker = null;
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(reason: string): void {
    for (const waiter of this.pending.values()) waiter.reject(new Error(`RgbEngine(WorkerGone) ${reason}`));
    this.pending.clear();
  }
}

interface AddonTopUpBegun {
  psbt: string;
  unsignedTx: string;
  txid: string;
  commitmentVout?: number | null;
  newCarrierVout: number;
  changeVout?: number | null;
  moved: { assetId: string; amount: string }[];
}

interface AddonTopUpEnded {
  txid: string;
  batchTransferIdx?: number | null;
  consignments: { assetId: string; consignment: Uint8Array }[];
}

function txInput(i: CarrierTxInput): { outpoint: string; valueSats: string; scriptPubkey: string } {
  return { outpoint: i.outpoint, valueSats: i.valueSats.toString(), scriptPubkey: i.scriptPubKeyHex };
}

function txOutput(o: CarrierTxOutput): { scriptPubkey: string; valueSats: string } {
  return { scriptPubkey: o.scriptPubKeyHex, valueSats: o.valueSats.toString() };
}

function assetInfo(a: AddonAsset): RgbAssetInfo {
  return {
    assetId: a.assetId,
    schema: a.schema,
    name: a.name,
    ticker: a.ticker ?? null,
    precision: a.precision,
    issuedSupply: BigInt(a.issuedSupply),
    details: a.details ?? null,
    timestamp: a.timestamp,
  };
}

function transferView(t: AddonTransfer): RgbTransferView {
  return {
    idx: t.idx,
    batchTransferIdx: t.batchTransferIdx,
    assetId: t.assetId ?? null,
    kind: t.kind,
    status: t.status,
    createdAtUnixSecs: t.createdAt,
    updatedAtUnixSecs: t.updatedAt,
    amount: BigInt(t.amount),
    requestedAmount: t.requestedAmount === undefined ? null : BigInt(t.requestedAmount),
    txid: t.txid ?? null,
    recipientId: t.recipientId ?? null,
    receiveUtxo: t.receiveUtxo ?? null,
    changeUtxo: t.changeUtxo ?? null,
    expiryUnixSecs: t.expiryUnixSecs ?? null,
    invoice: t.invoice ?? null,
    consignmentPath: t.consignmentPath ?? null,
    transportEndpoints: t.transportEndpoints,
  };
}

const INSUFFICIENT_HINT = 'Fund the RGB wallet with POST /rgb/utxos/fund, then POST /rgb/sync';
const INSUFFICIENT = ['InsufficientAllocationSlots', 'InsufficientSpendableAssets', 'InsufficientTotalAssets', 'InsufficientAssignments', 'InsufficientBitcoins'];
/** rgb-lib's names for a caller's value it refuses (the addon folds them into InvalidRequest). */
const INVALID_VALUE =
  /^(Invalid(Name|Ticker|Precision|AmountZero|Details|AssetID|Address|Invoice|RecipientID|RecipientNetwork|RecipientData|TransportEndpoints?|FeeRate|Assignment|Expiration)|OutputBelowDustLimit|MinFeeNotMet|MaxFeeExceeded)$/;
const INDEXER = ['InvalidIndexer', 'Indexer', 'InvalidElectrum', 'Network', 'Proxy'];

/**
 * Our addon's `RgbAddon(Code): …` errors → domain errors. `RgbLib(Name { .. })` is rgb-lib's own
 * error text (the form its C and JS bindings throw), mapped by name the same way.
 */
export function mapError(op: string, message: string): Error {
  const addonCode = /^RgbAddon\((\w+)\):?\s*(.*)$/s.exec(message);
  if (addonCode) return addonError(op, addonCode[1], addonCode[2] || message);
  const name = /^RgbLib\((\w+)/.exec(message)?.[1] ?? null;
  if (name && INSUFFICIENT.includes(name)) return new InsufficientAssetBalanceError(`rgb-lib: ${name}`, INSUFFICIENT_HINT);
  if (name && INDEXER.includes(name)) return new NodeNotReadyError(`The RGB indexer is unavailable: ${message}`);
  if (name && INVALID_VALUE.test(name)) return new InvalidRequestError(`rgb-lib refused the values: ${message}`);
  return new RgbOperationFailedError(op, message);
}

/** The codes of native/rgb-addon/src/error.rs. */
function addonError(op: string, code: string, detail: string): Error {
  switch (code) {
    case 'InvalidConsignment':
    case 'ContractIdMismatch':
      return new ConsignmentInvalidError(detail);
    case 'Network':
      return new NodeNotReadyError(`The RGB indexer is unavailable: ${detail}`);
    case 'InsufficientAssets':
      return new InsufficientAssetBalanceError(`rgb-lib: ${detail}`, INSUFFICIENT_HINT);
    case 'InvalidRequest':
      return new InvalidRequestError(`rgb-lib refused the values: ${detail}`);
    case 'NoMatchingTransfer':
      return new NoMatchingRgbTransferError(detail);
    case 'Conflict':
      return new ConflictError(`rgb-lib: ${detail}`);
    case 'NotFound':
      return new NotFoundError(`rgb-lib: ${detail}`);
    case 'CarrierHasState':
      return new ConflictError(`The RGB UTXO cannot be spent that way: ${detail}`, 'GET /rgb/utxos shows its allocations; nothing was spent');
    default:
      return new RgbOperationFailedError(op, `${code}: ${detail}`);
  }
}
