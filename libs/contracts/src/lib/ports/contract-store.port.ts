import type { RgbSchema } from '@rln/rgb-wallet';

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

/** Persistence of RGB contracts, their consignments and issuers. */
export interface ContractStore {
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
