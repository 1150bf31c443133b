import { RGB_SCHEMAS, type RgbSchema } from '@rln/rgb-wallet';
import { unpackArchive } from './archive';

/**
 * An issuer (RGB v0.12 word): a named issuance template bound to one rgb-lib schema.
 * Built-in ones exist for every schema rgb-lib supports; others come from issuer files.
 */
export interface Issuer {
  readonly name: string;
  readonly schema: RgbSchema;
  readonly description: string;
  readonly builtIn: boolean;
}

export const BUILT_IN_ISSUERS: readonly Issuer[] = [
  { name: 'NIA', schema: 'NIA', description: 'Non-Inflatable Asset (RGB20 fungible, ticker required)', builtIn: true },
  { name: 'CFA', schema: 'CFA', description: 'Collectible Fungible Asset (RGB25, no ticker)', builtIn: true },
  { name: 'UDA', schema: 'UDA', description: 'Unique Digital Asset (RGB21, one token, supply 1)', builtIn: true },
  { name: 'IFA', schema: 'IFA', description: 'Inflatable Fungible Asset (ticker required)', builtIn: true },
];

export const ISSUER_FILE_FORMAT = 'rln-issuer/1';
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function isValidIssuerName(name: string): boolean {
  return NAME.test(name);
}

/**
 * Loads an issuer file (docs/rgb.md "Issuer files"): UTF-8 JSON
 * `{"format": "rln-issuer/1", "schema": "NIA"|"CFA"|"UDA"|"IFA", "name"?: string, "description"?: string}`,
 * raw, gzip or zip (one entry). `name`, when present, must equal the name it is imported under.
 * Throws an Error whose message is the load error listed in `invalid_issuers`.
 */
export function parseIssuerFile(name: string, bytes: Uint8Array): Issuer {
  if (bytes.length === 0) throw new Error('empty file');
  const { payload } = unpackArchive(bytes);
  let doc: unknown;
  try {
    doc = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payload));
  } catch (error) {
    throw new Error(`not UTF-8 JSON (${(error as Error).message})`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw new Error('the file must hold a JSON object');
  const record = doc as Record<string, unknown>;
  const known = new Set(['format', 'schema', 'name', 'description']);
  const unknown = Object.keys(record).filter((k) => !known.has(k));
  if (unknown.length > 0) throw new Error(`unknown field(s): ${unknown.join(', ')}`);
  if (record.format !== ISSUER_FILE_FORMAT) throw new Error(`format must be "${ISSUER_FILE_FORMAT}"`);
  if (typeof record.schema !== 'string' || !(RGB_SCHEMAS as readonly string[]).includes(record.schema)) {
    throw new Error(`schema must be one of ${RGB_SCHEMAS.join(', ')}`);
  }
  if (record.name !== undefined && record.name !== name) throw new Error(`the file names issuer "${String(record.name)}", not "${name}"`);
  if (record.description !== undefined && typeof record.description !== 'string') throw new Error('description must be a string');
  return { name, schema: record.schema as RgbSchema, description: (record.description as string | undefined) ?? '', builtIn: false };
}
