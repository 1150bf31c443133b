import type { TxConfirmation } from './chain-status.port';
import type { RgbSchema } from './rgb-engine.port';

export type RgbLockKind = 'manual_reservation' | 'operation';

export interface RgbUtxoLock {
  readonly outpoint: string;
  readonly reservationId: string;
  readonly kind: RgbLockKind;
  readonly operationId: string;
  /** Null: held until released. */
  readonly expiresAtUnixSecs: number | null;
}

export type ContractOrigin = 'issued' | 'imported';

/** A contract this node knows, in the interface's words (`contractId` = `contract:<id>`). */
export interface ContractRecord {
  readonly contractId: string;
  readonly schema: RgbSchema;
  readonly issuerName: string | null;
  readonly name: string;
  readonly ticker: string | null;
  readonly precision: number;
  readonly issuedSupply: bigint;
  readonly details: string | null;
  readonly origin: ContractOrigin;
  readonly createdAtUnixSecs: number;
}

export interface StoredConsignment {
  readonly key: string;
  readonly contractId: string;
  /** Raw (uncompressed) consignment bytes. */
  readonly data: Uint8Array;
  readonly createdAtUnixSecs: number;
}

export interface IssuerRecord {
  readonly name: string;
  /** The file as uploaded. */
  readonly source: Uint8Array;
  readonly schema: RgbSchema | null;
  /** Null when the file loaded; the load error otherwise. */
  readonly error: string | null;
  readonly updatedAtUnixSecs: number;
}

/** Persistence of the RGB domain (addresses, confirmations, locks, contracts, consignments, issuers). */
export interface RgbStore {
  /** Atomically advances the RGB address index; returns the new index (0 first). */
  revealNextAddressIndex(): Promise<number>;
  lastAddressIndex(): Promise<number | null>;

  /** Confirmation of carrier UTXOs as of the last `refresh=true`. */
  confirmations(): Promise<Map<string, TxConfirmation>>;
  saveConfirmations(entries: ReadonlyMap<string, TxConfirmation>): Promise<void>;

  /** Unexpired locks (expired ones are dropped). */
  listLocks(nowUnixSecs: number): Promise<RgbUtxoLock[]>;
  /** Adds a lock; throws Conflict when an unexpired lock already holds the outpoint. */
  addLock(lock: RgbUtxoLock, nowUnixSecs: number): Promise<void>;
  releaseLock(selector: { readonly reservationId: string } | { readonly outpoint: string }): Promise<boolean>;

  getContract(contractId: string): Promise<ContractRecord | null>;
  listContracts(): Promise<ContractRecord[]>;
  saveContract(contract: ContractRecord): Promise<void>;
  /** One unit of work: the contract and its consignment, or neither. */
  importContract(contract: ContractRecord, consignment: StoredConsignment): Promise<void>;

  saveConsignment(consignment: StoredConsignment): Promise<void>;
  getConsignment(key: string): Promise<StoredConsignment | null>;

  saveIssuer(issuer: IssuerRecord): Promise<void>;
  listIssuers(): Promise<IssuerRecord[]>;
}
