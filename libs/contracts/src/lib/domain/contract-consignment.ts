import { sha256 } from '@noble/hashes/sha2';
import { hex } from '@scure/base';
import { RGB_SCHEMAS, type RgbSchema } from '../ports/rgb-engine.port';
import { MAX_BINDING_AMOUNT } from './asset-amount';
import { normalizeContractId } from './contract-id';

export const CONSIGNMENT_FORMAT = 'rln-contract-consignment/1';

/** What a contract consignment carries (docs/rgb.md "Contract consignments"). */
export interface ContractConsignment {
  readonly contractId: string;
  readonly schema: RgbSchema;
  readonly name: string;
  readonly ticker: string | null;
  readonly precision: number;
  readonly issuedSupply: bigint;
  readonly details: string | null;
  readonly genesisTimestamp: number;
}

interface WireBody {
  format: string;
  contract_id: string;
  schema: string;
  name: string;
  ticker: string | null;
  precision: number;
  issued_supply: string;
  details: string | null;
  genesis_timestamp: number;
}

/** Canonical JSON of the body (fixed key order) followed by its SHA-256 as `digest`. */
export function encodeConsignment(c: ContractConsignment): Uint8Array {
  const body = wireBody(c);
  return new TextEncoder().encode(JSON.stringify({ ...body, digest: digestOf(body) }));
}

/** Parses and checks a consignment; throws an Error naming what is wrong. */
export function decodeConsignment(bytes: Uint8Array): ContractConsignment {
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new Error('not a contract consignment (not UTF-8 JSON)');
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error('not a contract consignment (not a JSON object)');
  const r = doc as Record<string, unknown>;
  if (r.format !== CONSIGNMENT_FORMAT) throw new Error(`format must be "${CONSIGNMENT_FORMAT}"`);
  const expected = new Set(['format', 'contract_id', 'schema', 'name', 'ticker', 'precision', 'issued_supply', 'details', 'genesis_timestamp', 'digest']);
  const extra = Object.keys(r).filter((k) => !expected.has(k));
  if (extra.length > 0) throw new Error(`unknown field(s) ${extra.join(', ')}`);
  if (typeof r.contract_id !== 'string') throw new Error('contract_id missing');
  let contractId: string;
  try {
    contractId = normalizeContractId(r.contract_id);
  } catch {
    throw new Error(`contract_id "${r.contract_id}" is malformed`);
  }
  if (typeof r.schema !== 'string' || !(RGB_SCHEMAS as readonly string[]).includes(r.schema)) throw new Error('schema is not one rgb-lib supports');
  if (typeof r.name !== 'string' || r.name.length === 0) throw new Error('name missing');
  if (r.ticker !== null && typeof r.ticker !== 'string') throw new Error('ticker must be a string or null');
  if (typeof r.precision !== 'number' || !Number.isInteger(r.precision) || r.precision < 0 || r.precision > 18) throw new Error('precision must be an integer 0..18');
  if (typeof r.issued_supply !== 'string' || !/^(0|[1-9][0-9]*)$/.test(r.issued_supply) || BigInt(r.issued_supply) > MAX_BINDING_AMOUNT) {
    throw new Error('issued_supply must be a decimal string within the u64 range rgb-lib carries');
  }
  if (r.details !== null && typeof r.details !== 'string') throw new Error('details must be a string or null');
  if (typeof r.genesis_timestamp !== 'number' || !Number.isInteger(r.genesis_timestamp) || r.genesis_timestamp < 0) throw new Error('genesis_timestamp must be a unix time');
  const c: ContractConsignment = {
    contractId,
    schema: r.schema as RgbSchema,
    name: r.name,
    ticker: r.ticker as string | null,
    precision: r.precision,
    issuedSupply: BigInt(r.issued_supply),
    details: r.details as string | null,
    genesisTimestamp: r.genesis_timestamp,
  };
  if (r.digest !== digestOf(wireBody(c))) throw new Error('digest mismatch: the consignment was altered after export');
  return c;
}

function wireBody(c: ContractConsignment): WireBody {
  return {
    format: CONSIGNMENT_FORMAT,
    contract_id: c.contractId,
    schema: c.schema,
    name: c.name,
    ticker: c.ticker,
    precision: c.precision,
    issued_supply: c.issuedSupply.toString(),
    details: c.details,
    genesis_timestamp: c.genesisTimestamp,
  };
}

function digestOf(body: WireBody): string {
  return hex.encode(sha256(new TextEncoder().encode(JSON.stringify(body))));
}
