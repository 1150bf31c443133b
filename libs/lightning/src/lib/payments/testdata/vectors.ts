import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The official test vectors kept in this folder (README.md names their source and commit). */

export interface OfferVector {
  readonly description: string;
  readonly valid: boolean;
  readonly bolt12: string;
  readonly 'field info'?: string;
  readonly fields?: readonly { readonly type: number; readonly length: number; readonly hex: string }[];
}

export interface FormatStringVector {
  readonly comment: string;
  readonly valid: boolean;
  readonly string: string;
}

export interface SignatureVector {
  readonly comment: string;
  readonly tlv: string;
  readonly bolt12?: string;
  readonly 'first-tlv': string;
  readonly leaves: readonly Record<string, string>[];
  readonly merkle: string;
  readonly signature_tag?: string;
  readonly 'H(signature_tag,merkle)'?: string;
  readonly signature?: string;
}

export interface Bolt11Vector {
  readonly comment: string;
  readonly valid: boolean;
  readonly invoice: string;
  readonly expected?: {
    readonly network: string;
    readonly amount_msat: string | null;
    readonly timestamp: number;
    readonly payment_hash: string;
    readonly description: string | null;
    readonly expiry_secs: number;
    readonly payee_node_id?: string;
  };
}

function read<T>(file: string): T {
  return JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as T;
}

export const offerVectors = (): OfferVector[] => read('bolt12-offers-test.json');
export const formatStringVectors = (): FormatStringVector[] => read('bolt12-format-string-test.json');
export const signatureVectors = (): SignatureVector[] => read('bolt12-signature-test.json');
export const bolt11Vectors = (): Bolt11Vector[] => read<{ vectors: Bolt11Vector[] }>('bolt11-examples.json').vectors;
