// Every function is synchronous and may block for seconds (Esplora round trips, stock I/O): call
// it from a worker thread. Failures throw an Error whose message starts with `RgbAddon(<Code>): `,
// Code being one of InvalidArgument, InvalidConsignment, ContractIdMismatch, Network, NotFound,
// Busy (the wallet's RGB runtime lock stayed held) or Internal (including caught panics).

/** rgb-lib network names, matched case-insensitively as rgb-lib's BitcoinNetwork::from_str does. */
export type RgbNetwork = 'Regtest' | 'Testnet' | 'Testnet4' | 'Signet' | 'SignetCustom' | 'Mainnet' | string;

export type RgbSchema = 'NIA' | 'CFA' | 'UDA' | 'IFA';

/** Binary contract consignment (`RGB\0CON` + strict encoding) of an asset in `<dataDir>/<masterFingerprint>`. */
export function exportContract(dataDir: string, masterFingerprint: string, assetId: string): Buffer;

/** Full RGB validation (contract or transfer consignment) against the chain behind `esploraUrl`. */
export function validateConsignment(
  bytes: Buffer,
  esploraUrl: string,
  network: RgbNetwork,
): { contractId: string; schema: RgbSchema };

export interface ImportContractArgs {
  dataDir: string;
  network: RgbNetwork;
  maxAllocationsPerUtxo: number;
  masterFingerprint: string;
  accountXpubVanilla: string;
  accountXpubColored: string;
  esploraUrl: string;
  expectedAssetId: string;
  bytes: Buffer;
}

/** Validates, checks the contract id, registers the asset in the wallet (watch-only keys); returns the asset id. Idempotent. */
export function importContract(args: ImportContractArgs): string;
