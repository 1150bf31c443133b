import { InvalidRequestError } from '@rln/core';
import { randomBytes } from '@noble/hashes/utils';
import { hex } from '@scure/base';
import { ARCHIVE_FORMATS, packArchive, unpackArchive, type ArchiveFormat } from '../domain/archive';
import { parseBindingAmount } from '../domain/asset-amount';
import { decodeConsignment, encodeConsignment, type ContractConsignment } from '../domain/contract-consignment';
import { normalizeContractId, toContractId, toRgbLibId } from '../domain/contract-id';
import { ConsignmentInvalidError, ConsignmentNotFoundError, ContractNotFoundError, InsufficientAssetBalanceError } from '../errors/rgb.errors';
import type { RgbChainView, TxConfirmation } from '../ports/chain-status.port';
import type { RgbAssetInfo } from '../ports/rgb-engine.port';
import type { ContractRecord, RgbStore } from '../ports/rgb-store.port';
import type { IssuerRegistryService } from './issuer-registry.service';
import type { RgbEngineRuntime } from './rgb-engine.runtime';

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

const TICKER = /^[A-Z][A-Z0-9]{0,7}$/;

/** Contracts: issue through rgb-lib, list, balances, export/import of contract consignments. */
export class ContractService {
  constructor(
    private readonly runtime: RgbEngineRuntime,
    private readonly store: RgbStore,
    private readonly issuers: IssuerRegistryService,
    private readonly chain: RgbChainView,
    private readonly now: () => number,
  ) {}

  async issue(req: IssueContractRequest): Promise<{ contractId: string; issuedSupply: bigint }> {
    const { engine } = this.runtime.ready();
    const issuer = await this.issuers.resolve(req.issuerName);
    const precision = req.precision ?? 0;
    if (!Number.isInteger(precision) || precision < 0 || precision > 18) throw new InvalidRequestError('precision must be an integer from 0 to 18', undefined, { field: 'precision' });
    if (req.contractName.trim().length === 0 || req.contractName.length > 256) throw new InvalidRequestError('contract_name must be 1-256 characters', undefined, { field: 'contract_name' });
    const amount = parseBindingAmount(req.issuedSupply, 'issued_supply');
    let ticker: string | null = req.ticker ?? null;
    if (issuer.schema === 'NIA' || issuer.schema === 'IFA' || issuer.schema === 'UDA') {
      if (ticker === null || !TICKER.test(ticker)) throw new InvalidRequestError(`${issuer.schema} contracts need a ticker of 1-8 capital letters or digits`, undefined, { field: 'ticker' });
    } else if (ticker !== null) {
      throw new InvalidRequestError('CFA contracts have no ticker', undefined, { field: 'ticker' });
    }
    if (issuer.schema === 'UDA' && amount !== 1n) throw new InvalidRequestError('A UDA contract issues exactly one token: issued_supply must be "1"', undefined, { field: 'issued_supply' });
    if (issuer.schema === 'CFA') ticker = null;

    await engine.sync();
    const locked = new Set((await this.store.listLocks(this.now())).map((l) => l.outpoint));
    const free = (await engine.listUnspents()).filter((u) => u.colorable && u.allocations.length === 0 && !locked.has(u.outpoint));
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
    const offchain = 0n;
    return { contractId: id, balance: { mined, tentative, offchain, archived: 0n, total: mined + tentative + offchain } };
  }

  async export(contractId: string): Promise<{ contractId: string; consignmentKey: string }> {
    const id = normalizeContractId(contractId);
    const found = await this.find(id);
    if (found === null) throw new ContractNotFoundError(id);
    const data = encodeConsignment(found);
    const key = newConsignmentKey();
    await this.store.saveConsignment({ key, contractId: id, data, createdAtUnixSecs: this.now() });
    return { contractId: id, consignmentKey: key };
  }

  /** Validates fully before writing anything: an invalid consignment is 422 and changes nothing. */
  async import(bytes: Uint8Array, options: { contractId?: string; format?: string }): Promise<{ contractId: string; consignmentKey: string }> {
    this.runtime.ready();
    const expectedId = options.contractId === undefined ? null : normalizeContractId(options.contractId);
    if (options.format !== undefined && options.format !== 'zip' && options.format !== 'raw') {
      throw new InvalidRequestError('format must be zip or raw', undefined, { field: 'format' });
    }
    if (bytes.length === 0) throw new ConsignmentInvalidError('empty body');
    let consignment: ContractConsignment;
    try {
      const { format, payload } = unpackArchive(bytes);
      if (options.format === 'zip' && format !== 'zip') throw new Error('format=zip but the body is not a ZIP archive');
      consignment = decodeConsignment(payload);
    } catch (error) {
      throw new ConsignmentInvalidError((error as Error).message);
    }
    if (expectedId !== null && consignment.contractId !== expectedId) {
      throw new ConsignmentInvalidError(`it holds contract ${consignment.contractId}, not ${expectedId}`);
    }
    const existing = await this.find(consignment.contractId);
    if (existing !== null && !sameContract(existing, consignment)) {
      throw new ConsignmentInvalidError(`it contradicts the state this node holds for ${consignment.contractId}`);
    }
    const key = newConsignmentKey();
    const stored = { key, contractId: consignment.contractId, data: encodeConsignment(consignment), createdAtUnixSecs: this.now() };
    if (existing === null) {
      await this.store.importContract(
        { contractId: consignment.contractId, schema: consignment.schema, issuerName: null, name: consignment.name, ticker: consignment.ticker, precision: consignment.precision, issuedSupply: consignment.issuedSupply, details: consignment.details, origin: 'imported', createdAtUnixSecs: consignment.genesisTimestamp },
        stored,
      );
    } else {
      await this.store.saveConsignment(stored);
    }
    return { contractId: consignment.contractId, consignmentKey: key };
  }

  /** GET /rgb/consignments/{key} (public): the stored consignment as raw, gzip or zip. */
  async download(key: string, format: string | undefined): Promise<{ bytes: Uint8Array; format: ArchiveFormat; fileName: string }> {
    const chosen = (format ?? 'raw') as ArchiveFormat;
    if (!ARCHIVE_FORMATS.includes(chosen)) throw new InvalidRequestError('format must be raw, gzip or zip', undefined, { field: 'format' });
    const stored = await this.store.getConsignment(key);
    if (!stored) throw new ConsignmentNotFoundError(key);
    const fileName = `${stored.contractId.replace(':', '_')}.consignment.json`;
    return { bytes: packArchive(stored.data, chosen, fileName), format: chosen, fileName };
  }

  /** A known contract's consignment content: rgb-lib's asset first, else an imported record. */
  private async find(contractId: string): Promise<ContractConsignment | null> {
    const { engine } = this.runtime.ready();
    const assetId = toRgbLibId(contractId);
    const asset = (await engine.listAssets()).find((a) => a.assetId === assetId);
    if (asset) return { contractId, schema: asset.schema, name: asset.name, ticker: asset.ticker, precision: asset.precision, issuedSupply: asset.issuedSupply, details: asset.details, genesisTimestamp: asset.timestamp };
    const record = await this.store.getContract(contractId);
    if (!record) return null;
    return { contractId, schema: record.schema, name: record.name, ticker: record.ticker, precision: record.precision, issuedSupply: record.issuedSupply, details: record.details, genesisTimestamp: record.createdAtUnixSecs };
  }
}

function sameContract(a: ContractConsignment, b: ContractConsignment): boolean {
  return a.schema === b.schema && a.name === b.name && a.ticker === b.ticker && a.precision === b.precision && a.issuedSupply === b.issuedSupply && a.details === b.details;
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
