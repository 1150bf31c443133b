import { InvalidRequestError, PayloadTooLargeError } from '@rln/core';
import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { ARCHIVE_FORMATS, packArchive, unpackArchive, type ArchiveFormat } from '../domain/archive';
import { parseBindingAmount } from '../domain/asset-amount';
import { consignmentFileName, consignmentKind } from '../domain/rgb-consignment';
import { ConsignmentNotFoundError, ContractNotFoundError } from '../errors/contract.errors';
import {
  ConsignmentInvalidError,
  InsufficientAssetBalanceError,
  RgbOperationFailedError,
  normalizeContractId,
  toContractId,
  toRgbLibId,
  type RgbAssetInfo,
  type RgbChainView,
  type RgbEngineAccess,
  type RgbUtxoService,
  type TxConfirmation,
} from '@rln/rgb-wallet';
import type { ContractRecord, ContractStore } from '../ports/contract-store.port';
import type { IssuerRegistryService } from './issuer-registry.service';

export interface ContractView {
  readonly contractId: string;
  readonly name: string;
  readonly ticker: string | null;
  readonly precision: number;
  readonly issuedSupply: bigint;
  readonly details: string | null;
}

export interface ContractBalance {
  readonly mined: bigint;
  readonly tentative: bigint;
  readonly offchain: bigint;
  readonly archived: bigint;
  readonly total: bigint;
}

export interface IssueContractRequest {
  readonly issuerName: string;
  readonly contractName: string;
  readonly ticker?: string;
  readonly precision?: number;
  readonly issuedSupply: string;
  readonly utxo?: string;
}

export const TICKER = /^[A-Z][A-Z0-9]{0,7}$/;
/**
 * Holds a character JavaScript's trim() keeps: the same test as `trim().length > 0`, spelled as a
 * class so the published schema means the same in every regex engine (Python's \s differs).
 */
export const NOT_BLANK = /[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/;
/** NOT_BLANK and no U+0000 anywhere, as one anchored pattern for the HTTP layer and its schema. */
// eslint-disable-next-line no-control-regex -- refusing U+0000 is the point
export const NOT_BLANK_TEXT = /^[^\u0000]*[^\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u0000][^\u0000]*$/;

/** Contracts: issue through rgb-lib, list, balances, export/import of contract consignments. */
export class ContractService {
  constructor(
    private readonly runtime: RgbEngineAccess,
    private readonly store: ContractStore,
    private readonly carriers: Pick<RgbUtxoService, 'freeCarriers'>,
    private readonly issuers: IssuerRegistryService,
    private readonly chain: RgbChainView,
    private readonly now: () => number,
    /** Our units of an rgb-lib asset id held in asset channels (the `offchain` part of a balance). */
    private readonly offchainAssets: (assetId: string) => Promise<bigint> = () => Promise.resolve(0n),
  ) {}

  async issue(req: IssueContractRequest): Promise<{ contractId: string; issuedSupply: bigint }> {
    const { engine } = this.runtime.ready();
    const issuer = await this.issuers.resolve(req.issuerName);
    const precision = req.precision ?? 0;
    if (!Number.isInteger(precision) || precision < 0 || precision > 18) throw new InvalidRequestError('precision must be an integer from 0 to 18', undefined, { field: 'precision' });
    if (!NOT_BLANK.test(req.contractName) || req.contractName.length > 256) throw new InvalidRequestError('contract_name must be 1-256 characters', undefined, { field: 'contract_name' });
    const amount = parseBindingAmount(req.issuedSupply, 'issued_supply');
    let ticker: string | null = req.ticker ?? null;
    if (issuer.schema === 'NIA' || issuer.schema === 'IFA' || issuer.schema === 'UDA') {
      if (ticker === null || !TICKER.test(ticker)) throw new InvalidRequestError(`${issuer.schema} contracts need a ticker of 1-8 capital letters or digits`, undefined, { field: 'ticker' });
    } else if (ticker !== null) {
      throw new InvalidRequestError('CFA contracts have no ticker', undefined, { field: 'ticker' });
    }
    if (issuer.schema === 'UDA' && amount !== 1n) throw new InvalidRequestError('A UDA contract issues exactly one token: issued_supply must be "1"', undefined, { field: 'issued_supply' });
    if (issuer.schema === 'CFA') ticker = null;

    const free = await this.carriers.freeCarriers();
    if (req.utxo !== undefined) {
      if (!free.some((u) => u.outpoint === req.utxo)) throw new InvalidRequestError(`utxo ${req.utxo} is not a free (unallocated, unreserved) RGB UTXO`, 'GET /rgb/utxos lists them', { field: 'utxo' });
      if (free.length > 1) {
        throw new InvalidRequestError('rgb-lib 0.3 picks the issuance carrier itself, so utxo can pin it only when it is the only free RGB UTXO', 'Omit utxo, or reserve the other free UTXOs is not enough: rgb-lib does not see reservations', { field: 'utxo' });
      }
    }
    if (free.length < (issuer.schema === 'IFA' ? 2 : 1)) {
      throw new InsufficientAssetBalanceError('No free RGB UTXO can carry the issuance', 'Fund the RGB wallet with POST /rgb/utxos/fund, then POST /rgb/sync');
    }
    const asset = await engine.issue({ schema: issuer.schema, name: req.contractName, ticker, details: null, precision, amount });
    const contractId = toContractId(asset.assetId);
    await this.store.saveContract({ ...recordOf(asset, 'issued', this.now()), issuerName: issuer.name });
    return { contractId, issuedSupply: asset.issuedSupply };
  }

  async list(): Promise<ContractView[]> {
    const { engine } = this.runtime.ready();
    const byId = new Map<string, ContractView>();
    for (const c of await this.store.listContracts()) byId.set(c.contractId, viewOf(c));
    for (const a of await engine.listAssets()) byId.set(toContractId(a.assetId), viewOf(recordOf(a, 'issued', a.timestamp)));
    return [...byId.values()];
  }

  async known(contractId: string): Promise<{ contractId: string; known: boolean }> {
    const id = normalizeContractId(contractId);
    return { contractId: id, known: (await this.find(id)) !== null };
  }

  /**
   * mined: settled allocations on carriers the indexer shows confirmed; tentative: settled ones
   * on unconfirmed carriers plus allocations of transfers not settled yet; offchain (channels)
   * and archived are 0 until RGB Lightning lands; total = mined + tentative + offchain.
   */
  async balance(contractId: string): Promise<{ contractId: string; balance: ContractBalance }> {
    const id = normalizeContractId(contractId);
    if ((await this.find(id)) === null) throw new ContractNotFoundError(id);
    const { engine } = this.runtime.ready();
    const assetId = toRgbLibId(id);
    let mined = 0n;
    let tentative = 0n;
    const confirmations = new Map<string, TxConfirmation | null>();
    for (const u of await engine.listUnspents()) {
      for (const a of u.allocations) {
        if (a.assetId !== assetId) continue;
        if (!a.settled) {
          tentative += a.amount;
          continue;
        }
        const txid = u.outpoint.split(':')[0];
        if (!confirmations.has(txid)) confirmations.set(txid, await this.chain.txConfirmation(txid));
        if (confirmations.get(txid)?.status === 'confirmed') mined += a.amount;
        else tentative += a.amount;
      }
    }
    const offchain = await this.offchainAssets(assetId);
    return { contractId: id, balance: { mined, tentative, offchain, archived: 0n, total: mined + tentative + offchain } };
  }

  /** A binary RGB contract consignment from rgb-lib's stock, stored under a new public key. */
  async export(contractId: string): Promise<{ contractId: string; consignmentKey: string }> {
    const id = normalizeContractId(contractId);
    const { engine } = this.runtime.ready();
    if ((await this.rgbLibAsset(id)) === null) throw new ContractNotFoundError(id);
    const data = await engine.exportContract(toRgbLibId(id));
    const key = newConsignmentKey();
    await this.store.saveConsignment({ key, contractId: id, data, createdAtUnixSecs: this.now() });
    return { contractId: id, consignmentKey: key };
  }

  /**
   * RGB-validates the consignment against the chain (rgb-lib's validator through the
   * indexer) before anything is written: an invalid one is 422 and changes nothing. A valid
   * one becomes known to rgb-lib (its stock and database), then to our contract records.
   */
  async import(bytes: Uint8Array, options: { contractId?: string; format?: string }): Promise<{ contractId: string; consignmentKey: string }> {
    const { engine } = this.runtime.ready();
    const expectedId = options.contractId === undefined ? null : normalizeContractId(options.contractId);
    if (options.format !== undefined && options.format !== 'zip' && options.format !== 'raw') {
      throw new InvalidRequestError('format must be zip or raw', undefined, { field: 'format' });
    }
    if (bytes.length === 0) throw new ConsignmentInvalidError('empty body');
    let payload: Uint8Array;
    try {
      const unpacked = unpackArchive(bytes);
      if (options.format === 'zip' && unpacked.format !== 'zip') throw new Error('format=zip but the body is not a ZIP archive');
      payload = unpacked.payload;
    } catch (error) {
      if (error instanceof PayloadTooLargeError) throw error;
      throw new ConsignmentInvalidError((error as Error).message);
    }
    if (consignmentKind(payload) === null) throw new ConsignmentInvalidError('not an RGB consignment (an RGB v0.11 contract or transfer file starts with RGB\\0CON or RGB\\0TFR)');
    const { assetId } = await engine.validateConsignment(payload);
    const contractId = toContractId(assetId);
    // An altered genesis still validates, as another contract: the id is what pins it.
    if (expectedId !== null && contractId !== expectedId) throw new ConsignmentInvalidError(`it holds contract ${contractId}, not ${expectedId}`);
    await engine.importContract(payload, assetId);
    const asset = await this.rgbLibAsset(contractId);
    if (asset === null) throw new RgbOperationFailedError('import', `rgb-lib does not list ${contractId} after importing it`);
    const key = newConsignmentKey();
    const stored = { key, contractId, data: payload, createdAtUnixSecs: this.now() };
    if ((await this.store.getContract(contractId)) === null) await this.store.importContract(recordOf(asset, 'imported', asset.timestamp), stored);
    else await this.store.saveConsignment(stored);
    return { contractId, consignmentKey: key };
  }

  /** GET /rgb/consignments/{key} (public): the stored consignment as raw, gzip or zip. */
  async download(key: string, format: string | undefined): Promise<{ bytes: Uint8Array; format: ArchiveFormat; fileName: string }> {
    const chosen = (format ?? 'raw') as ArchiveFormat;
    if (!ARCHIVE_FORMATS.includes(chosen)) throw new InvalidRequestError('format must be raw, gzip or zip', undefined, { field: 'format' });
    const stored = await this.store.getConsignment(key);
    if (!stored) throw new ConsignmentNotFoundError(key);
    const fileName = consignmentFileName(stored.contractId);
    return { bytes: packArchive(stored.data, chosen, fileName), format: chosen, fileName };
  }

  /** Known: rgb-lib holds the contract (issued here or imported), or we keep a record of it. */
  private async find(contractId: string): Promise<RgbAssetInfo | ContractRecord | null> {
    return (await this.rgbLibAsset(contractId)) ?? (await this.store.getContract(contractId));
  }

  private async rgbLibAsset(contractId: string): Promise<RgbAssetInfo | null> {
    const { engine } = this.runtime.ready();
    const assetId = toRgbLibId(contractId);
    return (await engine.listAssets()).find((a) => a.assetId === assetId) ?? null;
  }
}

function recordOf(asset: RgbAssetInfo, origin: ContractRecord['origin'], createdAtUnixSecs: number): ContractRecord {
  return {
    contractId: toContractId(asset.assetId),
    schema: asset.schema,
    issuerName: null,
    name: asset.name,
    ticker: asset.ticker,
    precision: asset.precision,
    issuedSupply: asset.issuedSupply,
    details: asset.details,
    origin,
    createdAtUnixSecs,
  };
}

function viewOf(c: ContractRecord): ContractView {
  return { contractId: c.contractId, name: c.name, ticker: c.ticker, precision: c.precision, issuedSupply: c.issuedSupply, details: c.details };
}

/** 256 random bits: consignment keys are public download capabilities (supplement.md). */
function newConsignmentKey(): string {
  return hex.encode(randomBytes(32));
}
